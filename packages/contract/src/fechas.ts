// Pure calendar-date helpers on `YYYY-MM-DD` strings.
// No Date is ever built from a calendar date: `new Date('2026-08-01')` is UTC midnight, i.e. 31 Jul in Lima.
// Day numbers use integer civil-calendar arithmetic (proleptic Gregorian), so the host time zone never matters.

const PATRON_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

export function esBisiesto(anio: number): boolean {
  return (anio % 4 === 0 && anio % 100 !== 0) || anio % 400 === 0;
}

export function diasEnMes(anio: number, mes: number): number {
  if (mes === 2) return esBisiesto(anio) ? 29 : 28;
  return mes === 4 || mes === 6 || mes === 9 || mes === 11 ? 30 : 31;
}

interface PartesFecha {
  anio: number;
  mes: number;
  dia: number;
}

function partes(fecha: string): PartesFecha | undefined {
  const m = PATRON_FECHA.exec(fecha);
  if (!m) return undefined;
  const anio = Number(m[1]);
  const mes = Number(m[2]);
  const dia = Number(m[3]);
  if (mes < 1 || mes > 12 || dia < 1 || dia > diasEnMes(anio, mes)) return undefined;
  return { anio, mes, dia };
}

function partesOError(fecha: string): PartesFecha {
  const p = partes(fecha);
  if (!p) throw new RangeError(`Fecha inválida: '${fecha}' (se espera AAAA-MM-DD)`);
  return p;
}

function aTexto(anio: number, mes: number, dia: number): string {
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** True for an existing calendar date written exactly as `YYYY-MM-DD` (e.g. '2025-02-29' is false). */
export function esFechaValida(s: unknown): s is string {
  return typeof s === 'string' && partes(s) !== undefined;
}

/** Days since 1970-01-01 (which is day 0). Integer arithmetic (H. Hinnant's days_from_civil). */
export function aDiaNumero(fecha: string): number {
  const { anio, mes, dia } = partesOError(fecha);
  const y = mes <= 2 ? anio - 1 : anio;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (mes + (mes > 2 ? -3 : 9)) + 2) / 5) + dia - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of aDiaNumero (civil_from_days). */
export function deDiaNumero(n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Número de día inválido: ${n}`);
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dia = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const mes = mp < 10 ? mp + 3 : mp - 9;
  const anio = yoe + era * 400 + (mes <= 2 ? 1 : 0);
  return aTexto(anio, mes, dia);
}

export function sumarDias(fecha: string, n: number): string {
  return deDiaNumero(aDiaNumero(fecha) + n);
}

/** `a − b` in days (date-fns differenceInCalendarDays order): diferenciaDias('2025-01-10', '2025-01-01') = 9. */
export function diferenciaDias(a: string, b: string): number {
  return aDiaNumero(a) - aDiaNumero(b);
}

/** −1, 0 or 1. Valid `YYYY-MM-DD` strings sort like the dates they name. */
export function compararFechas(a: string, b: string): -1 | 0 | 1 {
  partesOError(a);
  partesOError(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Same day-of-month n months later; if that day does not exist, the last day of the target month
 * (art. 183 Código Civil). Always call it from the anchor date, never chain it: chaining 31 Jan → 28 Feb → 28 Mar
 * loses the 31st.
 */
export function sumarMesesAjustado(fecha: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Número de meses inválido: ${n}`);
  const { anio, mes, dia } = partesOError(fecha);
  const total = anio * 12 + (mes - 1) + n;
  const nuevoAnio = Math.floor(total / 12);
  const nuevoMes = total - nuevoAnio * 12 + 1;
  return aTexto(nuevoAnio, nuevoMes, Math.min(dia, diasEnMes(nuevoAnio, nuevoMes)));
}

/** 29 Feb + 1 year = 28 Feb; + 4 years = 29 Feb again (computed from the anchor). */
export function sumarAniosAjustado(fecha: string, n: number): string {
  return sumarMesesAjustado(fecha, 12 * n);
}

export function anio(fecha: string): number {
  return partesOError(fecha).anio;
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function diaSemana(fecha: string): number {
  // Day 0 (1970-01-01) was a Thursday (ISO 4).
  const r = (aDiaNumero(fecha) + 3) % 7;
  return (r < 0 ? r + 7 : r) + 1;
}

// Building an Intl.DateTimeFormat is costly and "today" is asked on every request (the session, the balances, the
// rules): one formatter per zone, and its last answer kept for that whole second, since formatToParts was ~1 % of the
// server's time under load. No zone's offset has a fraction of a second, so the date cannot change within
// one.
const hoyPorZona = new Map<string, { formato: Intl.DateTimeFormat; segundo: number; fecha: string }>();

/** The calendar date of `instant` in `timeZone` (e.g. 'America/Lima'), as `YYYY-MM-DD`. */
export function hoyEnZona(timeZone: string, instant: Date = new Date()): string {
  const segundo = Math.floor(instant.getTime() / 1000);
  let zona = hoyPorZona.get(timeZone);
  if (zona?.segundo === segundo) return zona.fecha;
  if (!zona) {
    const formato = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zona = { formato, segundo: Number.NaN, fecha: '' };
    hoyPorZona.set(timeZone, zona);
  }
  const valores: Partial<Record<string, string>> = {};
  for (const p of zona.formato.formatToParts(instant)) valores[p.type] = p.value;
  const fecha = `${valores.year ?? ''}-${valores.month ?? ''}-${valores.day ?? ''}`;
  if (!esFechaValida(fecha)) throw new RangeError(`No se pudo obtener la fecha en la zona ${timeZone}`);
  zona.segundo = segundo;
  zona.fecha = fecha;
  return fecha;
}

const formatosFechaHora = new Map<string, Intl.DateTimeFormat>();

/** An instant as people read it in `timeZone`: '05/06/2025 14:30' (24-hour clock; one formatter per zone). */
export function fechaHoraLegible(instant: Date | string, timeZone: string): string {
  let formato = formatosFechaHora.get(timeZone);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatosFechaHora.set(timeZone, formato);
  }
  const p: Partial<Record<string, string>> = {};
  for (const parte of formato.formatToParts(typeof instant === 'string' ? new Date(instant) : instant))
    p[parte.type] = parte.value;
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** Last day of a vacation of `dias` calendar days starting on `inicio` (art. 4 D.S. 002-2019-TR). */
export function calcularFechaFin(inicio: string, dias: number): string {
  if (!Number.isInteger(dias) || dias < 1) throw new RangeError(`Días inválidos: ${dias}`);
  return sumarDias(inicio, dias - 1);
}

/** The first Monday strictly after `fecha` (a Monday gives the Monday of the following week). */
export function lunesSiguiente(fecha: string): string {
  return sumarDias(fecha, 8 - diaSemana(fecha));
}
