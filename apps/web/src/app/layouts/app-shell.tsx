import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { EntradaMenu } from '../../config/menu';
import { ALTO_AVISO_DEMO, useDatosDemo } from '../../features/entorno/components/aviso-datos-demo';
import { AvisoInactividad } from '../../features/auth/components/aviso-inactividad';
import { BarraSuperior } from './barra-superior';
import { EnlaceSaltarContenido } from './enlace-saltar-contenido';
import { ALTO_BARRA, ANCHO_MENU, ID_CONTENIDO } from './medidas-marco';
import { MenuMarco } from './menu-marco';

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

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <EnlaceSaltarContenido />
      <BarraSuperior
        titulo={titulo}
        logoUrl={logoUrl}
        nombreUsuario={nombreUsuario}
        menuAbierto={abierto}
        onAlternarMenu={alternarMenu}
        onCerrarSesion={onCerrarSesion}
      />
      <MenuMarco
        entradas={entradasMenu}
        esEscritorio={esEscritorio}
        abierto={abierto}
        onCerrarMovil={cerrarMovil}
        altoSuperior={altoSuperior}
      />

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
