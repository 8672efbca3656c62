const FECHA_CALENDARIO = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * 'YYYY-MM-DD' (or an ISO string starting with it) → 'dd/mm/yyyy'. Pure string work: a calendar date is
 * never turned into a local Date, so no time zone can move it by a day. Empty → `vacio`.
 */
export const formatearFecha = (fecha: string | null | undefined, vacio = '-'): string => {
  if (!fecha) return vacio;
  const partes = FECHA_CALENDARIO.exec(fecha);
  if (!partes) return fecha;
  const [, anio, mes, dia] = partes;
  return `${dia}/${mes}/${anio}`;
};

const formatoFechaHora = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'America/Lima',
});

/** An instant (ISO 8601, UTC) → 'dd/mm/yyyy, hh:mm' as a clock in Lima shows it. Empty → `vacio`. */
export const formatearFechaHora = (instante: string | null | undefined, vacio = '-'): string => {
  if (!instante) return vacio;
  const fecha = new Date(instante);
  if (Number.isNaN(fecha.getTime())) return instante;
  return formatoFechaHora.format(fecha);
};

const formatoNumero = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Balances and day counts: es-ES, always two decimals ('12,50'). */
export const formatearNumero = (valor: number | string | null | undefined): string => {
  const numero = typeof valor === 'string' ? Number(valor) : valor;
  if (numero === null || numero === undefined || Number.isNaN(numero)) return '-';
  return formatoNumero.format(numero);
};
