import { ZSolicitudDetalle } from '@app/contract/solicitudes';
import { consultaGet, useConsultaPorId } from '../../../lib/consultas';
import { CLAVE_GESTION_SOLICITUDES } from './get-gestion-solicitudes';
import { CLAVE_SALDOS_EQUIPO } from './get-saldos-equipo';

/** Prefix of every team-request detail query. */
export const CLAVE_SOLICITUD_EQUIPO = ['equipo', 'solicitud'] as const;

/** GET /api/solicitud-vacaciones/{id}: one request of the team with the applicant's and approver's texts. */
export const solicitudEquipoQueryOptions = (id: number) =>
  consultaGet([...CLAVE_SOLICITUD_EQUIPO, id], `/solicitud-vacaciones/${id}`, ZSolicitudDetalle, {
    staleTime: 0,
  });

export const useSolicitudEquipo = (id: number | null) => useConsultaPorId(solicitudEquipoQueryOptions, id);

/**
 * What a decision on a team request (approve, reject, interrupt, cancel) reloads whatever its outcome: the list
 * with its statistics, the team balances (days taken or released) and the request's detail. On a 409 someone
 * else changed them.
 */
export const ALCANCE_DE_UNA_DECISION = {
  invalidar: ({ id }: { id: number }) => [
    CLAVE_GESTION_SOLICITUDES,
    CLAVE_SALDOS_EQUIPO,
    solicitudEquipoQueryOptions(id).queryKey,
  ],
  siempre: true,
};
