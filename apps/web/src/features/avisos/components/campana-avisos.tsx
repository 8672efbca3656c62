import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SettingsIcon from '@mui/icons-material/Settings';
import EventIcon from '@mui/icons-material/Event';
import { PERMISOS_CALENDARIOS } from '@app/contract/calendarios-ical';
import type { TNotificacion } from '@app/contract/notificaciones';
import { TextoOculto } from '../../../components/texto-oculto';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import { Puede } from '../../../lib/authorization';
import { paths } from '../../../config/paths';
import { formatearFechaHora } from '../../../utils/formato';
import {
  INTERVALO_AVISOS_MS,
  useAvisos,
  useMarcarLeida,
  useMarcarTodasLeidas,
  useNoLeidas,
} from '../api/avisos';
import { PreferenciasAvisosDialog } from './preferencias-avisos-dialog';

/** `?notificaciones=preferencias` (the e-mails' footer link) opens "Mis notificaciones" on any page. */
export const PARAM_NOTIFICACIONES = 'notificaciones';

export const etiquetaCampana = (n: number | undefined) =>
  n === undefined
    ? 'Notificaciones'
    : n === 0
      ? 'Notificaciones: ninguna sin leer'
      : `Notificaciones: ${n} sin leer`;

function ElementoAviso({ aviso, onElegir }: { aviso: TNotificacion; onElegir: (a: TNotificacion) => void }) {
  return (
    <ListItemButton
      onClick={() => onElegir(aviso)}
      alignItems="flex-start"
      sx={{
        gap: 1,
        borderLeft: 4,
        borderLeftColor: aviso.leida ? 'transparent' : 'primary.main',
        bgcolor: aviso.leida ? undefined : 'action.hover',
      }}
    >
      <ListItemText
        primary={
          <>
            {!aviso.leida && <TextoOculto>No leída: </TextoOculto>}
            {aviso.titulo}
          </>
        }
        secondary={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {aviso.mensaje}
            </Box>
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {formatearFechaHora(aviso.fecha)}
            </Box>
          </>
        }
        slotProps={{
          primary: { sx: { fontWeight: aviso.leida ? 400 : 700 }, variant: 'body2' },
          secondary: { variant: 'caption', color: 'text.secondary' },
        }}
      />
    </ListItemButton>
  );
}

/**
 * The bell in the top bar (ADR 031): the unread count, refreshed by polling; the newest notifications in
 * a popover (a click marks one read and opens its screen); "Marcar todas como leídas" and "Mis notificaciones".
 */
export function CampanaAvisos({ intervaloMs = INTERVALO_AVISOS_MS }: { intervaloMs?: number }) {
  const idTitulo = useId();
  const idLista = useId();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const [preferencias, setPreferencias] = useState(false);
  const abierto = ancla !== null;
  const titulo = useRef<HTMLHeadingElement>(null);

  const conteo = useNoLeidas(intervaloMs);
  const lista = useAvisos(abierto);
  const marcarLeida = useMarcarLeida();
  const marcarTodas = useMarcarTodasLeidas();
  // The list is fresher than the count while it is open.
  const noLeidas = (abierto ? lista.data?.noLeidas : undefined) ?? conteo.data?.noLeidas;

  // Alt-tabbing back to the browser window does not always change visibility: the focus counts as a return too.
  const { refetch } = conteo;
  useEffect(() => {
    const alVolver = () => void refetch();
    window.addEventListener('focus', alVolver);
    return () => window.removeEventListener('focus', alVolver);
  }, [refetch]);

  const [params, setParams] = useSearchParams();
  const pideAbrirPreferencias = params.get(PARAM_NOTIFICACIONES) === 'preferencias';
  useEffect(() => {
    if (!pideAbrirPreferencias) return;
    setPreferencias(true);
    setParams(
      (actuales) => {
        const nuevos = new URLSearchParams(actuales);
        nuevos.delete(PARAM_NOTIFICACIONES);
        return nuevos;
      },
      { replace: true },
    );
  }, [pideAbrirPreferencias, setParams]);

  const cerrar = () => setAncla(null);
  const elegir = (aviso: TNotificacion) => {
    if (!aviso.leida) marcarLeida.mutate(aviso.id);
    cerrar();
    if (aviso.enlace) void navigate(aviso.enlace);
  };
  const leerTodas = () =>
    marcarTodas.mutate(undefined, {
      // The button it was on is now disabled: keep the focus inside the list, on its title.
      onSuccess: () => titulo.current?.focus(),
      onError: (error) =>
        notificar.error(mensajeDeError(error, 'No se pudieron marcar las notificaciones como leídas')),
    });

  const avisos = lista.data?.items ?? [];
  let contenido;
  if (lista.isPending) {
    contenido = (
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Cargando notificaciones" />
      </Stack>
    );
  } else if (lista.isError) {
    contenido = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void lista.refetch()}>
            Reintentar
          </Button>
        }
      >
        {mensajeDeError(lista.error, 'No se pudieron cargar las notificaciones')}
      </Alert>
    );
  } else if (avisos.length === 0) {
    contenido = (
      <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        No tiene notificaciones
      </Typography>
    );
  } else {
    contenido = (
      <List
        id={idLista}
        dense
        disablePadding
        aria-labelledby={idTitulo}
        sx={{ maxHeight: 400, overflowY: 'auto' }}
      >
        {avisos.map((a, i) => (
          <Box component="li" key={a.id} sx={{ listStyle: 'none' }}>
            {i > 0 && <Divider component="div" />}
            <ElementoAviso aviso={a} onElegir={elegir} />
          </Box>
        ))}
      </List>
    );
  }

  return (
    <>
      <Tooltip title="Notificaciones">
        <IconButton
          color="inherit"
          aria-label={etiquetaCampana(noLeidas)}
          aria-haspopup="dialog"
          aria-expanded={abierto}
          onClick={(e) => setAncla(e.currentTarget)}
        >
          <Badge badgeContent={noLeidas} color="error" max={99}>
            {noLeidas ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      {/* Screen readers hear a new count without moving the focus. */}
      <TextoOculto>
        <span role="status">{noLeidas ? `${noLeidas} notificaciones sin leer` : ''}</span>
      </TextoOculto>
      <Popover
        open={abierto}
        anchorEl={ancla}
        onClose={cerrar}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': idTitulo,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 1 }}
        >
          <Typography
            id={idTitulo}
            ref={titulo}
            tabIndex={-1}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600, outline: 'none' }}
          >
            Notificaciones
          </Typography>
          <Button size="small" onClick={leerTodas} disabled={!noLeidas || marcarTodas.isPending}>
            Marcar todas como leídas
          </Button>
        </Stack>
        <Divider />
        {contenido}
        <Divider />
        <Box sx={{ px: 1, py: 0.5 }}>
          <Button
            size="small"
            startIcon={<SettingsIcon fontSize="small" />}
            onClick={() => {
              cerrar();
              setPreferencias(true);
            }}
          >
            Mis notificaciones
          </Button>
          <Puede permisos={PERMISOS_CALENDARIOS}>
            <Button
              size="small"
              startIcon={<EventIcon fontSize="small" />}
              onClick={() => {
                cerrar();
                void navigate(paths.misCalendarios);
              }}
            >
              Mis calendarios
            </Button>
          </Puede>
        </Box>
      </Popover>
      <PreferenciasAvisosDialog abierto={preferencias} onCerrar={() => setPreferencias(false)} />
    </>
  );
}
