import { useWatch } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import type { TConfiguracionInicialBody } from '@app/contract/configuracion-inicial';
import { etiquetaDocumento } from '@app/contract/usuarios';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoTexto } from '../../../components/form/campo-texto';
import { SeccionConfiguracion } from './seccion-configuracion';

/** 'Administrador': the first user, with their document, email and password. */
export function SeccionAdministrador() {
  const extranjero = useWatch<TConfiguracionInicialBody, 'extranjero'>({ name: 'extranjero' }) ?? false;
  return (
    <SeccionConfiguracion
      titulo="Administrador"
      descripcion="La primera persona que entra: tendrá el rol Admin y creará al resto de usuarios."
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CampoTexto name="nombres" label="Nombres" required maxLength={100} autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CampoTexto name="apellidoPaterno" label="Apellido paterno" required maxLength={100} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <CampoTexto name="apellidoMaterno" label="Apellido materno" required maxLength={100} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTexto name="dni" label={etiquetaDocumento(extranjero)} required maxLength={12} />
          <CampoCasilla name="extranjero" label="Es extranjero (carné de extranjería o pasaporte)" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTexto
            name="email"
            label="Email"
            type="email"
            required
            maxLength={254}
            inputMode="email"
            autoComplete="email"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTexto
            name="contrasena"
            label="Contraseña"
            type="password"
            required
            autoComplete="new-password"
            helperText="Al menos 12 caracteres. Una frase de varias palabras que no sea conocida sirve mejor."
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoTexto
            name="confirmarContrasena"
            label="Confirmar contraseña"
            type="password"
            required
            autoComplete="new-password"
          />
        </Grid>
      </Grid>
    </SeccionConfiguracion>
  );
}
