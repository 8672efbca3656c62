import { Link } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import { paths } from '../../config/paths';
import { AvisoDatosDemo } from '../../features/entorno/components/aviso-datos-demo';
import { LogoEmpresa } from '../../features/auth/components/logo-empresa';
import { CampanaAvisos } from '../../features/avisos/components/campana-avisos';
import { ALTO_BARRA, ID_MENU } from './medidas-marco';

/** Up to two initials of a person's name ('Ana María Quispe' → 'AM'). */
export const iniciales = (nombre: string) =>
  nombre
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((parte) => parte.charAt(0).toLocaleUpperCase('es'))
    .join('') || '?';

interface Props {
  /** The company's trade name. */
  titulo: string;
  logoUrl: string | null;
  nombreUsuario: string;
  menuAbierto: boolean;
  onAlternarMenu: () => void;
  onCerrarSesion: () => void;
}

/** The fixed top bar: the menu toggle, the company, the notices bell, home, the user and 'Cerrar sesión'. */
export function BarraSuperior({
  titulo,
  logoUrl,
  nombreUsuario,
  menuAbierto,
  onAlternarMenu,
  onCerrarSesion,
}: Props) {
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <AvisoDatosDemo />
      <Toolbar
        variant="dense"
        sx={{ minHeight: ALTO_BARRA, height: ALTO_BARRA, gap: 1, px: { xs: 1, sm: 2 } }}
      >
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Mostrar u ocultar menú"
          aria-expanded={menuAbierto}
          aria-controls={ID_MENU}
          onClick={onAlternarMenu}
        >
          <MenuIcon />
        </IconButton>
        {titulo && <LogoEmpresa nombre={titulo} logoUrl={logoUrl} tamano={32} />}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
          {titulo}
        </Typography>
        <CampanaAvisos />
        <Tooltip title="Inicio">
          <IconButton color="inherit" component={Link} to={paths.dashboard} aria-label="Inicio">
            <HomeIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={nombreUsuario}>
          <Avatar
            role="img"
            aria-label={`Usuario: ${nombreUsuario}`}
            sx={{
              width: 32,
              height: 32,
              fontSize: '0.875rem',
              bgcolor: 'common.white',
              color: 'primary.dark',
            }}
          >
            {iniciales(nombreUsuario)}
          </Avatar>
        </Tooltip>
        <Tooltip title="Cerrar sesión">
          <IconButton color="inherit" edge="end" aria-label="Cerrar sesión" onClick={onCerrarSesion}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
