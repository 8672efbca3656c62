import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { TLoginBody } from '@app/contract/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Cargando } from '../../components/feedback/cargando';
import { env } from '../../config/env';
import { useEmpresaPublica } from '../../lib/empresa';
import { DESTINO_POR_DEFECTO, DESTINO_SESION_ACTIVA } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { AvisoDatosDemo } from '../../features/entorno/components/aviso-datos-demo';
import { destinoSeguro, useSesion } from '../../features/auth/sesion-context';
import { LoginEncabezado } from '../layouts/login-encabezado';

export const MENSAJE_SESION_EXPIRADA = 'Tu sesión ha expirado. Inicia sesión nuevamente.';
export const MENSAJE_SESION_INACTIVIDAD = 'Tu sesión se cerró por inactividad. Inicia sesión nuevamente.';

/** /login (docs/producto.md, «Acceso y sesión»): logo, company name, form, expired notice, credit line. */
export default function LoginPage() {
  const { sesion, cargando, iniciarSesion } = useSesion();
  const location = useLocation();
  const [params] = useSearchParams();
  const [destino, setDestino] = useState<string | null>(null);
  const [avisoCerrado, setAvisoCerrado] = useState(false);
  const empresa = useEmpresaPublica();
  const porInactividad = params.get('inactividad') === 'true';
  const avisoExpirada = (params.get('expired') === 'true' || porInactividad) && !avisoCerrado;
  // A page that sends here with news (the first-start setup once the company exists).
  const avisoExito = (location.state as { aviso?: unknown } | null)?.aviso;

  if (cargando) return <Cargando etiqueta="Cargando sesión" pantallaCompleta />;
  // A fresh login goes to the remembered page; a visitor already signed in goes to the request form. The
  // router may first load the shell's chunk: a spinner, not a blank page, meanwhile.
  if (sesion) {
    return (
      <>
        <Navigate to={destino ?? DESTINO_SESION_ACTIVA} replace />
        <Cargando pantallaCompleta />
      </>
    );
  }

  const alIniciarSesion = async (datos: TLoginBody) => {
    setDestino(destinoSeguro(location.state) ?? DESTINO_POR_DEFECTO);
    try {
      await iniciarSesion(datos);
    } catch (error) {
      setDestino(null);
      throw error;
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <title>{empresa.data ? `Iniciar sesión · ${empresa.data.nombreComercial}` : 'Iniciar sesión'}</title>
      <AvisoDatosDemo fijo />
      <Box component="main" sx={{ width: '100%', maxWidth: 420 }}>
        <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 } }}>
          <LoginEncabezado empresa={empresa} />
          {avisoExpirada && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              onClose={() => setAvisoCerrado(true)}
              closeText="Cerrar aviso"
            >
              {porInactividad ? MENSAJE_SESION_INACTIVIDAD : MENSAJE_SESION_EXPIRADA}
            </Alert>
          )}
          {typeof avisoExito === 'string' && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {avisoExito}
            </Alert>
          )}
          <LoginForm onIniciarSesion={alIniciarSesion} />
        </Paper>
      </Box>
      <Typography component="footer" variant="body2" color="text.secondary">
        {env.creditoDesarrollo}
      </Typography>
    </Box>
  );
}
