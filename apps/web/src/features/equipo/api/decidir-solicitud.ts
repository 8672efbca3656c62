import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMensaje } from '@app/contract/comun';
import type { TAprobarSolicitudBody } from '@app/contract/equipo';
import { peticion } from '../../../lib/api-client';
import { CLAVE_GESTION_SOLICITUDES } from './get-gestion-solicitudes';
import { CLAVE_SALDOS_EQUIPO } from './get-saldos-equipo';
import { solicitudEquipoQueryOptions } from './get-solicitud-equipo';

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
export const useDecidirSolicitud = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidirSolicitudApi,
    onSettled: (_datos, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: CLAVE_GESTION_SOLICITUDES });
      void queryClient.invalidateQueries({ queryKey: CLAVE_SALDOS_EQUIPO });
      void queryClient.invalidateQueries({ queryKey: solicitudEquipoQueryOptions(id).queryKey });
    },
  });
};
