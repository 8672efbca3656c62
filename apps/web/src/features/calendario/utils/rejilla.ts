import type { TExcesoCobertura } from '@app/contract/cobertura';
import { diaSemana, diasEnMes, diferenciaDias, sumarDias } from '@app/contract/fechas';
import { formatearFecha } from '../../../utils/formato';

/** What the grid shows at once: a month, or the calendar quarter holding it (at most 92 days, the API's limit). */
export type Vista = 'mes' | 'trimestre';

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
/** By ISO weekday (1 = Monday). */
const DIAS = ['', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The first day of the month holding `fecha`. */
export const inicioDeMes = (fecha: string) => `${fecha.slice(0, 7)}-01`;

/** [desde, hasta] of the view holding `referencia` (any day of it). */
export function rangoDeVista(referencia: string, vista: Vista): { desde: string; hasta: string } {
  const anio = Number(referencia.slice(0, 4));
  const mes = Number(referencia.slice(5, 7));
  const primero = vista === 'mes' ? mes : mes - ((mes - 1) % 3);
  const ultimo = vista === 'mes' ? mes : primero + 2;
  return {
    desde: `${anio}-${pad(primero)}-01`,
    hasta: `${anio}-${pad(ultimo)}-${pad(diasEnMes(anio, ultimo))}`,
  };
}

/** The first day of the view `pasos` views away (a month or a quarter each). */
export function moverVista(referencia: string, vista: Vista, pasos: number): string {
  const anio = Number(referencia.slice(0, 4));
  const mes = Number(referencia.slice(5, 7));
  const base = vista === 'mes' ? mes : mes - ((mes - 1) % 3);
  const total = anio * 12 + (base - 1) + pasos * (vista === 'mes' ? 1 : 3);
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}-01`;
}

/** The view's title: "marzo de 2025" or "1.er trimestre de 2025 (enero–marzo)". */
export function tituloDeVista(referencia: string, vista: Vista): string {
  const { desde, hasta } = rangoDeVista(referencia, vista);
  const anio = desde.slice(0, 4);
  const mesDesde = MESES[Number(desde.slice(5, 7)) - 1]!;
  if (vista === 'mes') return `${mesDesde} de ${anio}`;
  const trimestre = (Number(desde.slice(5, 7)) + 2) / 3;
  return `Trimestre ${trimestre} de ${anio} (${mesDesde}–${MESES[Number(hasta.slice(5, 7)) - 1]})`;
}

export interface DiaRejilla {
  fecha: string;
  /** Day of the month. */
  dia: number;
  /** Short weekday: lun, mar… */
  semana: string;
  finDeSemana: boolean;
}

/** One entry per day of [desde, hasta]. */
export function diasDelRango(desde: string, hasta: string): DiaRejilla[] {
  const dias: DiaRejilla[] = [];
  for (let f = desde; f <= hasta; f = sumarDias(f, 1)) {
    const d = diaSemana(f);
    dias.push({ fecha: f, dia: Number(f.slice(8, 10)), semana: DIAS[d]!, finDeSemana: d >= 6 });
  }
  return dias;
}

/**
 * The columns a span occupies within [desde, hasta]: the index of its first visible day (0-based) and how many
 * days it covers there, or null when it falls outside.
 */
export function columnasDeTramo(
  tramo: { fechaInicio: string; fechaFin: string },
  desde: string,
  hasta: string,
): { inicio: number; dias: number } | null {
  if (tramo.fechaFin < desde || tramo.fechaInicio > hasta) return null;
  const inicio = tramo.fechaInicio < desde ? desde : tramo.fechaInicio;
  const fin = tramo.fechaFin > hasta ? hasta : tramo.fechaFin;
  return { inicio: diferenciaDias(inicio, desde), dias: diferenciaDias(fin, inicio) + 1 };
}

export const ETIQUETAS_TIPO_BARRA = {
  libres: 'días libres',
  bloque: 'bloque',
  adelanto: 'adelanto',
} as const;

/** What a screen reader says for a bar: "Ana Pérez: del 10/03/2025 al 14/03/2025, Aprobada". */
export function etiquetaBarra(nombre: string, s: { fechaInicio: string; fechaFin: string; estado: string }) {
  return `${nombre}: del ${formatearFecha(s.fechaInicio)} al ${formatearFecha(s.fechaFin)}, ${s.estado}`;
}

/** Overflows by day, each day's departments in name order. */
export function excesosPorDia(excesos: readonly TExcesoCobertura[]): Map<string, TExcesoCobertura[]> {
  const porDia = new Map<string, TExcesoCobertura[]>();
  for (const e of excesos) porDia.set(e.fecha, [...(porDia.get(e.fecha) ?? []), e]);
  return porDia;
}

/** "Sobre el límite de cobertura: Ventas (3 fuera, límite 1)". */
export const textoExceso = (dia: readonly TExcesoCobertura[]) =>
  `Sobre el límite de cobertura: ${dia.map((e) => `${e.departamento} (${e.fuera} fuera, límite ${e.limite})`).join('; ')}`;
