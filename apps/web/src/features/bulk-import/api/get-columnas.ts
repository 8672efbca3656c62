import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZColumnasImportacion } from '@app/contract/bulk-import';
import { peticion } from '../../../lib/api-client';

/** Prefix of every bulk-import query. */
export const CLAVE_BULK_IMPORT = ['bulkimport'] as const;

/** GET /api/bulkimport/columns: expected columns, active roles and departments, limits, defaults. */
export const obtenerColumnas = (signal?: AbortSignal) =>
  peticion('/bulkimport/columns', { schema: ZColumnasImportacion, ...(signal ? { signal } : {}) });

export const columnasQueryOptions = () =>
  queryOptions({
    queryKey: [...CLAVE_BULK_IMPORT, 'columnas'],
    queryFn: ({ signal }) => obtenerColumnas(signal),
    staleTime: 60_000,
  });

export const useColumnasImportacion = (habilitado = true) =>
  useQuery({ ...columnasQueryOptions(), enabled: habilitado });
