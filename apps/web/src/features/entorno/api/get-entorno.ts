import { useQuery } from '@tanstack/react-query';
import { ZEntorno, type TEntorno } from '@app/contract/entorno';
import { peticion } from '../../../lib/api-client';

/** GET /api/entorno (public): company name and whether the demo company is loaded. */
export const obtenerEntornoApi = (signal?: AbortSignal): Promise<TEntorno> =>
  peticion('/entorno', { schema: ZEntorno, ...(signal ? { signal } : {}) });

/** Read once per page load: it only changes when the server is restarted on other data. */
export const useEntorno = () =>
  useQuery({
    queryKey: ['entorno'],
    queryFn: ({ signal }) => obtenerEntornoApi(signal),
    staleTime: Infinity,
    retry: false,
  });
