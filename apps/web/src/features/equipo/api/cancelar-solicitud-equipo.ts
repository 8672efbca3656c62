import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelarSolicitud } from '../../solicitudes';
import { CLAVE_GESTION_SOLICITUDES } from './get-gestion-solicitudes';
import { CLAVE_SALDOS_EQUIPO } from './get-saldos-equipo';
import { solicitudEquipoQueryOptions } from './get-solicitud-equipo';

/**
 * A manager in the chain (or HR) cancels an approved request that has not started (issue 13): the same call as
 * the owner's. Whatever the outcome the list, the detail and the team balances reload (the days were released).
 */
export const useCancelarSolicitudEquipo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarSolicitud,
    onSettled: (_datos, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: CLAVE_GESTION_SOLICITUDES });
      void queryClient.invalidateQueries({ queryKey: CLAVE_SALDOS_EQUIPO });
      void queryClient.invalidateQueries({ queryKey: solicitudEquipoQueryOptions(id).queryKey });
    },
  });
};
