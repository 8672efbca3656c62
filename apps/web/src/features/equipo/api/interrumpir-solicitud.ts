import { ZMensaje } from '@app/contract/comun';
import type { TInterrumpirSolicitudBody } from '@app/contract/solicitudes';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { ALCANCE_DE_UNA_DECISION } from './get-solicitud-equipo';

/**
 * PUT /api/solicitud-vacaciones/{id}/interrumpir: the actual last day of rest of approved vacation that started.
 * 403 not allowed, 409 no longer approved or not started, 422 a day outside the request's span.
 */
export const interrumpirSolicitud = ({ id, ...body }: TInterrumpirSolicitudBody & { id: number }) =>
  peticion(`/solicitud-vacaciones/${id}/interrumpir`, { method: 'PUT', body, schema: ZMensaje });

/** Whatever the outcome the list, the detail and the team balances reload (the unused days return). */
export const useInterrumpirSolicitud = () =>
  useMutacionQueRecarga(interrumpirSolicitud, ALCANCE_DE_UNA_DECISION);
