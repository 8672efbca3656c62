import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmpleadosEquipoSaldosRespuesta } from '@app/contract/equipo';
import { peticion } from '../../../lib/api-client';

/** GET /api/historial-vacaciones/empleados-equipo: the balance screen's employee picker (name and email). */
export const obtenerEmpleadosEquipo = (incluirSubordinadosNivelN: boolean, signal?: AbortSignal) =>
  peticion('/historial-vacaciones/empleados-equipo', {
    query: { incluirSubordinadosNivelN },
    schema: ZEmpleadosEquipoSaldosRespuesta,
    ...(signal ? { signal } : {}),
  });

export const empleadosEquipoQueryOptions = (incluirSubordinadosNivelN: boolean) =>
  queryOptions({
    queryKey: ['equipo', 'empleados-equipo', { incluirSubordinadosNivelN }],
    queryFn: ({ signal }) => obtenerEmpleadosEquipo(incluirSubordinadosNivelN, signal),
  });

export const useEmpleadosEquipo = (incluirSubordinadosNivelN: boolean) =>
  useQuery(empleadosEquipoQueryOptions(incluirSubordinadosNivelN));
