import { useId, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface AccionSolicitud {
  etiqueta: string;
  icono?: ReactNode;
  alElegir: () => void;
}

/** The row's actions button: 'Acciones de la solicitud #id' opening a menu of the given actions. */
export function MenuAccionesSolicitud({
  id,
  acciones,
}: {
  id: number;
  acciones: readonly AccionSolicitud[];
}) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const idMenu = useId();
  const abierto = Boolean(ancla);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones de la solicitud #${id}`}
        aria-haspopup="menu"
        aria-expanded={abierto || undefined}
        aria-controls={abierto ? idMenu : undefined}
        onClick={(e) => setAncla(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={idMenu} anchorEl={ancla} open={abierto} onClose={() => setAncla(null)}>
        {acciones.map((accion) => (
          <MenuItem
            key={accion.etiqueta}
            onClick={() => {
              setAncla(null);
              accion.alElegir();
            }}
          >
            {accion.icono && <ListItemIcon>{accion.icono}</ListItemIcon>}
            <ListItemText>{accion.etiqueta}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
