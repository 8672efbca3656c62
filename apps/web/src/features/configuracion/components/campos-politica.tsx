import { useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  MAX_DIAS_APROBACION,
  MIN_DIAS_APROBACION,
  type TConfiguracionEmpresa,
} from '@app/contract/configuracion';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';

export const TEXTOS_POLITICA = {
  regimen: {
    GENERAL: 'General: 30 días por año de servicio, 15 en bloque y 15 libres (D. Leg. 713).',
    MYPE: 'MYPE: 15 días por año, solo en bloques de 7, 8 o 15 días y sin adelanto. Los empleados con régimen propio en su ficha no cambian.',
  },
  adelanto:
    'Permite pedir días del período en curso antes de cumplir el año (requiere acuerdo escrito, art. 10 D. Leg. 713). No existe en el régimen MYPE.',
  tope: {
    ACCRUED: 'Hasta lo devengado: solo los días ya ganados en el año en curso (recomendado).',
    FULL: 'Año completo: hasta los días de todo el año, aunque aún no se hayan ganado.',
  },
  orden: {
    FIFO: 'Del más antiguo: cada solicitud usa primero el período más antiguo con saldo (vencidos antes que pendientes).',
    EXPIRY_FIRST:
      'El que vence primero: usa antes el período pendiente más antiguo, para no dejar vencer otro y generar una segunda indemnización.',
  },
  recordatorio:
    'Si una solicitud sigue pendiente tantos días hábiles (lunes a viernes sin feriados), se le recuerda a su aprobador y a sus sustitutos.',
  escalamiento:
    'Si sigue pendiente tantos días hábiles, se avisa al jefe del aprobador, que también puede decidirla. Debe ser mayor que el recordatorio.',
  invitacionPlan:
    'Tantos días antes de que empiece un tramo del rol vacacional, se invita al empleado a convertirlo en solicitud.',
} as const;

const OPCIONES_DIAS = Array.from({ length: MAX_DIAS_APROBACION - MIN_DIAS_APROBACION + 1 }, (_, i) => {
  const n = MIN_DIAS_APROBACION + i;
  return { valor: n, etiqueta: `${n} ${n === 1 ? 'día hábil' : 'días hábiles'}` };
});

// Calendar days of notice before a planned span (the contract bounds them: 1 to 120).
const OPCIONES_INVITACION = [7, 14, 15, 21, 30, 45, 60, 90, 120].map((n) => ({
  valor: n,
  etiqueta: `${n} días calendario`,
}));

/** The policy's fields, two by two; each choice is explained under it. */
export function CamposPolitica() {
  const { watch } = useFormContext<TConfiguracionEmpresa>();
  const regimen = watch('regimen');
  const permitirAdelanto = watch('permitirAdelanto');
  const topeAdelanto = watch('topeAdelanto');
  const ordenImputacion = watch('ordenImputacion');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <CampoSeleccion
        name="regimen"
        label="Régimen laboral de la empresa"
        opciones={[
          { valor: 'GENERAL', etiqueta: 'General' },
          { valor: 'MYPE', etiqueta: 'MYPE (micro y pequeña empresa)' },
        ]}
        helperText={TEXTOS_POLITICA.regimen[regimen]}
      />
      <CampoSeleccion
        name="ordenImputacion"
        label="Orden de imputación"
        opciones={[
          { valor: 'FIFO', etiqueta: 'Del período más antiguo (FIFO)' },
          { valor: 'EXPIRY_FIRST', etiqueta: 'Del período que vence primero' },
        ]}
        helperText={TEXTOS_POLITICA.orden[ordenImputacion]}
      />
      <Box>
        <CampoCasilla
          name="permitirAdelanto"
          label="Permitir adelanto de vacaciones"
          variante="interruptor"
          soloLectura={regimen === 'MYPE'}
        />
        <Typography variant="body2" color="text.secondary">
          {TEXTOS_POLITICA.adelanto}
        </Typography>
      </Box>
      <CampoSeleccion
        name="topeAdelanto"
        label="Tope del adelanto"
        soloLectura={!permitirAdelanto}
        opciones={[
          { valor: 'ACCRUED', etiqueta: 'Hasta lo devengado' },
          { valor: 'FULL', etiqueta: 'Año completo' },
        ]}
        helperText={TEXTOS_POLITICA.tope[topeAdelanto]}
      />
      <CampoSeleccion
        name="diasRecordatorioAprobacion"
        label="Días hábiles antes de recordar al aprobador"
        opciones={OPCIONES_DIAS}
        helperText={TEXTOS_POLITICA.recordatorio}
      />
      <CampoSeleccion
        name="diasEscalamientoAprobacion"
        label="Días hábiles antes de escalar al jefe superior"
        opciones={OPCIONES_DIAS}
        helperText={TEXTOS_POLITICA.escalamiento}
      />
      <CampoSeleccion
        name="diasInvitacionPlan"
        label="Días de aviso antes de un tramo del rol vacacional"
        opciones={OPCIONES_INVITACION}
        helperText={TEXTOS_POLITICA.invitacionPlan}
      />
    </Box>
  );
}
