import { useQuery } from '@tanstack/react-query';
import { ZEmpleadosEquipoSaldosRespuesta } from '@app/contract/equipo';
import { consultaGet } from '../../../lib/consultas';

/** GET /api/historial-vacaciones/empleados-equipo: the balance screen's employee picker (name and email). */
export const empleadosEquipoQueryOptions = (incluirSubordinadosNivelN: boolean) =>
  consultaGet(
    ['equipo', 'empleados-equipo', { incluirSubordinadosNivelN }],
    '/historial-vacaciones/empleados-equipo',
    ZEmpleadosEquipoSaldosRespuesta,
    { query: { incluirSubordinadosNivelN } },
  );

export const useEmpleadosEquipo = (incluirSubordinadosNivelN: boolean) =>
  useQuery(empleadosEquipoQueryOptions(incluirSubordinadosNivelN));
