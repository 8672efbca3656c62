import { useState, type MouseEvent, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface AccionMenu<A extends string> {
  accion: A;
  texto: string;
  icono: ReactNode;
  /** Left out when false: only what the server would allow is offered. */
  visible?: boolean;
}

/** A row's '⋮' menu: the button is named `etiqueta` ('Acciones de Ana Torres'), the items are `acciones`. */
export function MenuAcciones<A extends string>({
  id,
  etiqueta,
  acciones,
  onElegir,
}: {
  /** Unique on the page: the menu's id. */
  id: string;
  etiqueta: string;
  acciones: readonly AccionMenu<A>[];
  onElegir: (accion: A) => void;
}) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const elegir = (accion: A) => {
    setAncla(null);
    onElegir(accion);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={etiqueta}
        aria-haspopup="menu"
        aria-controls={ancla ? id : undefined}
        aria-expanded={ancla ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAncla(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={ancla} open={Boolean(ancla)} onClose={() => setAncla(null)}>
        {acciones
          .filter((a) => a.visible !== false)
          .map((a) => (
            <MenuItem key={a.accion} onClick={() => elegir(a.accion)}>
              <ListItemIcon>{a.icono}</ListItemIcon>
              <ListItemText>{a.texto}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
