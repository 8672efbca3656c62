import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import type { EntradaMenu } from '../../config/menu';
import { paths } from '../../config/paths';
import {
  ALTO_AVISO_DEMO,
  AvisoDatosDemo,
  useDatosDemo,
} from '../../features/entorno/components/aviso-datos-demo';
import { AvisoInactividad } from '../../features/auth/components/aviso-inactividad';
import { LogoEmpresa } from '../../features/auth/components/logo-empresa';
import { MenuLateral } from '../../components/layouts/menu-lateral';
import { CampanaAvisos } from '../../features/avisos/components/campana-avisos';

/** docs/producto.md, «Marco y menú»: sidebar 240px wide, top bar 48px high. */
export const ANCHO_MENU = 240;
export const ALTO_BARRA = 48;
const ID_MENU = 'menu-lateral';
const ID_CONTENIDO = 'contenido-principal';

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
  logoUrl?: string | null;
  nombreUsuario: string;
  entradasMenu: readonly EntradaMenu[];
  onCerrarSesion: () => void;
  children: ReactNode;
}

/** Top bar, sidebar (persistent from 900px, a temporary drawer below) and the main landmark. */
export function AppShell({
  titulo,
  logoUrl = null,
  nombreUsuario,
  entradasMenu,
  onCerrarSesion,
  children,
}: Props) {
  const theme = useTheme();
  const esEscritorio = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [abiertoEscritorio, setAbiertoEscritorio] = useState(true);
  const [abiertoMovil, setAbiertoMovil] = useState(false);
  const abierto = esEscritorio ? abiertoEscritorio : abiertoMovil;
  // The demo warning sits in the fixed top bar, above the toolbar: the spacers below grow by its height.
  const altoSuperior = ALTO_BARRA + (useDatosDemo() ? ALTO_AVISO_DEMO : 0);

  const alternarMenu = () => (esEscritorio ? setAbiertoEscritorio((v) => !v) : setAbiertoMovil((v) => !v));
  const cerrarMovil = () => setAbiertoMovil(false);

  const espaciador = <Toolbar variant="dense" sx={{ minHeight: altoSuperior }} />;
  const contenidoMenu = (
    <>
      {espaciador}
      <Box component="nav" aria-label="Menú principal" id={ID_MENU} sx={{ overflowY: 'auto' }}>
        <MenuLateral entradas={entradasMenu} onNavegar={esEscritorio ? undefined : cerrarMovil} />
      </Box>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${ID_CONTENIDO}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip + 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Saltar al contenido principal
      </Box>

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
            aria-expanded={abierto}
            aria-controls={ID_MENU}
            onClick={alternarMenu}
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

      {esEscritorio ? (
        <Drawer
          variant="persistent"
          open={abiertoEscritorio}
          sx={{
            width: ANCHO_MENU,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: ANCHO_MENU, boxSizing: 'border-box' },
          }}
        >
          {contenidoMenu}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={abiertoMovil}
          onClose={cerrarMovil}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { 'aria-label': 'Menú de navegación' } }}
          sx={{ '& .MuiDrawer-paper': { width: ANCHO_MENU, boxSizing: 'border-box' } }}
        >
          {contenidoMenu}
        </Drawer>
      )}

      <Box
        component="main"
        id={ID_CONTENIDO}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          p: { xs: 2, sm: 3 },
          pt: 0,
          outline: 'none',
          ml: esEscritorio && !abiertoEscritorio ? `-${ANCHO_MENU}px` : 0,
          transition: (t) =>
            t.transitions.create('margin', {
              easing: t.transitions.easing.sharp,
              duration: abierto
                ? t.transitions.duration.enteringScreen
                : t.transitions.duration.leavingScreen,
            }),
        }}
      >
        <Toolbar variant="dense" sx={{ minHeight: altoSuperior, mb: { xs: 2, sm: 3 } }} />
        {children}
        <AvisoInactividad />
      </Box>
    </Box>
  );
}
