// The engine's shapes and constants: what it reads and answers, in integer units of 1/360 of a day.
import type { TCodigoRechazoSolicitud } from '@app/contract/errores';
import type { TEstadoSolicitud, TRiesgoIndemnizacion } from '@app/contract/solicitudes';
import type {
  TEstadoPeriodo,
  TOrdenImputacion,
  TRegimen,
  TTipoVacaciones,
  TTopeAdelanto,
} from '@app/contract/vacaciones';
import { ADVERTENCIA_INDEMNIZACION } from '@app/contract/riesgo';

export const UNIDADES_POR_DIA = 360;

/**
 * What a movement charges: the contract's two kinds of request, with the values stored in the database, plus a
 * `reduccion` («Reducción», art. 19 D. Leg. 713: days paid instead of rested), which only the engine knows for now.
 */
export type TipoMovimiento = TTipoVacaciones | 'reduccion';

export interface SolicitudSaldo {
  id: number;
  /** Period label = year in which the service year starts («Etiqueta del período»). */
  periodo: number;
  tipo: TipoMovimiento;
  dias: number;
  fechaInicio: string;
  estado: TEstadoSolicitud;
}

export interface OpcionesSaldo {
  /** Default: GENERAL → true, MYPE → false («Adelanto»). */
  permitirAdelanto?: boolean | undefined;
  /** Default ACCRUED: adelanto capped at the accrued truncas of the current period. */
  topeAdelanto?: TTopeAdelanto | undefined;
  /** Period labels whose attendance record HR flagged as not met (entitlement 0). */
  recordNoCumplido?: readonly number[] | undefined;
  /** Period labels with an agreed acumulación (art. 18): window end moves one year later. */
  acumulacion?: readonly number[] | undefined;
  /** R5 order («Orden de imputación»): FIFO (default) or EXPIRY_FIRST. */
  ordenImputacion?: TOrdenImputacion | undefined;
}

export interface EntradaSaldo {
  fechaIngreso: string;
  regimen: TRegimen;
  /** Today in America/Lima, `YYYY-MM-DD`; service counts through `hoy` inclusive. */
  hoy: string;
  solicitudes: readonly SolicitudSaldo[];
  opciones?: OpcionesSaldo | undefined;
}

/** The same quantities as the public row, as integer units of 1/360 day. */
export interface CantidadesExactas {
  vencidas: number;
  pendientes: number;
  truncas: number;
  diasLibres: number;
  diasBloque: number;
  devengado: number;
  excesoAdelanto: number;
}

export interface FilaSaldo {
  periodo: number;
  /** First day of the service (récord) year. */
  inicio: string;
  /** Last day of the service year. */
  fin: string;
  /** Anniversary: the days become enjoyable. */
  adquirido: string;
  /** Last day to enjoy them in time (art. 23). */
  finVentana: string;
  estado: TEstadoPeriodo;
  // Display values: days with 2 decimals, ROUND_HALF_UP.
  vencidas: number;
  pendientes: number;
  truncas: number;
  diasLibres: number;
  diasBloque: number;
  devengado: number;
  /** Days consumed beyond what was accrued (adelanto with cap FULL, or record later flagged as not met). */
  excesoAdelanto: number;
  /** Whole days charged by active requests (Pendiente/Aprobada), reducciones included. */
  usadoLibre: number;
  usadoBloque: number;
  /** Block sizes still valid for this period: complement rule and ≤ diasBloque. */
  bloquesPermitidos: number[];
  /**
   * Approved libres/bloque days enjoyed in time: dates no later than finVentana. Days taken in advance (adelanto,
   * before adquirido) count: the entitlement they consumed was enjoyed before the deadline.
   */
  gozadoEnVentana: number;
  /**
   * Strict reading («Vencimiento y goce extemporáneo»): VENCIDA and fewer than the accrued days enjoyed in the
   * window.
   */
  indemnizacionPosible: boolean;
  /** Under Cas. 1419-2021-Lima: VENCIDA and fewer than 7 days enjoyed in the window. */
  indemnizacionPosibleCas1419: boolean;
  recordNoCumplido: boolean;
  exacto: CantidadesExactas;
  /**
   * Last day the days still to take can start, taken in one run, and end within the window (finVentana minus the
   * whole days not yet requested, plus one); null when nothing is left. Past for a vencida period.
   */
  fechaLimiteGoce: string | null;
  riesgoIndemnizacion: TRiesgoIndemnizacion;
  /**
   * First service year with less than one month of service: truncas are not payable yet (art. 23 D.S. 012-92-TR,
   * «Truncas»), so they show 0; what was accrued still counts for adelanto.
   */
  truncasSinMesMinimo: boolean;
}

export interface NuevaSolicitud {
  tipo: TTipoVacaciones;
  dias: number;
  fechaInicio: string;
  periodo: number;
  /** When re-validating an existing request (e.g. at approval), its id, so it is not counted against itself. */
  id?: number | undefined;
}

export type ResultadoValidacion =
  | { ok: true; fechaFin: string; advertencias: string[] }
  | { ok: false; codigo: TCodigoRechazoSolicitud; mensaje: string };

/** W1 («Validación de una solicitud»). */
export const ADVERTENCIA_GOCE_EXTEMPORANEO = ADVERTENCIA_INDEMNIZACION;
/** W2 («Validación de una solicitud»). */
export const ADVERTENCIA_ADELANTO =
  'adelanto de vacaciones: requiere acuerdo escrito (art. 10 D. Leg. 713; art. 5 D.S. 002-2019-TR)';

// E = days per year, L = libre part, B = block part («Días por año y régimen»).
export const CONSTANTES: Record<TRegimen, { E: number; L: number; B: number }> = {
  GENERAL: { E: 30, L: 15, B: 15 },
  MYPE: { E: 15, L: 0, B: 15 },
};

/** Integer units → display days, 2 decimals, ROUND_HALF_UP (away from zero), with integer arithmetic only. */
export function redondearMostrar(unidades: number): number {
  if (!Number.isSafeInteger(unidades)) throw new RangeError(`Cantidad no entera de unidades: ${unidades}`);
  const n = Math.abs(unidades) * 100 + UNIDADES_POR_DIA / 2;
  const centesimos = (n - (n % UNIDADES_POR_DIA)) / UNIDADES_POR_DIA;
  if (centesimos === 0) return 0;
  return ((unidades < 0 ? -1 : 1) * centesimos) / 100;
}

export function diasAUnidades(dias: number): number {
  return dias * UNIDADES_POR_DIA;
}
