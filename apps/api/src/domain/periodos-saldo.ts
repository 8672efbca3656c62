// The service years of an employee as the engine sees them: each period's state, use and exact amounts.
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
import { bloquesPermitidos, type TEstadoPeriodo, type TTopeAdelanto } from '@app/contract/vacaciones';
import { venceSinRespuesta } from './ciclo-solicitud';
import {
  UNIDADES_POR_DIA,
  type SolicitudSaldo,
  type EntradaSaldo,
  type CantidadesExactas,
  CONSTANTES,
  diasAUnidades,
} from './calculo-saldo-tipos';

/**
 * Active requests hold days («Reservas y ciclo de la solicitud»): approved ones, and pending ones until their start
 * date passes undecided — from then on they count as cancelled, whether or not that was already written to the
 * database.
 */
export const estaActiva = (s: SolicitudSaldo, hoy: string) =>
  s.estado === 'Aprobada' || (s.estado === 'Pendiente' && !venceSinRespuesta(s, hoy));

/** floor() of an exact amount, in whole days. */
export function diasEnteros(unidades: number): number {
  return Math.floor(unidades / UNIDADES_POR_DIA);
}

export interface PeriodoCalculado {
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

export interface OpcionesResueltas {
  permitirAdelanto: boolean;
  topeAdelanto: TTopeAdelanto;
  recordNoCumplido: ReadonlySet<number>;
  acumulacion: ReadonlySet<number>;
}

export function resolverOpciones(input: EntradaSaldo): OpcionesResueltas {
  const o = input.opciones;
  return {
    permitirAdelanto: o?.permitirAdelanto ?? input.regimen === 'GENERAL',
    topeAdelanto: o?.topeAdelanto ?? 'ACCRUED',
    recordNoCumplido: new Set(o?.recordNoCumplido ?? []),
    acumulacion: new Set(o?.acumulacion ?? []),
  };
}

export function exigirFecha(fecha: string, campo: string): void {
  if (!esFechaValida(fecha)) throw new RangeError(`${campo} inválida: '${fecha}' (se espera AAAA-MM-DD)`);
}

/**
 * Accrual of the service year k in course («Períodos y devengo»): dozavos for complete months plus treintavos for
 * the remaining days, counted through `hoy` inclusive (X = hoy + 1). Month marks are computed from the hire date,
 * never chained.
 */
export function devengadoEnCurso(fechaIngreso: string, k: number, hoy: string, E: number): number {
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
export function diasDentro(inicio: string, fin: string, desde: string, hasta: string): number {
  const a = Math.max(aDiaNumero(inicio), aDiaNumero(desde));
  const b = Math.min(aDiaNumero(fin), aDiaNumero(hasta));
  return Math.max(0, b - a + 1);
}

/** What the active requests charged to `periodo` use, and how much of it was rested inside the window. */
function consumoDelPeriodo(
  activas: SolicitudSaldo[],
  periodo: number,
  regimen: EntradaSaldo['regimen'],
  inicio: string,
  finVentana: string,
) {
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
  return { usadoLibre, usadoBloque, gozadoEnVentana };
}

interface Uso {
  usado: number;
  usadoLibre: number;
  usadoBloque: number;
}

/** The exact amounts of the service year in course: accrued so far, and what may be taken in advance. */
function exactoEnCurso(
  input: EntradaSaldo,
  k: number,
  opciones: OpcionesResueltas,
  { usado, usadoLibre, usadoBloque, truncasSinMesMinimo }: Uso & { truncasSinMesMinimo: boolean },
): CantidadesExactas {
  const { E, L, B } = CONSTANTES[input.regimen];
  const devengado = devengadoEnCurso(input.fechaIngreso, k, input.hoy, E);
  const tope = !opciones.permitirAdelanto
    ? 0
    : opciones.topeAdelanto === 'FULL'
      ? diasAUnidades(E)
      : devengado;
  const disponible = Math.max(0, tope - usado);
  return {
    vencidas: 0,
    pendientes: 0,
    truncas: truncasSinMesMinimo ? 0 : Math.max(0, devengado - usado),
    // Libres and bloque are alternatives drawn from one pool in the current period («Saldo por período»).
    diasLibres: Math.max(0, Math.min(diasAUnidades(L - usadoLibre), disponible)),
    diasBloque: Math.max(0, Math.min(diasAUnidades(B - usadoBloque), disponible)),
    devengado,
    excesoAdelanto: Math.max(0, usado - devengado),
  };
}

/** The exact amounts of a completed service year (pending or expired). */
function exactoAdquirido(
  regimen: EntradaSaldo['regimen'],
  estado: TEstadoPeriodo,
  recordNoCumplido: boolean,
  { usado, usadoLibre, usadoBloque }: Uso,
): CantidadesExactas {
  const { E, L, B } = CONSTANTES[regimen];
  const devengado = recordNoCumplido ? 0 : diasAUnidades(E);
  // Never negative: consumption beyond the entitlement shows as excesoAdelanto instead (art. 6.2: not recoverable).
  const restante = Math.max(0, devengado - usado);
  return {
    vencidas: estado === 'VENCIDA' ? restante : 0,
    pendientes: estado === 'PENDIENTE' ? restante : 0,
    truncas: 0,
    diasLibres: recordNoCumplido ? 0 : Math.max(0, diasAUnidades(L - usadoLibre)),
    diasBloque: recordNoCumplido ? 0 : Math.max(0, diasAUnidades(B - usadoBloque)),
    devengado,
    excesoAdelanto: Math.max(0, usado - devengado),
  };
}

export function calcularPeriodos(input: EntradaSaldo): PeriodoCalculado[] {
  const { fechaIngreso, hoy, regimen } = input;
  exigirFecha(fechaIngreso, 'fechaIngreso');
  exigirFecha(hoy, 'hoy');
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

    const { usadoLibre, usadoBloque, gozadoEnVentana } = consumoDelPeriodo(
      activas,
      periodo,
      regimen,
      inicio,
      finVentana,
    );
    const usado = diasAUnidades(usadoLibre + usadoBloque);

    // Doctrine reads the one-month minimum as applying to the first service year only («Truncas»).
    const truncasSinMesMinimo =
      estado === 'CURSO' &&
      k === 0 &&
      compararFechas(sumarMesesAjustado(fechaIngreso, 1), sumarDias(hoy, 1)) > 0;
    const exacto =
      estado === 'CURSO'
        ? exactoEnCurso(input, k, opciones, { usado, usadoLibre, usadoBloque, truncasSinMesMinimo })
        : exactoAdquirido(input.regimen, estado, recordNoCumplido, { usado, usadoLibre, usadoBloque });

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

export function tamanosBloqueValidos(p: PeriodoCalculado): number[] {
  return bloquesPermitidos(p.usadoBloque).filter((s) => diasAUnidades(s) <= p.exacto.diasBloque);
}
