import { useQuery } from '@tanstack/react-query';
import { ZGestionSolicitudesRespuesta } from '@app/contract/equipo';
import { listaPaginada, type Paginacion } from '../../../lib/consultas';

export type ConsultaEquipoRecientes = Paginacion;

export const equipoRecientesBaseKey = ['solicitudes', 'equipo-recientes'] as const;

/**
 * The dashboard's 'Solicitudes del Equipo' (docs/producto.md, «Dashboard»): direct reports only. Call it only for
 * users holding GESTION-SOLICITUDES-MENU.
 */
export const solicitudesEquipoRecientesQueryOptions = listaPaginada(
  equipoRecientesBaseKey,
  '/solicitud-vacaciones/gestion-solicitudes',
  ZGestionSolicitudesRespuesta,
  (consulta: ConsultaEquipoRecientes) => ({ ...consulta, incluirSubordinadosNivelN: false }),
);

export const useSolicitudesEquipoRecientes = (consulta: ConsultaEquipoRecientes) =>
  useQuery(solicitudesEquipoRecientesQueryOptions(consulta));
