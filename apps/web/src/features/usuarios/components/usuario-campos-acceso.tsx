import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { CampoCasilla } from '../../../components/form/campo-casilla';
import { CampoTexto } from '../../../components/form/campo-texto';
import type { ModoUsuario } from '../utils/formulario-usuario';

export const AYUDA_CONTRASENA_TEMPORAL =
  'Debe tener al menos 12 caracteres, una letra mayúscula, una letra minúscula, un número y un carácter especial. Si no se indica, se generará automáticamente.';

/** How the user gets in: the first-login password change, then a temporary password (new) or the active switch. */
export function CamposAccesoUsuario({ modo, soloLectura }: { modo: ModoUsuario; soloLectura: boolean }) {
  const [verContrasena, setVerContrasena] = useState(false);
  const sl = { soloLectura };
  return (
    <>
      <CampoCasilla
        {...sl}
        name="forzarCambioContrasena"
        label="Forzar cambio de contraseña en el primer login"
        sx={{ gridColumn: '1 / -1' }}
      />
      {modo === 'crear' && (
        <CampoTexto
          name="contrasenaTemporal"
          label="Contraseña Temporal (Opcional)"
          type={verContrasena ? 'text' : 'password'}
          autoComplete="new-password"
          helperText={AYUDA_CONTRASENA_TEMPORAL}
          sx={{ gridColumn: '1 / -1' }}
          maxLength={128}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={verContrasena ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                    onClick={() => setVerContrasena((v) => !v)}
                    edge="end"
                  >
                    {verContrasena ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {modo !== 'crear' && (
        <CampoCasilla
          {...sl}
          name="estaActivo"
          label="Usuario activo"
          variante="interruptor"
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </>
  );
}
