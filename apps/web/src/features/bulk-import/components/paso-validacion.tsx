import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MOSTRAR_IMPORTACION, type TResultadoValidacion } from '@app/contract/bulk-import';
import { formatearEntero, formatearTamano } from '@app/contract/formato-numeros';
import type { EstadoImportacion } from '../hooks/use-bulk-import';
import { useDescargaErrores } from '../hooks/use-descarga-errores';
import { DescargaErrores } from './descarga-errores';
import { ListaDetalles } from './lista-detalles';
import { ResumenValidacion } from './resumen-validacion';

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
  const descarga = useDescargaErrores(onDescargarErrores);
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
          <ResumenValidacion validacion={v} />
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
          <DescargaErrores totalErrores={v.totalErrores} descarga={descarga} />
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
