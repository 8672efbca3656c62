import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZLoginBody, type TLoginBody } from '@app/contract/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { mensajeDeError } from '../../../lib/api-client';

export const MENSAJE_ERROR_LOGIN = 'No se pudo iniciar sesión.';

interface Props {
  /** Signs in; a rejection shows the server's message (or the fallback) in the error bar. */
  onIniciarSesion: (datos: TLoginBody) => Promise<unknown>;
}

/** Email + password (docs/producto.md, «Acceso y sesión»), validated with the contract's ZLoginBody. */
export function LoginForm({ onIniciarSesion }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [verContrasena, setVerContrasena] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { username: '', password: '' },
  });

  const enviar = handleSubmit(async (datos) => {
    setError(null);
    try {
      await onIniciarSesion(datos);
    } catch (e) {
      setError(mensajeDeError(e, MENSAJE_ERROR_LOGIN));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={enviar} spacing={2} aria-label="Iniciar sesión">
      {error && (
        <Alert severity="error" onClose={() => setError(null)} closeText="Cerrar mensaje">
          {error}
        </Alert>
      )}
      <TextField
        fullWidth
        {...register('username')}
        id="login-email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
        error={Boolean(errors.username)}
        helperText={errors.username?.message}
      />
      <TextField
        fullWidth
        {...register('password')}
        id="login-password"
        label="Contraseña"
        type={verContrasena ? 'text' : 'password'}
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={verContrasena ? 'Ocultar clave' : 'Mostrar clave'}
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        Login
      </Button>
    </Stack>
  );
}
