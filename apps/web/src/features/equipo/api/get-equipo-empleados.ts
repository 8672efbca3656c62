import { useQuery } from '@tanstack/react-query';
import { ZEquipoEmpleadosRespuesta } from '@app/contract/equipo';
import { consultaGet } from '../../../lib/consultas';

/** GET /api/solicitud-vacaciones/equipo-empleados: direct reports, or every level below (esDirecto tells which). */
export const equipoEmpleadosQueryOptions = (incluirSubordinadosNivelN: boolean) => {
  const query = { incluirSubordinadosNivelN };
  const ruta = '/solicitud-vacaciones/equipo-empleados';
  return consultaGet(['equipo', 'equipo-empleados', query], ruta, ZEquipoEmpleadosRespuesta, { query });
};

export const useEquipoEmpleados = (incluirSubordinadosNivelN: boolean) =>
  useQuery(equipoEmpleadosQueryOptions(incluirSubordinadosNivelN));
