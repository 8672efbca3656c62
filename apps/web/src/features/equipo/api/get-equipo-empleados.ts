import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITE_BUSQUEDA_EQUIPO, ZEquipoEmpleadosRespuesta } from '@app/contract/equipo';
import { consultaGet } from '../../../lib/consultas';

/** What the employee picker asks: the level, the text typed and the chosen employee (so its name shows). */
export interface BusquedaEmpleadosEquipo {
  incluirSubordinadosNivelN: boolean;
  busqueda: string;
  empleadoId: number | null;
}

/** The query of a picker search: at most LIMITE_BUSQUEDA_EQUIPO matches, plus the chosen employee. */
export const queryBusquedaEquipo = ({
  incluirSubordinadosNivelN,
  busqueda,
  empleadoId,
}: BusquedaEmpleadosEquipo) => ({
  incluirSubordinadosNivelN,
  ...(busqueda ? { busqueda } : {}),
  limite: LIMITE_BUSQUEDA_EQUIPO,
  ...(empleadoId === null ? {} : { empleadoId }),
});

/**
 * GET /api/solicitud-vacaciones/equipo-empleados: direct reports, or every level below (esDirecto tells which),
 * searched on the server (a 10,000-person team is never downloaded whole).
 */
export const equipoEmpleadosQueryOptions = (busqueda: BusquedaEmpleadosEquipo) => {
  const query = queryBusquedaEquipo(busqueda);
  const ruta = '/solicitud-vacaciones/equipo-empleados';
  return consultaGet(['equipo', 'equipo-empleados', query], ruta, ZEquipoEmpleadosRespuesta, { query });
};

// The previous matches stay while the next search loads, so the list does not blink at every key.
export const useEquipoEmpleados = (busqueda: BusquedaEmpleadosEquipo) =>
  useQuery({ ...equipoEmpleadosQueryOptions(busqueda), placeholderData: keepPreviousData });
