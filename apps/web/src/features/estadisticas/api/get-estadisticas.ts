import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZEstadisticas } from '@app/contract/estadisticas';
import { consultaGet } from '../../../lib/consultas';

export const CLAVE_ESTADISTICAS = ['estadisticas'] as const;

/** The query of the page and of every chart's Excel: same year, same department. */
export const filtrosEstadisticas = (anio: number, departamentoId: number | null) => ({
  anio,
  departamentoId: departamentoId ?? undefined,
});

/** GET /api/reportes/estadisticas: the company's (HR) or the team's (a manager) figures of a year. */
export const useEstadisticas = (anio: number, departamentoId: number | null) =>
  useQuery({
    ...consultaGet([...CLAVE_ESTADISTICAS, anio, departamentoId], '/reportes/estadisticas', ZEstadisticas, {
      query: filtrosEstadisticas(anio, departamentoId),
    }),
    // Changing a filter keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
