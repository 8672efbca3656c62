import { useNavigate } from 'react-router';
import type { TCambiarContrasenaBody } from '@app/contract/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNotificar } from '../../components/feedback/notificaciones';
import { useNombreEmpresa } from '../../lib/empresa';
import { paths } from '../../config/paths';
import { cambiarContrasenaApi } from '../../features/auth/api/cambiar-contrasena';
import { CambiarContrasenaForm } from '../../features/auth/components/cambiar-contrasena-form';
import { useSesion } from '../../features/auth/sesion-context';

/** /cambiar-contrasena: forced after a reset or an imported account, or chosen by the user. */
export default function CambiarContrasenaPage() {
  const { sesion, cerrarSesion, recargarSesion } = useSesion();
  const nombreEmpresa = useNombreEmpresa();
  const notificar = useNotificar();
  const navigate = useNavigate();
  const obligatorio = sesion?.debeCambiarContrasena ?? false;

  const cambiar = async (datos: TCambiarContrasenaBody) => {
    const respuesta = await cambiarContrasenaApi(datos);
    notificar.exito(respuesta.message || 'Contraseña cambiada exitosamente');
    await recargarSesion();
    void navigate(paths.dashboard, { replace: true });
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <title>{nombreEmpresa ? `Cambiar contraseña · ${nombreEmpresa}` : 'Cambiar contraseña'}</title>
      <Box component="main" sx={{ width: '100%', maxWidth: 480 }}>
        <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Cambiar contraseña
          </Typography>
          {sesion && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {sesion.nombreCompleto} ({sesion.userName})
            </Typography>
          )}
          {obligatorio && (
            <Alert severity="info" sx={{ mb: 2 }}>
              Debes cambiar tu contraseña antes de continuar.
            </Alert>
          )}
          <CambiarContrasenaForm
            onCambiar={cambiar}
            acciones={
              obligatorio ? (
                <Button onClick={() => void cerrarSesion()}>Cerrar sesión</Button>
              ) : (
                <Button onClick={() => void navigate(paths.dashboard)}>Cancelar</Button>
              )
            }
          />
        </Paper>
      </Box>
    </Box>
  );
}
