import { cancelarSolicitud } from '../../solicitudes';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { ALCANCE_DE_UNA_DECISION } from './get-solicitud-equipo';

/**
 * A manager in the chain (or HR) cancels an approved request that has not started: the same call as
 * the owner's. Whatever the outcome the list, the detail and the team balances reload (the days were released).
 */
export const useCancelarSolicitudEquipo = () =>
  useMutacionQueRecarga(cancelarSolicitud, ALCANCE_DE_UNA_DECISION);
