import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import { PaginaConfiguracionInicial } from '../../features/configuracion-inicial';

/** /configuracion-inicial: public, outside the signed-in shell; the link the server printed opens it. */
export default function ConfiguracionInicialRuta() {
  const [params] = useSearchParams();
  const navegar = useNavigate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 4 }, px: 2 }}>
      <title>Configuración inicial · Descanso</title>
      <Box component="main" sx={{ maxWidth: 880, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          Configuración inicial
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Registre la empresa y a su primer administrador. Este paso se hace una sola vez.
        </Typography>
        <PaginaConfiguracionInicial
          token={params.get('token')}
          rutaLogin={paths.login}
          alTerminar={(mensaje) => void navegar(paths.login, { replace: true, state: { aviso: mensaje } })}
        />
      </Box>
    </Box>
  );
}
