import Grid from '@mui/material/Grid';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { CampoTexto } from '../../../components/form/campo-texto';
import { SeccionConfiguracion } from './seccion-configuracion';

const REGIMENES = [
  { valor: 'GENERAL', etiqueta: 'Régimen general (30 días de vacaciones por año)' },
  { valor: 'MYPE', etiqueta: 'Micro y pequeña empresa – MYPE (15 días por año)' },
];

/** 'Empresa': trade name, legal name and RUC. */
export function SeccionEmpresa() {
  return (
    <SeccionConfiguracion
      titulo="Empresa"
      descripcion="Los datos con los que la empresa aparece en la aplicación."
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTexto name="nombreComercial" label="Nombre comercial" required maxLength={150} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTexto name="razonSocial" label="Razón social" required maxLength={200} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTexto
            name="ruc"
            label="RUC"
            required
            maxLength={11}
            inputMode="numeric"
            helperText="11 dígitos; el último es de verificación"
          />
        </Grid>
      </Grid>
    </SeccionConfiguracion>
  );
}

/** 'Régimen laboral': General or MYPE, which sets the vacation days per year. */
export function SeccionRegimen() {
  return (
    <SeccionConfiguracion
      titulo="Régimen laboral"
      descripcion="Define los días de vacaciones por año; podrá cambiarlo después en Configuración."
    >
      <CampoSeleccion name="regimen" label="Régimen laboral de la empresa" opciones={REGIMENES} required />
    </SeccionConfiguracion>
  );
}
