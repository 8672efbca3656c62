import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZEmpleadosEquipoSaldosRespuesta } from '@app/contract/equipo';
import { consultaGet } from '../../../lib/consultas';
import { queryBusquedaEquipo, type BusquedaEmpleadosEquipo } from './get-equipo-empleados';

/** GET /api/historial-vacaciones/empleados-equipo: the balance screen's employee picker (name and email). */
export const empleadosEquipoQueryOptions = (busqueda: BusquedaEmpleadosEquipo) => {
  const query = queryBusquedaEquipo(busqueda);
  return consultaGet(
    ['equipo', 'empleados-equipo', query],
    '/historial-vacaciones/empleados-equipo',
    ZEmpleadosEquipoSaldosRespuesta,
    { query },
  );
};

// The previous matches stay while the next search loads, so the list does not blink at every key.
export const useEmpleadosEquipo = (busqueda: BusquedaEmpleadosEquipo) =>
  useQuery({ ...empleadosEquipoQueryOptions(busqueda), placeholderData: keepPreviousData });
