import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCambiarContrasenaBody, type TCambiarContrasenaBody } from '@app/contract/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { erroresPorCampo, mensajeDeError } from '../../../lib/api-client';
import { RequisitosContrasena } from './requisitos-contrasena';

export const MENSAJE_ERROR_CAMBIO = 'No se pudo cambiar la contraseña.';

const CAMPOS = ['contrasenaActual', 'nuevaContrasena', 'confirmarContrasena'] as const;
type Campo = (typeof CAMPOS)[number];
const esCampo = (nombre: string): nombre is Campo => (CAMPOS as readonly string[]).includes(nombre);

interface Props {
  onCambiar: (datos: TCambiarContrasenaBody) => Promise<unknown>;
  /** Extra buttons next to the submit (cancel, sign out). */
  acciones?: ReactNode;
}

/** Current, new and confirmed password; the policy checklist updates as the user types. */
export function CambiarContrasenaForm({ onCambiar, acciones }: Props) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError: marcarError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZCambiarContrasenaBody),
    defaultValues: { contrasenaActual: '', nuevaContrasena: '', confirmarContrasena: '' },
  });
  const nueva = useWatch({ control, name: 'nuevaContrasena' }) ?? '';

  const enviar = handleSubmit(async (datos) => {
    setError(null);
    try {
      await onCambiar(datos);
    } catch (e) {
      const porCampo = erroresPorCampo(e);
      let alguno = false;
      for (const [campo, mensaje] of Object.entries(porCampo)) {
        if (esCampo(campo)) {
          marcarError(campo, { type: 'server', message: mensaje }, { shouldFocus: !alguno });
          alguno = true;
        }
      }
      if (!alguno) setError(mensajeDeError(e, MENSAJE_ERROR_CAMBIO));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={enviar} spacing={2} aria-label="Cambiar contraseña">
      {error && (
        <Alert severity="error" onClose={() => setError(null)} closeText="Cerrar mensaje">
          {error}
        </Alert>
      )}
      <TextField
        fullWidth
        {...register('contrasenaActual')}
        id="contrasena-actual"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        error={Boolean(errors.contrasenaActual)}
        helperText={errors.contrasenaActual?.message}
      />
      <TextField
        fullWidth
        {...register('nuevaContrasena')}
        id="nueva-contrasena"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
        error={Boolean(errors.nuevaContrasena)}
        helperText={errors.nuevaContrasena?.message}
        slotProps={{
          htmlInput: {
            'aria-describedby': errors.nuevaContrasena
              ? 'nueva-contrasena-helper-text requisitos-contrasena'
              : 'requisitos-contrasena',
          },
        }}
      />
      <RequisitosContrasena contrasena={nueva} id="requisitos-contrasena" />
      <TextField
        fullWidth
        {...register('confirmarContrasena')}
        id="confirmar-contrasena"
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
        error={Boolean(errors.confirmarContrasena)}
        helperText={errors.confirmarContrasena?.message}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {acciones}
        <Button
          type="submit"
          variant="contained"
          disabled={isSubmitting}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Cambiar contraseña
        </Button>
      </Stack>
    </Stack>
  );
}
