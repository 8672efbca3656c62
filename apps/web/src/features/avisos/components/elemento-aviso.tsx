import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { TNotificacion } from '@app/contract/notificaciones';
import { TextoOculto } from '../../../components/texto-oculto';
import { formatearFechaHora } from '../../../utils/formato';

/** One notification: bold with a side bar while unread; a click opens it. */
export function ElementoAviso({
  aviso,
  onElegir,
}: {
  aviso: TNotificacion;
  onElegir: (a: TNotificacion) => void;
}) {
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
