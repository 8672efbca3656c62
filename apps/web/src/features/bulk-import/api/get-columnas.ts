import { useQuery } from '@tanstack/react-query';
import { ZColumnasImportacion } from '@app/contract/bulk-import';
import { consultaGet } from '../../../lib/consultas';

/** Prefix of every bulk-import query. */
export const CLAVE_BULK_IMPORT = ['bulkimport'] as const;

/** GET /api/bulkimport/columns: expected columns, active roles and departments, limits, defaults. */
export const columnasQueryOptions = () =>
  consultaGet([...CLAVE_BULK_IMPORT, 'columnas'], '/bulkimport/columns', ZColumnasImportacion, {
    staleTime: 60_000,
  });

export const useColumnasImportacion = (habilitado = true) =>
  useQuery({ ...columnasQueryOptions(), enabled: habilitado });
