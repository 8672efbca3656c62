import { ZMensaje } from '@app/contract/comun';
import type { TAprobarSolicitudBody } from '@app/contract/equipo';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { ALCANCE_DE_UNA_DECISION } from './get-solicitud-equipo';

export interface DecisionSolicitud {
  id: number;
  body: TAprobarSolicitudBody;
}

/**
 * PUT /api/solicitud-vacaciones/{id}/aprobar with accion 'aprobar' or 'rechazar'. 409 when the request changed
 * meanwhile, 403 when not allowed, 422 when the balance no longer allows it.
 */
export const decidirSolicitudApi = ({ id, body }: DecisionSolicitud) =>
  peticion(`/solicitud-vacaciones/${id}/aprobar`, { method: 'PUT', body, schema: ZMensaje });

/**
 * Approve or reject. Whatever the outcome, the list, its statistics, the request's detail and the team balances
 * are reloaded: on success they changed, on a 409 someone else changed them.
 */
export const useDecidirSolicitud = () => useMutacionQueRecarga(decidirSolicitudApi, ALCANCE_DE_UNA_DECISION);
