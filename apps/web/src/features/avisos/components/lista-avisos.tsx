import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TNotificacion } from '@app/contract/notificaciones';
import { mensajeDeError } from '../../../lib/api-client';
import type { useAvisos } from '../api/avisos';
import { ElementoAviso } from './elemento-aviso';

interface Props {
  lista: ReturnType<typeof useAvisos>;
  idLista: string;
  /** The popover's title, which names the list. */
  idTitulo: string;
  onElegir: (aviso: TNotificacion) => void;
}

/** The popover's body: loading, the failed load with 'Reintentar', none, or the newest notifications. */
export function ListaAvisos({ lista, idLista, idTitulo, onElegir }: Props) {
  const avisos = lista.data?.items ?? [];
  if (lista.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label="Cargando notificaciones" />
      </Stack>
    );
  }
  if (lista.isError) {
    return (
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
  }
  if (avisos.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        No tiene notificaciones
      </Typography>
    );
  }
  return (
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
          <ElementoAviso aviso={a} onElegir={onElegir} />
        </Box>
      ))}
    </List>
  );
}
