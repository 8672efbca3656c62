import { useQuery } from '@tanstack/react-query';
import { ZPermisosSeleccionablesRespuesta } from '@app/contract/roles';
import { consultaGet } from '../../../lib/consultas';
import { CLAVE_ROLES } from './get-roles';

/** GET /api/rol/get-permisos: the active permissions a role can be given. */
export const permisosDisponiblesQueryOptions = () =>
  consultaGet(
    [...CLAVE_ROLES, 'permisos-disponibles'],
    '/rol/get-permisos',
    ZPermisosSeleccionablesRespuesta,
  );

export const usePermisosDisponibles = () => useQuery(permisosDisponiblesQueryOptions());
