import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { esRutaActiva, type EnlaceMenu, type EntradaMenu, type GrupoMenu } from '../../config/menu';

interface Props {
  entradas: readonly EntradaMenu[];
  /** Called after a leaf is clicked (the mobile drawer closes itself). */
  onNavegar?: () => void;
}

function ElementoEnlace({
  enlace,
  anidado,
  onNavegar,
}: {
  enlace: EnlaceMenu;
  anidado?: boolean;
  onNavegar?: () => void;
}) {
  const { pathname } = useLocation();
  const activo = esRutaActiva(enlace.ruta, pathname);
  const Icono = enlace.icono;
  return (
    <ListItemButton
      component={Link}
      to={enlace.ruta}
      selected={activo}
      aria-current={activo ? 'page' : undefined}
      onClick={onNavegar}
      sx={{ pl: anidado ? 4 : 2, minHeight: 44 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icono fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={enlace.texto}
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: activo ? 600 : 400 } } }}
      />
    </ListItemButton>
  );
}

function ElementoGrupo({
  grupo,
  abierto,
  onAlternar,
  onNavegar,
}: {
  grupo: GrupoMenu;
  abierto: boolean;
  onAlternar: () => void;
  onNavegar?: () => void;
}) {
  const Icono = grupo.icono;
  const idLista = `menu-grupo-${grupo.id}`;
  return (
    <li>
      <ListItemButton
        onClick={onAlternar}
        aria-expanded={abierto}
        aria-controls={idLista}
        sx={{ minHeight: 44 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icono fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={grupo.texto} slotProps={{ primary: { variant: 'body2' } }} />
        {abierto ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={abierto} timeout="auto">
        <List id={idLista} disablePadding aria-label={grupo.texto}>
          {grupo.hijos.map((hijo) => (
            <li key={hijo.id}>
              <ElementoEnlace enlace={hijo} anidado onNavegar={onNavegar} />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** The sidebar's list: leaves navigate, groups toggle; the current path is highlighted. */
export function MenuLateral({ entradas, onNavegar }: Props) {
  const { pathname } = useLocation();
  const [alternados, setAlternados] = useState<Record<string, boolean>>({});

  // A group starts open if it is expanded by default or holds the current page; the user's toggle wins.
  const estaAbierto = (g: GrupoMenu) =>
    alternados[g.id] ??
    (Boolean(g.expandidoPorDefecto) || g.hijos.some((h) => esRutaActiva(h.ruta, pathname)));

  return (
    <List component="ul" dense={false} sx={{ py: 1 }}>
      {entradas.map((entrada) =>
        entrada.tipo === 'grupo' ? (
          <ElementoGrupo
            key={entrada.id}
            grupo={entrada}
            abierto={estaAbierto(entrada)}
            onAlternar={() => setAlternados((a) => ({ ...a, [entrada.id]: !estaAbierto(entrada) }))}
            onNavegar={onNavegar}
          />
        ) : (
          <li key={entrada.id}>
            <ElementoEnlace enlace={entrada} onNavegar={onNavegar} />
          </li>
        ),
      )}
    </List>
  );
}
