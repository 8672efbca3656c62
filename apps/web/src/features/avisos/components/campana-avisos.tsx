import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import type { TNotificacion } from '@app/contract/notificaciones';
import { TextoOculto } from '../../../components/texto-oculto';
import { useNotificar } from '../../../components/feedback/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import {
  INTERVALO_AVISOS_MS,
  useAvisos,
  useMarcarLeida,
  useMarcarTodasLeidas,
  useNoLeidas,
} from '../api/avisos';
import { usePreferenciasAvisos } from '../hooks/use-preferencias-avisos';
import { ListaAvisos } from './lista-avisos';
import { PieAvisos } from './pie-avisos';
import { PreferenciasAvisosDialog } from './preferencias-avisos-dialog';

export { PARAM_NOTIFICACIONES } from '../hooks/use-preferencias-avisos';

export const etiquetaCampana = (n: number | undefined) =>
  n === undefined
    ? 'Notificaciones'
    : n === 0
      ? 'Notificaciones: ninguna sin leer'
      : `Notificaciones: ${n} sin leer`;

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
  const [preferencias, setPreferencias] = usePreferenciasAvisos();
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
        <ListaAvisos lista={lista} idLista={idLista} idTitulo={idTitulo} onElegir={elegir} />
        <Divider />
        <PieAvisos onCerrar={cerrar} onPreferencias={() => setPreferencias(true)} />
      </Popover>
      <PreferenciasAvisosDialog abierto={preferencias} onCerrar={() => setPreferencias(false)} />
    </>
  );
}
