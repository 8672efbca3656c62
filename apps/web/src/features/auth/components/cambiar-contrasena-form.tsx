import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCambiarContrasenaBody, type TCambiarContrasenaBody } from '@app/contract/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { CampoTexto } from '../../../components/form/campo-texto';
import { aplicarErroresServidor } from '../../../components/form/errores-servidor';
import { mensajeDeError } from '../../../lib/api-client';
import { RequisitosContrasena } from './requisitos-contrasena';

export const MENSAJE_ERROR_CAMBIO = 'No se pudo cambiar la contraseña.';

const CAMPOS = ['contrasenaActual', 'nuevaContrasena', 'confirmarContrasena'] as const;

interface Props {
  onCambiar: (datos: TCambiarContrasenaBody) => Promise<unknown>;
  /** Extra buttons next to the submit (cancel, sign out). */
  acciones?: ReactNode;
}

/** Current, new and confirmed password; the policy checklist updates as the user types. */
export function CambiarContrasenaForm({ onCambiar, acciones }: Props) {
  const [error, setError] = useState<string | null>(null);
  const formulario = useForm({
    resolver: zodResolver(ZCambiarContrasenaBody),
    defaultValues: { contrasenaActual: '', nuevaContrasena: '', confirmarContrasena: '' },
  });
  const {
    handleSubmit,
    control,
    setError: marcarError,
    formState: { errors, isSubmitting },
  } = formulario;
  const nueva = useWatch({ control, name: 'nuevaContrasena' }) ?? '';

  const enviar = handleSubmit(async (datos) => {
    setError(null);
    try {
      await onCambiar(datos);
    } catch (e) {
      if (!aplicarErroresServidor(e, marcarError, CAMPOS)) setError(mensajeDeError(e, MENSAJE_ERROR_CAMBIO));
    }
  });

  return (
    <FormProvider {...formulario}>
      <Stack component="form" noValidate onSubmit={enviar} spacing={2} aria-label="Cambiar contraseña">
        {error && (
          <Alert severity="error" onClose={() => setError(null)} closeText="Cerrar mensaje">
            {error}
          </Alert>
        )}
        <CampoTexto
          name="contrasenaActual"
          id="contrasena-actual"
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
        />
        <CampoTexto
          name="nuevaContrasena"
          id="nueva-contrasena"
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          slotProps={{
            htmlInput: {
              'aria-describedby': errors.nuevaContrasena
                ? 'nueva-contrasena-helper-text requisitos-contrasena'
                : 'requisitos-contrasena',
            },
          }}
        />
        <RequisitosContrasena contrasena={nueva} id="requisitos-contrasena" />
        <CampoTexto
          name="confirmarContrasena"
          id="confirmar-contrasena"
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          required
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
    </FormProvider>
  );
}
