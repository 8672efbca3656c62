import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { EntradaMenu } from '../../config/menu';
import { MenuLateral } from '../../components/layouts/menu-lateral';
import { ANCHO_MENU, ID_MENU } from './medidas-marco';

interface Props {
  entradas: readonly EntradaMenu[];
  /** From 900px the menu stays beside the page; below it slides over it and closes on navigation. */
  esEscritorio: boolean;
  abierto: boolean;
  onCerrarMovil: () => void;
  /** The fixed top bar's height, kept clear at the top of the menu. */
  altoSuperior: number;
}

/** The sidebar: persistent on a desk, a temporary drawer on a phone. */
export function MenuMarco({ entradas, esEscritorio, abierto, onCerrarMovil, altoSuperior }: Props) {
  const contenido = (
    <>
      <Toolbar variant="dense" sx={{ minHeight: altoSuperior }} />
      <Box component="nav" aria-label="Menú principal" id={ID_MENU} sx={{ overflowY: 'auto' }}>
        <MenuLateral entradas={entradas} onNavegar={esEscritorio ? undefined : onCerrarMovil} />
      </Box>
    </>
  );
  return esEscritorio ? (
    <Drawer
      variant="persistent"
      open={abierto}
      sx={{
        width: ANCHO_MENU,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: ANCHO_MENU, boxSizing: 'border-box' },
      }}
    >
      {contenido}
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={abierto}
      onClose={onCerrarMovil}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { 'aria-label': 'Menú de navegación' } }}
      sx={{ '& .MuiDrawer-paper': { width: ANCHO_MENU, boxSizing: 'border-box' } }}
    >
      {contenido}
    </Drawer>
  );
}
