// Which legal documents a request calls for (ADR 042). Pure: the documents service and its tests use it.
import type { TDocumentoSolicitud } from '@app/contract/documentos';
import { compararFechas, sumarDias } from '@app/contract/fechas';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import { ADVERTENCIA_ADELANTO } from './calculo-saldo';

export interface SolicitudDocumento {
  id: number;
  estado: TEstadoSolicitud;
  diasSolicitados: number;
  fechaInicio: string;
  fechaFin: string;
  advertencias: readonly string[];
}

export interface EntradaDocumentos {
  solicitud: SolicitudDocumento;
  /** Every other request of the same person charged to the same period. */
  delPeriodo: readonly SolicitudDocumento[];
  /** Days the period grants (30 general, 15 MYPE: docs/reglas-vacaciones.md, «Días por año y régimen»). */
  diasDelPeriodo: number;
}

const estaViva = (s: SolicitudDocumento) => s.estado === 'Pendiente' || s.estado === 'Aprobada';

/**
 * Days of the uninterrupted rest the request belongs to: itself plus the live requests of its period that touch it
 * end to end (a 30-day vacation is entered as bloque 15 + libres 15 back to back).
 */
export function diasDelDescansoContinuo(e: EntradaDocumentos): number {
  const vivas = e.delPeriodo.filter((s) => s.id !== e.solicitud.id && estaViva(s));
  let inicio = e.solicitud.fechaInicio;
  let fin = e.solicitud.fechaFin;
  let dias = e.solicitud.diasSolicitados;
  const usadas = new Set<number>();
  for (let crecio = true; crecio;) {
    crecio = false;
    for (const s of vivas) {
      if (usadas.has(s.id)) continue;
      if (compararFechas(sumarDias(s.fechaFin, 1), inicio) === 0) inicio = s.fechaInicio;
      else if (compararFechas(sumarDias(fin, 1), s.fechaInicio) === 0) fin = s.fechaFin;
      else continue;
      usadas.add(s.id);
      dias += s.diasSolicitados;
      crecio = true;
    }
  }
  return dias;
}

/**
 * A request splits its period when the rest it belongs to is shorter than the whole period: the law's default is
 * an uninterrupted rest, and any split needs the worker's written agreement (art. 17 D. Leg. 713 as amended by
 * D. Leg. 1405; art. 8 D.S. 002-2019-TR;
 * docs/reglas-vacaciones.md, «Fraccionamiento: bloques y días libres»).
 */
export const fraccionaElPeriodo = (e: EntradaDocumentos) => diasDelDescansoContinuo(e) < e.diasDelPeriodo;

/** The request was made on a period still in progress: warning W2 (art. 10 D. Leg. 713; art. 5 D.S. 002-2019-TR). */
export const esAdelanto = (s: SolicitudDocumento) => s.advertencias.includes(ADVERTENCIA_ADELANTO);

/**
 * Why a document does not apply to the request, or null when it does. The papeleta certifies an approved rest; the
 * agreements are signed before the rest, so a pending or approved request has them and a rejected or cancelled one
 * does not.
 */
export function motivoNoAplica(documento: TDocumentoSolicitud, e: EntradaDocumentos): string | null {
  const s = e.solicitud;
  const estado = s.estado.toLowerCase();
  if (documento === 'papeleta')
    return s.estado === 'Aprobada'
      ? null
      : `La papeleta solo se emite para una solicitud aprobada; esta solicitud está ${estado}`;
  if (!estaViva(s)) return `La solicitud está ${estado}: no hay acuerdo que firmar`;
  if (documento === 'acuerdo-adelanto')
    return esAdelanto(s)
      ? null
      : 'La solicitud no adelanta vacaciones: su período ya fue adquirido, no hace falta un acuerdo de adelanto';
  return fraccionaElPeriodo(e)
    ? null
    : `La solicitud goza los ${e.diasDelPeriodo} días del período sin interrupción: no fracciona las vacaciones`;
}

/** The documents that apply, agreements first (they are signed before the rest, the papeleta after approval). */
export function documentosAplicables(e: EntradaDocumentos): TDocumentoSolicitud[] {
  const orden: TDocumentoSolicitud[] = ['acuerdo-fraccionamiento', 'acuerdo-adelanto', 'papeleta'];
  return orden.filter((d) => motivoNoAplica(d, e) === null);
}
