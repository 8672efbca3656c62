import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRiesgoVencimientoRespuesta } from '@app/contract/riesgo';
import { peticion } from '../../../lib/api-client';

/** GET /api/riesgo-vencimiento/mio: the signed-in user's periods expiring within 90 days or already expired. */
export const riesgoVencimientoQueryOptions = () =>
  queryOptions({
    queryKey: ['saldos', 'riesgo-vencimiento-propio'] as const,
    queryFn: ({ signal }) =>
      peticion('/riesgo-vencimiento/mio', { schema: ZRiesgoVencimientoRespuesta, signal }),
  });

export const useRiesgoVencimiento = () => useQuery(riesgoVencimientoQueryOptions());
