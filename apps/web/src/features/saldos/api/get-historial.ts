import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZHistorialRespuesta, type THistorialRespuesta } from '@app/contract/solicitudes';
import { peticion } from '../../../lib/api-client';

/** GET /api/historial-vacaciones: the signed-in user's balance per period, oldest first. */
export const obtenerHistorial = (signal?: AbortSignal): Promise<THistorialRespuesta> =>
  peticion('/historial-vacaciones', { schema: ZHistorialRespuesta, ...(signal ? { signal } : {}) });

export const historialQueryOptions = () =>
  queryOptions({
    queryKey: ['saldos', 'historial-propio'] as const,
    queryFn: ({ signal }) => obtenerHistorial(signal),
  });

export const useHistorial = () => useQuery(historialQueryOptions());
