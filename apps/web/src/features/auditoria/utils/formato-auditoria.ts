import { SEVERIDADES, type TSeveridad } from '@app/contract/auditoria';
import { formatearFechaHora } from '../../../utils/formato';

export const USUARIO_DESCONOCIDO = 'Usuario desconocido';

const CON_ZONA = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Audit instants are UTC (docs/producto.md, «Auditoría»): a trailing Z is added when the zone is missing, then the
 * instant is shown in es-ES as day/month/year hours:minutes, as a clock in Lima reads it.
 */
export const formatearFechaAuditoria = (fechaHora: string | null | undefined): string => {
  if (!fechaHora) return '-';
  const texto = fechaHora.trim();
  return formatearFechaHora(CON_ZONA.test(texto) ? texto : `${texto}Z`);
};

export const esSeveridadConocida = (severidad: string): severidad is TSeveridad =>
  Object.hasOwn(SEVERIDADES, severidad.toUpperCase());

/** The Spanish name of a severity ('WARNING' → 'Advertencia'); an unknown one is shown as it came. */
export const etiquetaSeveridad = (severidad: string | null | undefined): string => {
  if (!severidad) return '-';
  const clave = severidad.toUpperCase();
  return esSeveridadConocida(clave) ? SEVERIDADES[clave] : severidad;
};

/** The executor's name, or 'Usuario desconocido'. */
export const nombreEjecutor = (nombre: string | null | undefined) => nombre?.trim() || USUARIO_DESCONOCIDO;
