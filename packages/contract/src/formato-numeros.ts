// One formatter for every number a person reads, in the web and in exported files: Peruvian format,
// comma for thousands and point for decimals ('10,106', '1,003.9 KB', '112.00').

const LOCALE = 'es-PE';

const enteros = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const conDecimales = new Map<number, Intl.NumberFormat>();
const formatoDecimales = (decimales: number) => {
  let f = conDecimales.get(decimales);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimales, maximumFractionDigits: decimales });
    conDecimales.set(decimales, f);
  }
  return f;
};

const aNumero = (valor: number | string | null | undefined): number | null => {
  if (valor === null || valor === undefined || valor === '') return null;
  const n = typeof valor === 'string' ? Number(valor) : valor;
  return Number.isFinite(n) ? n : null;
};

/** A count: '10,106'. Empty or not a number → `vacio`. */
export const formatearEntero = (valor: number | string | null | undefined, vacio = '-'): string => {
  const n = aNumero(valor);
  return n === null ? vacio : enteros.format(n);
};

/** A number with a fixed count of decimals: formatearDecimal(1003.94, 1) → '1,003.9'. */
export const formatearDecimal = (
  valor: number | string | null | undefined,
  decimales: number,
  vacio = '-',
): string => {
  const n = aNumero(valor);
  return n === null ? vacio : formatoDecimales(decimales).format(n);
};

/** Vacation days and balances: always two decimals ('112.00', '1,250.50'). */
export const formatearDias = (valor: number | string | null | undefined, vacio = '-'): string =>
  formatearDecimal(valor, 2, vacio);

/** A file size: bytes under 1 KB as bytes, then KB or MB with one decimal ('1,003.9 KB'). */
export const formatearTamano = (bytes: number): string => {
  if (bytes < 1024) return `${enteros.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatearDecimal(bytes / 1024, 1)} KB`;
  return `${formatearDecimal(bytes / (1024 * 1024), 1)} MB`;
};

/** A duration in milliseconds: under a minute in seconds with two decimals ('0.09 s'), then 'm min s s'. */
export const formatearDuracion = (ms: number): string => {
  if (ms < 60_000) return `${formatearDecimal(ms / 1000, 2)} s`;
  const segundos = Math.round(ms / 1000);
  return `${enteros.format(Math.floor(segundos / 60))} min ${segundos % 60} s`;
};

/** A percentage already in 0–100: '87.5 %' with up to one decimal. */
export const formatearPorcentaje = (valor: number): string =>
  `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(valor)} %`;

/** Number formats for Excel cells, the same shapes as above (Excel shows separators in the reader's locale). */
export const FORMATO_EXCEL = { entero: '#,##0', dias: '#,##0.00' } as const;
