import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MENSAJES_IMPORTACION,
  type TResultadoProcesamiento,
  type TResultadoValidacion,
} from '@app/contract/bulk-import';
import { formatearEntero } from '@app/contract/formato-numeros';
import type { EstadoImportacion, ProgresoVisible } from '../hooks/use-bulk-import';
import { useDescargaCredenciales } from '../hooks/use-descarga-credenciales';
import { ProgresoProcesamiento } from './progreso-procesamiento';
import { ResultadoProcesamiento } from './resultado-procesamiento';

interface Props {
  estado: EstadoImportacion;
  progreso: ProgresoVisible;
  resultado: TResultadoProcesamiento | null;
  validacion: TResultadoValidacion | null;
  error: string | null;
  /** After a failed validation, processing waits for 'Procesar con Errores'. */
  esperandoConfirmacion: boolean;
  onProcesarOtro: () => void;
  onFinalizar: () => void;
  onReintentar: () => void;
  onCerrar: () => void;
  /** The one-time credentials were downloaded: closing no longer needs a confirmation. */
  onCredencialesDescargadas: () => void;
}

/**
 * Step 4 (docs/producto.md, «Importación masiva»): the live progress bar, then the result with its counters, lists
 * and buttons.
 */
export function PasoProcesamiento(p: Props) {
  const { estado, progreso, resultado: r, validacion: v } = p;
  const descarga = useDescargaCredenciales(r?.credenciales, p.onCredencialesDescargadas);

  if (p.esperandoConfirmacion && estado !== 'procesando' && !r) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">
          {MENSAJES_IMPORTACION.contieneErrores}. Al procesar con errores se crearán las{' '}
          {formatearEntero(v?.filasValidas ?? 0)} filas válidas y se informarán las{' '}
          {formatearEntero(v?.filasConErrores ?? 0)} filas con errores.
        </Alert>
        <Typography variant="body2">Pulse «Procesar con Errores» para comenzar.</Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {(estado === 'procesando' || estado === 'cancelado' || r) && (
        <ProgresoProcesamiento estado={estado} progreso={progreso} />
      )}
      {estado === 'cancelado' && (
        <Alert severity="info">
          El procesamiento fue cancelado. Si el servidor aún no había terminado, no se creó ningún usuario;
          revise la lista de usuarios antes de reintentar.
        </Alert>
      )}
      {estado === 'error' && p.error && <Alert severity="error">{p.error}</Alert>}

      {r && <ResultadoProcesamiento resultado={r} descarga={descarga} />}

      {estado === 'completado' && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={p.onProcesarOtro}>
            Procesar Otro Archivo
          </Button>
          <Button variant="contained" onClick={p.onFinalizar}>
            Finalizar
          </Button>
        </Stack>
      )}
      {(estado === 'error' || estado === 'cancelado') && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={p.onReintentar}>
            Reintentar
          </Button>
          <Button variant="outlined" onClick={p.onCerrar}>
            Cerrar
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
