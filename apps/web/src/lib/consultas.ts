import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { peticion, type ValorQuery } from './api-client';

type Query = Record<string, ValorQuery>;

/** A GET of `ruta` whose reply is parsed with the contract's `schema`; it is cancelled with its query. */
export const consultaGet = <T, K extends QueryKey>(
  queryKey: K,
  ruta: string,
  schema: z.ZodType<T>,
  extra: { query?: Query; staleTime?: number } = {},
) => {
  const { query, ...opciones } = extra;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => peticion(ruta, { query, schema, signal }),
    ...opciones,
  });
};

/** The paging and sort every list sends, in the spec's camelCase or, for the older screens, PascalCase. */
export interface Paginacion<Orden extends string = string> {
  pageNumber: number;
  pageSize: number;
  sortBy: Orden;
  isDescending: boolean;
}

export const pagina = ({ pageNumber, pageSize }: Paginacion) => ({ pageNumber, pageSize });
export const orden = ({ sortBy, isDescending }: Paginacion) => ({ sortBy, isDescending });
export const paginaMayusculas = (p: Paginacion) => ({ PageNumber: p.pageNumber, PageSize: p.pageSize });
export const ordenMayusculas = (p: Paginacion) => ({ SortBy: p.sortBy, IsDescending: p.isDescending });

/**
 * The query options of a paged list: the key is `clave` plus the parameters, `query` turns them into the
 * query string (empty values are left out) and the previous page stays on screen while the next one loads.
 */
export const listaPaginada =
  <P, T>(clave: QueryKey, ruta: string, schema: z.ZodType<T>, query: (p: P) => Query) =>
  (p: P) =>
    queryOptions({
      queryKey: [...clave, p],
      queryFn: ({ signal }) => peticion(ruta, { query: query(p), schema, signal }),
      placeholderData: keepPreviousData,
    });

/** One record by id, read afresh at every opening of its dialog or panel (nothing stays cached). */
export const detallePorId =
  <T>(clave: QueryKey, ruta: (id: number) => string, schema: z.ZodType<T>) =>
  (id: number) =>
    queryOptions({
      queryKey: [...clave, 'detalle', id],
      queryFn: ({ signal }) => peticion(ruta(id), { schema, signal }),
      staleTime: 0,
      gcTime: 0,
    });

/** The record of `id`; nothing is fetched while `id` is null (the dialog is closed). */
export const useConsultaPorId = <T, K extends QueryKey>(
  opciones: (id: number) => UseQueryOptions<T, Error, T, K>,
  id: number | null,
) => useQuery({ ...opciones(id ?? 0), enabled: id !== null });

interface OpcionesMutacion<V> {
  mutationKey?: QueryKey;
  /** The queries the change makes stale. */
  invalidar: (variables: V) => QueryKey[];
  /**
   * true: they reload whatever the outcome, without waiting (a 409 means someone else changed them);
   * false: only after a success, and the mutation ends once they reloaded.
   */
  siempre?: boolean;
}

/** A change through the API that reloads the queries it affects. */
export const useMutacionQueRecarga = <D, V>(
  mutationFn: (variables: V) => Promise<D>,
  { mutationKey, invalidar, siempre = false }: OpcionesMutacion<V>,
) => {
  const queryClient = useQueryClient();
  const recargar = (variables: V) =>
    Promise.all(invalidar(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    ...(mutationKey ? { mutationKey } : {}),
    mutationFn,
    ...(siempre
      ? { onSettled: (_d: D | undefined, _e: Error | null, variables: V) => void recargar(variables) }
      : { onSuccess: (_d: D, variables: V) => recargar(variables) }),
  });
};
