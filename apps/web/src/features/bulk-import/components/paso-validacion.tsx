import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import {
  MENSAJES_IMPORTACION,
  MOSTRAR_IMPORTACION,
  type TResultadoValidacion,
} from '@app/contract/bulk-import';
import { formatearEntero, formatearTamano } from '@app/contract/formato-numeros';
import { StatCard } from '../../../components/stat-card';
import type { EstadoImportacion } from '../hooks/use-bulk-import';
import { mensajeFallo } from '../utils/formato-bulk-import';
import { ListaDetalles } from './lista-detalles';

interface Props {
  estado: EstadoImportacion;
  validacion: TResultadoValidacion | null;
  error: string | null;
  archivo: File | null;
  onReintentar: () => void;
  /** Downloads every row error as .xlsx (the list below shows only the first ones). */
  onDescargarErrores: () => Promise<void>;
}

const fila = (n: number | null) => (n === null ? '' : `Fila ${n}: `);

/**
 * Step 3 (docs/producto.md, «Importación masiva»): counters, file errors, the first 10 row errors, warnings, file
 * name and size.
 */
export function PasoValidacion({
  estado,
  validacion: v,
  error,
  archivo,
  onReintentar,
  onDescargarErrores,
}: Props) {
  const [descargando, setDescargando] = useState(false);
  const [errorDescarga, setErrorDescarga] = useState<string | null>(null);
  const descargar = async () => {
    setDescargando(true);
    setErrorDescarga(null);
    try {
      await onDescargarErrores();
    } catch (e) {
      setErrorDescarga(
        mensajeFallo(
          e,
          MENSAJES_IMPORTACION.errorDescargarErrores,
          MENSAJES_IMPORTACION.errorDescargarErrores,
        ),
      );
    } finally {
      setDescargando(false);
    }
  };
  if (estado === 'validando') {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography>Validando archivo...</Typography>
      </Box>
    );
  }
  const fallida = estado === 'validacion-fallida' || estado === 'error' || estado === 'cancelado';
  return (
    <Stack spacing={2}>
      {estado === 'validado' && v && (
        <Alert severity="success">
          El archivo es válido: {formatearEntero(v.usuariosEncontrados)} registros listos para procesar.
        </Alert>
      )}
      {estado === 'cancelado' && <Alert severity="info">La validación fue cancelada.</Alert>}
      {error && estado !== 'cancelado' && <Alert severity="error">{error}</Alert>}
      {v && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
            <StatCard
              title="Total Registros"
              value={formatearEntero(v.usuariosEncontrados)}
              color="primary"
            />
            <StatCard
              title="Errores"
              value={formatearEntero(v.totalErrores + v.erroresArchivo.length)}
              color="error"
            />
            <StatCard title="Advertencias" value={formatearEntero(v.totalAdvertencias)} color="warning" />
          </Box>
          {v.erroresArchivo.length > 0 && (
            <Alert severity="error">
              <Typography variant="subtitle2" component="h3">
                Errores del archivo
              </Typography>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {v.erroresArchivo.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </Alert>
          )}
          <ListaDetalles
            titulo="Errores de validación"
            color="error"
            detalles={v.erroresValidacion.map((e, i) => ({
              clave: `${e.numeroFila}-${i}`,
              principal: `Fila ${e.numeroFila}: ${e.mensaje}`,
              secundario: e.sugerencia,
            }))}
            total={v.totalErrores}
            mostrar={MOSTRAR_IMPORTACION.errores}
            sufijo="errores más"
          />
          {v.totalErrores > 0 && (
            <Box>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={descargando}
                onClick={() => void descargar()}
              >
                {descargando
                  ? 'Descargando...'
                  : `Descargar los ${formatearEntero(v.totalErrores)} errores (.xlsx)`}
              </Button>
            </Box>
          )}
          {errorDescarga && <Alert severity="error">{errorDescarga}</Alert>}
          <ListaDetalles
            titulo="Advertencias"
            color="warning"
            detalles={v.advertencias.map((a, i) => ({
              clave: `${a.numeroFila}-${i}`,
              principal: `${fila(a.numeroFila)}${a.mensaje}`,
              secundario: a.sugerencia,
            }))}
            total={v.totalAdvertencias}
            mostrar={MOSTRAR_IMPORTACION.errores}
            sufijo="advertencias más"
          />
        </>
      )}
      {archivo && (
        <Typography variant="body2" color="text.secondary">
          Archivo: {v?.nombreArchivo ?? archivo.name} ({formatearTamano(v?.tamanoBytes ?? archivo.size)})
        </Typography>
      )}
      {fallida && (
        <Box>
          <Button variant="outlined" onClick={onReintentar}>
            Reintentar Validación
          </Button>
        </Box>
      )}
    </Stack>
  );
}
