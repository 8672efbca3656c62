// Pure vacation-balance engine (docs/reglas-vacaciones.md). No I/O, no clock: `hoy` is an input.
//
// Exact arithmetic. Every amount is an integer number of UNIDADES (1/360 of a day):
//   E·m/12 days = 30·E·m units and E·d/360 days = E·d units, integers for any integer E (30 or 15);
//   request days are integers (360·dias units); the engine only adds, subtracts, takes min/max and floors.
// So no binary fraction ever enters a balance. Numbers leave the engine in two forms:
//   - the public fields (vencidas, diasLibres, …) are the display value, 2 decimals ROUND_HALF_UP («Redondeo»);
//   - `exacto` carries the same quantities as integer units, for validation and checks (R3 floors the exact value).

import {
  aDiaNumero,
  anio,
  calcularFechaFin,
  compararFechas,
  diferenciaDias,
  esFechaValida,
  sumarAniosAjustado,
  sumarDias,
  sumarMesesAjustado,
} from '@app/contract/fechas';
import type { TCodigoRechazoSolicitud } from '@app/contract/errores';
import type { TEstadoSolicitud, TRiesgoIndemnizacion } from '@app/contract/solicitudes';
import {
  bloquesPermitidos,
  ordenarPeriodos,
  type TEstadoPeriodo,
  type TOrdenImputacion,
  type TRegimen,
  type TTipoVacaciones,
  type TTopeAdelanto,
} from '@app/contract/vacaciones';
import { ADVERTENCIA_INDEMNIZACION } from '@app/contract/riesgo';
import { venceSinRespuesta } from './ciclo-solicitud';

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

/**
 * Active requests hold days («Reservas y ciclo de la solicitud»): approved ones, and pending ones until their start
 * date passes undecided — from then on they count as cancelled, whether or not that was already written to the
 * database.
 */
const estaActiva = (s: SolicitudSaldo, hoy: string) =>
  s.estado === 'Aprobada' || (s.estado === 'Pendiente' && !venceSinRespuesta(s, hoy));

const CAS_1419_MINIMO_DIAS = 7;

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

/** floor() of an exact amount, in whole days. */
function diasEnteros(unidades: number): number {
  return Math.floor(unidades / UNIDADES_POR_DIA);
}

interface PeriodoCalculado {
  truncasSinMesMinimo: boolean;
  periodo: number;
  inicio: string;
  fin: string;
  adquirido: string;
  finVentana: string;
  estado: TEstadoPeriodo;
  recordNoCumplido: boolean;
  usadoLibre: number;
  usadoBloque: number;
  gozadoEnVentana: number;
  exacto: CantidadesExactas;
}

interface OpcionesResueltas {
  permitirAdelanto: boolean;
  topeAdelanto: TTopeAdelanto;
  recordNoCumplido: ReadonlySet<number>;
  acumulacion: ReadonlySet<number>;
}

function resolverOpciones(input: EntradaSaldo): OpcionesResueltas {
  const o = input.opciones;
  return {
    permitirAdelanto: o?.permitirAdelanto ?? input.regimen === 'GENERAL',
    topeAdelanto: o?.topeAdelanto ?? 'ACCRUED',
    recordNoCumplido: new Set(o?.recordNoCumplido ?? []),
    acumulacion: new Set(o?.acumulacion ?? []),
  };
}

function exigirFecha(fecha: string, campo: string): void {
  if (!esFechaValida(fecha)) throw new RangeError(`${campo} inválida: '${fecha}' (se espera AAAA-MM-DD)`);
}

/**
 * Accrual of the service year k in course («Períodos y devengo»): dozavos for complete months plus treintavos for
 * the remaining days, counted through `hoy` inclusive (X = hoy + 1). Month marks are computed from the hire date,
 * never chained.
 */
function devengadoEnCurso(fechaIngreso: string, k: number, hoy: string, E: number): number {
  const x = sumarDias(hoy, 1);
  let meses = 0;
  let marca = sumarMesesAjustado(fechaIngreso, 12 * k);
  for (let j = 1; j <= 12; j++) {
    const siguiente = sumarMesesAjustado(fechaIngreso, 12 * k + j);
    if (compararFechas(siguiente, x) > 0) break;
    meses = j;
    marca = siguiente;
  }
  const dias = diferenciaDias(x, marca);
  return Math.min(E * UNIDADES_POR_DIA, 30 * E * meses + E * dias);
}

/** Days of [inicio, fin] inside [desde, hasta]. */
function diasDentro(inicio: string, fin: string, desde: string, hasta: string): number {
  const a = Math.max(aDiaNumero(inicio), aDiaNumero(desde));
  const b = Math.min(aDiaNumero(fin), aDiaNumero(hasta));
  return Math.max(0, b - a + 1);
}

function calcularPeriodos(input: EntradaSaldo): PeriodoCalculado[] {
  const { fechaIngreso, hoy, regimen } = input;
  exigirFecha(fechaIngreso, 'fechaIngreso');
  exigirFecha(hoy, 'hoy');
  const { E, L, B } = CONSTANTES[regimen];
  const opciones = resolverOpciones(input);
  const activas = input.solicitudes.filter((s) => estaActiva(s, hoy));
  const filas: PeriodoCalculado[] = [];

  for (let k = 0; compararFechas(sumarAniosAjustado(fechaIngreso, k), hoy) <= 0; k++) {
    const inicio = sumarAniosAjustado(fechaIngreso, k);
    const adquirido = sumarAniosAjustado(fechaIngreso, k + 1);
    const periodo = anio(inicio);
    const aniosVentana = opciones.acumulacion.has(periodo) ? k + 3 : k + 2;
    const finVentana = sumarDias(sumarAniosAjustado(fechaIngreso, aniosVentana), -1);
    const estado: TEstadoPeriodo =
      compararFechas(hoy, adquirido) < 0
        ? 'CURSO'
        : compararFechas(hoy, finVentana) <= 0
          ? 'PENDIENTE'
          : 'VENCIDA';
    // The HR override only applies once the service year is complete («Récord vacacional»).
    const recordNoCumplido = estado !== 'CURSO' && opciones.recordNoCumplido.has(periodo);

    let usadoLibre = 0;
    let usadoBloque = 0;
    let gozadoEnVentana = 0;
    for (const s of activas) {
      if (s.periodo !== periodo) continue;
      // A reduccion is charged to the divisible half (general) or to the block (MYPE) («Reducción»).
      if (s.tipo === 'libres' || (s.tipo === 'reduccion' && regimen === 'GENERAL')) usadoLibre += s.dias;
      else usadoBloque += s.dias;
      // A reduction is not rest: it never counts as enjoyed in time.
      if (s.estado === 'Aprobada' && s.tipo !== 'reduccion') {
        gozadoEnVentana += diasDentro(
          s.fechaInicio,
          calcularFechaFin(s.fechaInicio, s.dias),
          inicio,
          finVentana,
        );
      }
    }
    const usado = diasAUnidades(usadoLibre + usadoBloque);

    let exacto: CantidadesExactas;
    // Doctrine reads the one-month minimum as applying to the first service year only («Truncas»).
    const truncasSinMesMinimo =
      estado === 'CURSO' &&
      k === 0 &&
      compararFechas(sumarMesesAjustado(fechaIngreso, 1), sumarDias(hoy, 1)) > 0;
    if (estado === 'CURSO') {
      const devengado = devengadoEnCurso(fechaIngreso, k, hoy, E);
      const tope = !opciones.permitirAdelanto
        ? 0
        : opciones.topeAdelanto === 'FULL'
          ? diasAUnidades(E)
          : devengado;
      const disponible = Math.max(0, tope - usado);
      exacto = {
        vencidas: 0,
        pendientes: 0,
        truncas: truncasSinMesMinimo ? 0 : Math.max(0, devengado - usado),
        // Libres and bloque are alternatives drawn from one pool in the current period («Saldo por período»).
        diasLibres: Math.max(0, Math.min(diasAUnidades(L - usadoLibre), disponible)),
        diasBloque: Math.max(0, Math.min(diasAUnidades(B - usadoBloque), disponible)),
        devengado,
        excesoAdelanto: Math.max(0, usado - devengado),
      };
    } else {
      const devengado = recordNoCumplido ? 0 : diasAUnidades(E);
      // Never negative: consumption beyond the entitlement shows as excesoAdelanto instead (art. 6.2: not recoverable).
      const restante = Math.max(0, devengado - usado);
      exacto = {
        vencidas: estado === 'VENCIDA' ? restante : 0,
        pendientes: estado === 'PENDIENTE' ? restante : 0,
        truncas: 0,
        diasLibres: recordNoCumplido ? 0 : Math.max(0, diasAUnidades(L - usadoLibre)),
        diasBloque: recordNoCumplido ? 0 : Math.max(0, diasAUnidades(B - usadoBloque)),
        devengado,
        excesoAdelanto: Math.max(0, usado - devengado),
      };
    }

    filas.push({
      truncasSinMesMinimo,
      periodo,
      inicio,
      fin: sumarDias(adquirido, -1),
      adquirido,
      finVentana,
      estado,
      recordNoCumplido,
      usadoLibre,
      usadoBloque,
      gozadoEnVentana,
      exacto,
    });
  }
  return filas;
}

function tamanosBloqueValidos(p: PeriodoCalculado): number[] {
  return bloquesPermitidos(p.usadoBloque).filter((s) => diasAUnidades(s) <= p.exacto.diasBloque);
}

const DIAS_ALERTA_CERCANA = 30;
const DIAS_ALERTA_LEJANA = 60;

function riesgoDe(
  estado: TEstadoPeriodo,
  indemnizacionPosible: boolean,
  fechaLimiteGoce: string | null,
  hoy: string,
): TRiesgoIndemnizacion {
  if (estado === 'VENCIDA') return indemnizacionPosible ? 'INDEMNIZACION_POSIBLE' : 'NINGUNO';
  if (fechaLimiteGoce === null) return 'NINGUNO';
  const margen = diferenciaDias(fechaLimiteGoce, hoy);
  if (margen < 0) return 'PLAZO_INSUFICIENTE';
  if (margen <= DIAS_ALERTA_CERCANA) return 'ALERTA_30_DIAS';
  if (margen <= DIAS_ALERTA_LEJANA) return 'ALERTA_60_DIAS';
  return 'NINGUNO';
}

/** One row per period k while anniv(k) ≤ hoy, oldest first. Empty when hoy is before the hire date. */
export function calcularSaldos(input: EntradaSaldo): FilaSaldo[] {
  const { E } = CONSTANTES[input.regimen];
  return calcularPeriodos(input).map((p) => {
    const vencida = p.estado === 'VENCIDA' && p.exacto.devengado > 0;
    const indemnizacionPosible = vencida && diasAUnidades(p.gozadoEnVentana) < p.exacto.devengado;
    // What the full year will give (CURSO too), minus every day already requested: left to schedule in time.
    const porProgramar = Math.max(0, (p.recordNoCumplido ? 0 : E) - p.usadoLibre - p.usadoBloque);
    const fechaLimiteGoce = porProgramar > 0 ? sumarDias(p.finVentana, 1 - porProgramar) : null;
    return {
      periodo: p.periodo,
      inicio: p.inicio,
      fin: p.fin,
      adquirido: p.adquirido,
      finVentana: p.finVentana,
      estado: p.estado,
      vencidas: redondearMostrar(p.exacto.vencidas),
      pendientes: redondearMostrar(p.exacto.pendientes),
      truncas: redondearMostrar(p.exacto.truncas),
      diasLibres: redondearMostrar(p.exacto.diasLibres),
      diasBloque: redondearMostrar(p.exacto.diasBloque),
      devengado: redondearMostrar(p.exacto.devengado),
      excesoAdelanto: redondearMostrar(p.exacto.excesoAdelanto),
      usadoLibre: p.usadoLibre,
      usadoBloque: p.usadoBloque,
      bloquesPermitidos: tamanosBloqueValidos(p),
      gozadoEnVentana: p.gozadoEnVentana,
      indemnizacionPosible,
      indemnizacionPosibleCas1419: vencida && p.gozadoEnVentana < CAS_1419_MINIMO_DIAS,
      recordNoCumplido: p.recordNoCumplido,
      exacto: { ...p.exacto },
      fechaLimiteGoce,
      riesgoIndemnizacion: riesgoDe(p.estado, indemnizacionPosible, fechaLimiteGoce, input.hoy),
      truncasSinMesMinimo: p.truncasSinMesMinimo,
    };
  });
}

/** Would period p take (tipo, dias) under R3/R4? */
function aceptaEnPeriodo(p: PeriodoCalculado, tipo: TTipoVacaciones, dias: number): boolean {
  if (tipo === 'libres') return dias <= diasEnteros(p.exacto.diasLibres);
  return tamanosBloqueValidos(p).includes(dias);
}

function rechazo(codigo: TCodigoRechazoSolicitud, mensaje: string): ResultadoValidacion {
  return { ok: false, codigo, mensaje };
}

/**
 * Server validation of a new request («Validación de una solicitud»), evaluated at input.hoy against
 * input.solicitudes. Order: R1 days, R2 period, R3 MYPE, R5 order, R3/R4 balance and block, R6 overlap, R7 past
 * date. R5 goes before the target's balance so that the user is told which period to use, the most useful answer.
 */
export function validarNuevaSolicitud(input: EntradaSaldo, nueva: NuevaSolicitud): ResultadoValidacion {
  const { tipo, dias, fechaInicio } = nueva;
  // R1
  if (!Number.isInteger(dias) || dias < 1) {
    return rechazo('DIAS_INVALIDOS', 'Los días solicitados deben ser un número entero mayor o igual a 1');
  }
  if (!esFechaValida(fechaInicio)) {
    return rechazo(
      'FECHA_INVALIDA',
      'La fecha de inicio debe tener el formato AAAA-MM-DD y existir en el calendario',
    );
  }
  const fechaFin = calcularFechaFin(fechaInicio, dias);

  const otras =
    nueva.id === undefined ? input.solicitudes : input.solicitudes.filter((s) => s.id !== nueva.id);
  const periodos = calcularPeriodos({ ...input, solicitudes: otras });
  const opciones = resolverOpciones(input);

  // R2
  const destino = periodos.find((p) => p.periodo === nueva.periodo);
  if (!destino) return rechazo('PERIODO_INEXISTENTE', `El período ${nueva.periodo} no existe`);

  // R3 (regime)
  if (tipo === 'libres' && input.regimen === 'MYPE') {
    return rechazo('REGIMEN_MYPE_SIN_LIBRES', 'El régimen MYPE no permite días libres');
  }

  // R5 («Orden de imputación»): no period ranked before the target by the company's order would take the same
  // request.
  const orden = ordenarPeriodos(periodos, input.opciones?.ordenImputacion ?? 'FIFO');
  const antes = orden.slice(0, orden.indexOf(destino));
  const anterior = antes.find((p) => aceptaEnPeriodo(p, tipo, dias));
  if (anterior) return rechazo('ORDEN_PERIODOS', `Debe usar primero el período ${anterior.periodo}`);

  // R3 / R4 on the target period.
  if (destino.estado === 'CURSO' && !opciones.permitirAdelanto) {
    return rechazo(
      'SALDO_INSUFICIENTE',
      `El período ${destino.periodo} está en curso y no se permite adelantar vacaciones; elija un período ya adquirido`,
    );
  }
  if (tipo === 'libres') {
    const maximo = diasEnteros(destino.exacto.diasLibres);
    if (dias > maximo) return rechazo('SALDO_INSUFICIENTE', `Excede los días libres disponibles (${maximo})`);
  } else {
    const permitidos = bloquesPermitidos(destino.usadoBloque);
    if (!permitidos.includes(dias)) {
      if (permitidos.length === 0) {
        const sugerencia = input.regimen === 'GENERAL' ? '; puede solicitar días libres' : '';
        return rechazo(
          'BLOQUE_INVALIDO',
          `El bloque del período ${destino.periodo} ya fue completado${sugerencia}`,
        );
      }
      if (permitidos.length === 1) {
        return rechazo('BLOQUE_INVALIDO', `El bloque debe completarse con ${permitidos[0]} días`);
      }
      return rechazo('BLOQUE_INVALIDO', 'El bloque debe ser de 7, 8 o 15 días');
    }
    if (diasAUnidades(dias) > destino.exacto.diasBloque) {
      return rechazo(
        'SALDO_INSUFICIENTE',
        `Excede los días de bloque disponibles (${redondearMostrar(destino.exacto.diasBloque)})`,
      );
    }
  }

  // R6: a reduccion is a payment, not a rest, so it has no dates to overlap.
  const superpuesta = otras
    .filter((s) => estaActiva(s, input.hoy) && s.tipo !== 'reduccion')
    .filter(
      (s) =>
        compararFechas(s.fechaInicio, fechaFin) <= 0 &&
        compararFechas(fechaInicio, calcularFechaFin(s.fechaInicio, s.dias)) <= 0,
    )
    .sort((a, b) => compararFechas(a.fechaInicio, b.fechaInicio) || a.id - b.id)[0];
  if (superpuesta) {
    return rechazo('SUPERPOSICION', `Las fechas se superponen con la solicitud #${superpuesta.id}`);
  }

  // R7 (self-service; HR back-registration does not go through this function).
  if (compararFechas(fechaInicio, input.hoy) < 0) {
    return rechazo('FECHA_PASADA', 'La fecha de inicio no puede ser anterior a hoy');
  }

  const advertencias: string[] = [];
  if (compararFechas(fechaFin, destino.finVentana) > 0) advertencias.push(ADVERTENCIA_GOCE_EXTEMPORANEO);
  if (destino.estado === 'CURSO') advertencias.push(ADVERTENCIA_ADELANTO);
  return { ok: true, fechaFin, advertencias };
}
