import { hoyEnZona } from '@app/contract/fechas';
import { formatearDias } from '@app/contract/formato-numeros';
import { zonaNegocio } from './negocio';

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

const formatosFechaHora = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: the company may change its zone while the page is open. */
const formatoFechaHora = (zona: string) => {
  let formato = formatosFechaHora.get(zona);
  if (!formato) {
    formato = new Intl.DateTimeFormat('es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: zona,
    });
    formatosFechaHora.set(zona, formato);
  }
  return formato;
};

/** An instant (ISO 8601, UTC) → 'dd/mm/yyyy, hh:mm' as a clock in the business zone shows it. Empty → `vacio`. */
export const formatearFechaHora = (instante: string | null | undefined, vacio = '-'): string => {
  if (!instante) return vacio;
  const fecha = new Date(instante);
  if (Number.isNaN(fecha.getTime())) return instante;
  return formatoFechaHora(zonaNegocio()).format(fecha);
};

/** Balances and day counts in Peruvian format, always two decimals ('1,112.50'); not a number → '-'. */
export const formatearNumero = (valor: number | string | null | undefined): string => formatearDias(valor);

/**
 * An instant (ISO 8601, UTC) → the business day it was in the business zone, 'dd/mm/yyyy', whatever the browser's
 * zone (a request sent at 22:00 in Lima on the 30th is from the 30th, although UTC says the 1st). Empty → `vacio`.
 */
export const formatearDiaNegocio = (instante: string | null | undefined, vacio = '-'): string => {
  if (!instante) return vacio;
  const fecha = new Date(instante);
  if (Number.isNaN(fecha.getTime())) return instante;
  const [anio, mes, dia] = hoyEnZona(zonaNegocio(), fecha).split('-');
  return `${dia}/${mes}/${anio}`;
};
