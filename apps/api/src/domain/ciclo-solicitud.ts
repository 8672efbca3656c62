// Pure rules of a request's life after it is created (docs/reglas-vacaciones.md,
// «Reservas y ciclo de la solicitud»). No I/O, no clock: `hoy` is an input (the business date in Lima), so every
// process derives the same state from the same data and date.

import { compararFechas, diferenciaDias, sumarDias } from '@app/contract/fechas';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';

/** Reason recorded when a pending request is closed because nobody decided it before it started. */
export const MOTIVO_SIN_RESPUESTA = 'Sin respuesta antes de la fecha de inicio';

export const MENSAJE_YA_NO_APROBABLE = 'La solicitud ya no puede aprobarse: su fecha de inicio pasó';

interface Fechas {
  estado: TEstadoSolicitud;
  fechaInicio: string;
}

/** A pending request whose start date has passed without a decision holds nothing: it counts as cancelled. */
export const venceSinRespuesta = (s: Fechas, hoy: string) =>
  s.estado === 'Pendiente' && compararFechas(s.fechaInicio, hoy) < 0;

/** The state a request has on `hoy`, whether or not the expiry of an undecided request was already stored. */
export function estadoEfectivo(s: Fechas, hoy: string): TEstadoSolicitud {
  return venceSinRespuesta(s, hoy) ? 'Cancelada' : s.estado;
}

/** Approval and rejection need a pending request that has not started yet (the start day itself still counts). */
export const puedeDecidirse = (s: Fechas, hoy: string) =>
  s.estado === 'Pendiente' && compararFechas(s.fechaInicio, hoy) >= 0;

/** Who asks to cancel: the applicant, a manager above them in the chain, or HR (administration permission). */
export type QuienCancela = 'TITULAR' | 'JEFE' | 'RRHH';

export type ResultadoCancelacion = { ok: true } | { ok: false; estadoHttp: 403 | 409; mensaje: string };

/**
 * The applicant may always cancel their own pending request (once its start passed it is already closed);
 * an approved request may be cancelled while its start is after today, by the applicant, a manager in the chain or
 * HR; after it started only an interruption (HR adjustment of the actual end) can shorten it.
 */
export function evaluarCancelacion(
  s: Fechas,
  hoy: string,
  quien: readonly QuienCancela[],
): ResultadoCancelacion {
  const estado = estadoEfectivo(s, hoy);
  if (estado === 'Pendiente') {
    return quien.includes('TITULAR')
      ? { ok: true }
      : {
          ok: false,
          estadoHttp: 403,
          mensaje: 'Una solicitud pendiente solo la cancela quien la creó; el jefe puede rechazarla',
        };
  }
  if (estado === 'Aprobada') {
    if (compararFechas(s.fechaInicio, hoy) <= 0) {
      return {
        ok: false,
        estadoHttp: 409,
        mensaje:
          'La solicitud aprobada ya empezó: no se puede cancelar; un jefe o RR. HH. puede registrar su interrupción',
      };
    }
    return { ok: true };
  }
  return {
    ok: false,
    estadoHttp: 409,
    mensaje: `La solicitud ya está ${estado.toLowerCase()}; solo se pueden cancelar solicitudes pendientes o aprobadas que no hayan empezado`,
  };
}

/** Whether the menu item "Cancelar solicitud" should be offered to this caller. */
export const esCancelablePor = (s: Fechas, hoy: string, quien: readonly QuienCancela[]) =>
  quien.length > 0 && evaluarCancelacion(s, hoy, quien).ok;

export type ResultadoInterrupcion =
  { ok: true; diasGozados: number } | { ok: false; estadoHttp: 403 | 409 | 422; mensaje: string };

/**
 * A recall to work after the start is an HR adjustment of the actual end date, not self-service. A manager in
 * the applicant's chain or HR records the actual last day of rest of an approved request that already started;
 * it must fall inside the current span and before its last day, so at least one day is enjoyed and at least one
 * returns to the period.
 */
export function evaluarInterrupcion(
  s: Fechas & { fechaFin: string },
  hoy: string,
  fechaFinReal: string,
  quien: readonly QuienCancela[],
): ResultadoInterrupcion {
  if (!quien.includes('JEFE') && !quien.includes('RRHH')) {
    return {
      ok: false,
      estadoHttp: 403,
      mensaje: 'Solo un jefe en la línea de mando del solicitante o RR. HH. puede registrar una interrupción',
    };
  }
  if (quien.includes('TITULAR')) {
    return {
      ok: false,
      estadoHttp: 403,
      mensaje: 'No puede registrar la interrupción de sus propias vacaciones',
    };
  }
  if (s.estado !== 'Aprobada') {
    return { ok: false, estadoHttp: 409, mensaje: 'Solo se puede interrumpir una solicitud aprobada' };
  }
  if (compararFechas(s.fechaInicio, hoy) > 0) {
    return {
      ok: false,
      estadoHttp: 409,
      mensaje: 'Las vacaciones aún no empiezan: cancele la solicitud en lugar de interrumpirla',
    };
  }
  if (compararFechas(fechaFinReal, s.fechaInicio) < 0 || compararFechas(fechaFinReal, s.fechaFin) >= 0) {
    return {
      ok: false,
      estadoHttp: 422,
      mensaje: `El último día de descanso debe estar entre el ${aDiaMesAnio(s.fechaInicio)} y el ${aDiaMesAnio(diaAnterior(s.fechaFin))}`,
    };
  }
  return { ok: true, diasGozados: diferenciaDias(fechaFinReal, s.fechaInicio) + 1 };
}

const aDiaMesAnio = (fecha: string) => fecha.split('-').reverse().join('/');
const diaAnterior = (fecha: string) => sumarDias(fecha, -1);

/** Whether "Interrumpir" should be offered: some actual last day would be accepted (the first day always is). */
export const esInterrumpiblePor = (
  s: Fechas & { fechaFin: string },
  hoy: string,
  quien: readonly QuienCancela[],
) => evaluarInterrupcion(s, hoy, s.fechaInicio, quien).ok;
