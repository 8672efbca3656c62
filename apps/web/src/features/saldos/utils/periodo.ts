import type { TFilaHistorial } from '@app/contract/solicitudes';
import { formatearFecha } from '../../../utils/formato';

const ESTADOS_PERIODO: Record<TFilaHistorial['estado'], string> = {
  CURSO: 'En curso',
  PENDIENTE: 'Pendiente de goce',
  VENCIDA: 'Vencida',
};

/** 'En curso' / 'Pendiente de goce' / 'Vencida': where the service year stands today. */
export const textoEstadoPeriodo = (estado: TFilaHistorial['estado']) => ESTADOS_PERIODO[estado];

/**
 * The service year behind the single-year label (docs/reglas-vacaciones.md, «Etiqueta del período»): '21/09/2024 –
 * 20/09/2025'.
 */
export const rangoPeriodo = (fila: Pick<TFilaHistorial, 'inicio' | 'fin'>) =>
  `${formatearFecha(fila.inicio)} – ${formatearFecha(fila.fin)}`;

/**
 * Days the user can still request, adding up every period. In a complete period libres and bloque are
 * separate halves (their sum is what is left); in the current one they are alternatives drawn from the same
 * accrued pool, so that period adds at most its truncas.
 */
export const diasDisponibles = (historial: readonly TFilaHistorial[]): number =>
  historial.reduce((suma, fila) => {
    const libresMasBloque = fila.diasLibres + fila.diasBloque;
    return suma + (fila.estado === 'CURSO' ? Math.min(fila.truncas, libresMasBloque) : libresMasBloque);
  }, 0);

/**
 * The art. 23 line under a period: what HR and the worker should watch, or null when nothing applies.
 * `color` follows the urgency.
 */
export function avisoIndemnizacion(
  fila: Pick<TFilaHistorial, 'riesgoIndemnizacion' | 'fechaLimiteGoce'>,
): { texto: string; color: 'error.main' | 'warning.main' | 'text.secondary' } | null {
  const limite = formatearFecha(fila.fechaLimiteGoce);
  switch (fila.riesgoIndemnizacion) {
    case 'INDEMNIZACION_POSIBLE':
      return { texto: 'Indemnización vacacional posible (art. 23 D. Leg. 713)', color: 'error.main' };
    case 'PLAZO_INSUFICIENTE':
      return { texto: `Ya no alcanza para gozarlo a tiempo (límite ${limite})`, color: 'error.main' };
    case 'ALERTA_30_DIAS':
    case 'ALERTA_60_DIAS':
      return { texto: `Iniciar el goce a más tardar el ${limite}`, color: 'warning.main' };
    default:
      return fila.fechaLimiteGoce
        ? { texto: `Iniciar el goce a más tardar el ${limite}`, color: 'text.secondary' }
        : null;
  }
}
