import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEquipoEmpleadosRespuesta } from '@app/contract/equipo';
import { peticion } from '../../../lib/api-client';

/** GET /api/solicitud-vacaciones/equipo-empleados: direct reports, or every level below (esDirecto tells which). */
export const obtenerEquipoEmpleados = (incluirSubordinadosNivelN: boolean, signal?: AbortSignal) =>
  peticion('/solicitud-vacaciones/equipo-empleados', {
    query: { incluirSubordinadosNivelN },
    schema: ZEquipoEmpleadosRespuesta,
    ...(signal ? { signal } : {}),
  });

export const equipoEmpleadosQueryOptions = (incluirSubordinadosNivelN: boolean) =>
  queryOptions({
    queryKey: ['equipo', 'equipo-empleados', { incluirSubordinadosNivelN }],
    queryFn: ({ signal }) => obtenerEquipoEmpleados(incluirSubordinadosNivelN, signal),
  });

export const useEquipoEmpleados = (incluirSubordinadosNivelN: boolean) =>
  useQuery(equipoEmpleadosQueryOptions(incluirSubordinadosNivelN));
