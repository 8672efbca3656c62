// Pure vacation-balance engine (docs/reglas-vacaciones.md). No I/O, no clock: `hoy` is an input.
//
// Exact arithmetic. Every amount is an integer number of UNIDADES (1/360 of a day):
//   E·m/12 days = 30·E·m units and E·d/360 days = E·d units, integers for any integer E (30 or 15);
//   request days are integers (360·dias units); the engine only adds, subtracts, takes min/max and floors.
// So no binary fraction ever enters a balance. Numbers leave the engine in two forms:
//   - the public fields (vencidas, diasLibres, …) are the display value, 2 decimals ROUND_HALF_UP («Redondeo»);
//   - `exacto` carries the same quantities as integer units, for validation and checks (R3 floors the exact value).

import {
  calcularFechaFin,
  compararFechas,
  diferenciaDias,
  esFechaValida,
  sumarDias,
} from '@app/contract/fechas';
import type { TCodigoRechazoSolicitud } from '@app/contract/errores';
import type { TRiesgoIndemnizacion } from '@app/contract/solicitudes';
import {
  bloquesPermitidos,
  ordenarPeriodos,
  type TEstadoPeriodo,
  type TTipoVacaciones,
} from '@app/contract/vacaciones';
import {
  type EntradaSaldo,
  type FilaSaldo,
  type NuevaSolicitud,
  type ResultadoValidacion,
  type SolicitudSaldo,
  ADVERTENCIA_GOCE_EXTEMPORANEO,
  ADVERTENCIA_ADELANTO,
  CONSTANTES,
  redondearMostrar,
  diasAUnidades,
} from './calculo-saldo-tipos';
import {
  estaActiva,
  diasEnteros,
  type PeriodoCalculado,
  resolverOpciones,
  calcularPeriodos,
  tamanosBloqueValidos,
} from './periodos-saldo';

export * from './calculo-saldo-tipos';

const CAS_1419_MINIMO_DIAS = 7;

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

/** R3 / R4 on the target period: its balance and, for a block, the sizes it still accepts; undefined when it fits. */
function rechazoPorSaldo(
  input: EntradaSaldo,
  destino: PeriodoCalculado,
  tipo: TTipoVacaciones,
  dias: number,
  permitirAdelanto: boolean,
): ResultadoValidacion | undefined {
  if (destino.estado === 'CURSO' && !permitirAdelanto) {
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
  return undefined;
}

/** R6: the earliest active request (not a reduccion) whose dates overlap [fechaInicio, fechaFin]. */
function primeraSuperpuesta(
  otras: readonly SolicitudSaldo[],
  hoy: string,
  fechaInicio: string,
  fechaFin: string,
) {
  return otras
    .filter((s) => estaActiva(s, hoy) && s.tipo !== 'reduccion')
    .filter(
      (s) =>
        compararFechas(s.fechaInicio, fechaFin) <= 0 &&
        compararFechas(fechaInicio, calcularFechaFin(s.fechaInicio, s.dias)) <= 0,
    )
    .sort((a, b) => compararFechas(a.fechaInicio, b.fechaInicio) || a.id - b.id)[0];
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
  const sinSaldo = rechazoPorSaldo(input, destino, tipo, dias, opciones.permitirAdelanto);
  if (sinSaldo) return sinSaldo;

  // R6: a reduccion is a payment, not a rest, so it has no dates to overlap.
  const superpuesta = primeraSuperpuesta(otras, input.hoy, fechaInicio, fechaFin);
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
