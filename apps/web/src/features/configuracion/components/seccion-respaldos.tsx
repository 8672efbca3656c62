import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackupIcon from '@mui/icons-material/Backup';
import { useState } from 'react';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { mensajeDeError } from '../../../lib/api-client';
import { formatearFechaHora } from '../../../utils/formato';
import { useRespaldarAhora, useRespaldos } from '../api/respaldos';

/** Sizes as people read them: KB up to a megabyte, MB after. */
export const formatearTamano = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toLocaleString('es-PE', { maximumFractionDigits: 1 })} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('es-PE', { maximumFractionDigits: 1 })} MB`;

/**
 * 'Respaldos' of /administracion/configuracion (ADR 043): the last backup, the next automatic one, the
 * backups kept, and «Respaldar ahora» with its progress and outcome. Dates in the company's time zone.
 */
export function SeccionRespaldos() {
  const consulta = useRespaldos();
  const respaldar = useRespaldarAhora();
  const [resultado, setResultado] = useState<{ exito: boolean; texto: string } | undefined>();
  const datos = consulta.data;

  const alRespaldar = async () => {
    setResultado(undefined);
    try {
      const r = await respaldar.mutateAsync(undefined);
      setResultado({
        exito: true,
        texto: `Respaldo creado: ${r.respaldo.nombre} (${formatearTamano(r.respaldo.bytes)})`,
      });
    } catch (error) {
      setResultado({ exito: false, texto: mensajeDeError(error, 'No se pudo crear el respaldo') });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Un respaldo es una copia completa y verificable de la base de datos, tomada sin detener el sistema. Se
        restaura con <code>npm run restaurar</code> (ver docs/operacion.md, «Respaldo y restauración»).
      </Typography>
      <AlertaErrorConsulta
        consulta={consulta}
        respaldo="No se pudieron cargar los respaldos"
        onReintentar={() => void consulta.refetch()}
      />
      {datos && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            <Typography>
              <strong>Último respaldo:</strong>{' '}
              {datos.ultimo
                ? `${formatearFechaHora(datos.ultimo.creado)} (${formatearTamano(datos.ultimo.bytes)})`
                : 'todavía no hay respaldos'}
            </Typography>
            <Typography>
              <strong>Próximo respaldo automático:</strong>{' '}
              {datos.proximo
                ? `${formatearFechaHora(datos.proximo)} (cada ${datos.cadaHoras} h)`
                : 'desactivados (RESPALDO_CADA_HORAS=0)'}
            </Typography>
            <Typography>
              <strong>Se conservan:</strong> los {datos.conservar} más recientes
            </Typography>
          </Stack>
        </Paper>
      )}
      <Box>
        <Button
          variant="contained"
          startIcon={<BackupIcon />}
          onClick={() => void alRespaldar()}
          disabled={respaldar.isPending}
        >
          Respaldar ahora
        </Button>
      </Box>
      {respaldar.isPending && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">Creando el respaldo…</Typography>
          <LinearProgress aria-label="Creando el respaldo" />
        </Box>
      )}
      {resultado && (
        <Alert severity={resultado.exito ? 'success' : 'error'} role={resultado.exito ? 'status' : 'alert'}>
          {resultado.texto}
        </Alert>
      )}
      {datos && datos.respaldos.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle1">
            Respaldos conservados
          </Typography>
          <List dense aria-label="Respaldos conservados">
            {datos.respaldos.map((r) => (
              <ListItem key={r.nombre} disableGutters>
                <ListItemText
                  primary={`${formatearFechaHora(r.creado)} · ${formatearTamano(r.bytes)}`}
                  secondary={r.nombre}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
