import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParamsLista } from './use-params-lista';

/** A filter's value as the screen uses it; `null` and '' mean "no filter" and stay out of the URL. */
export type ValorFiltro = string | number | boolean | null;

/** Reads one filter from its URL text; `undefined` means invalid, and the filter falls back to its default. */
export type LectorFiltro<V> = (texto: string) => V | undefined;

export interface ConfigEstadoLista<F extends Record<string, ValorFiltro>, O extends string> {
  /** The filters with no filter applied (the spec's defaults). */
  filtrosIniciales: F;
  /** How to read each filter from the URL; by default a string is taken as is and a boolean from 'true'/'false'. */
  lectores?: { [K in keyof F]?: LectorFiltro<F[K]> };
  ordenInicial: { sortBy: O; isDescending: boolean };
  /** The server's sort fields: any other `orden` in the URL falls back to the default. */
  camposOrden: readonly O[];
  tamanoPagina: number;
  tamanosPagina: readonly number[];
  /** Pause after the last keystroke before the search applies. */
  esperaBusquedaMs?: number;
  /** Whether there is a search box (its text goes to the URL as `q`). */
  conBusqueda?: boolean;
  /**
   * Whether a new sort goes back to page 1 (docs/producto.md: in the team view it does, on 'Mis Solicitudes' not).
   */
  ordenVuelveAPagina1?: boolean;
}

export interface EstadoLista<F extends Record<string, ValorFiltro>, O extends string> {
  /** The search box's text as typed. */
  texto: string;
  setTexto: (texto: string) => void;
  /** The search that applies (trimmed, after the pause). */
  busqueda: string;
  filtros: F;
  cambiarFiltros: (cambio: Partial<F>) => void;
  sortBy: O;
  isDescending: boolean;
  cambiarOrden: (sortBy: O, isDescending: boolean) => void;
  pageNumber: number;
  pageSize: number;
  cambiarPagina: (pageNumber: number) => void;
  cambiarTamano: (pageSize: number) => void;
  /** A search or a filter applies (or is being typed): 'Limpiar Filtros' is enabled. */
  hayFiltros: boolean;
  /** A search or a filter applies: an empty list says nothing matched rather than inviting to create. */
  filtrado: boolean;
  /** Back to no search and the default filters (sort and page size stay). */
  limpiar: () => void;
  /** After a change that removed rows the last page may be gone: the caller passes the new total. */
  ajustarAlTotal: (total: number) => void;
}

const PARAM = {
  busqueda: 'q',
  orden: 'orden',
  direccion: 'dir',
  pagina: 'pagina',
  tamano: 'tamano',
} as const;

const leerEnteroPositivo = (texto: string | null): number | undefined => {
  if (texto === null || !/^\d{1,9}$/.test(texto)) return undefined;
  const n = Number(texto);
  return n >= 1 ? n : undefined;
};

const lectorPorDefecto = (inicial: ValorFiltro): LectorFiltro<ValorFiltro> => {
  if (typeof inicial === 'boolean') return (t) => (t === 'true' ? true : t === 'false' ? false : undefined);
  if (typeof inicial === 'number') return (t) => (/^-?\d+(\.\d+)?$/.test(t) ? Number(t) : undefined);
  return (t) => t;
};

/** Reads a whole positive number (an id, a year) from the URL. */
export const comoEntero: LectorFiltro<number | null> = (t) => leerEnteroPositivo(t);
/** Reads one of `opciones` from the URL. */
export const unoDe =
  <V extends string>(opciones: readonly V[]): LectorFiltro<V | ''> =>
  (t) =>
    (opciones as readonly string[]).includes(t) ? (t as V) : undefined;
/** Reads a calendar date 'YYYY-MM-DD' from the URL. */
export const comoFecha: LectorFiltro<string | null> = (t) => (/^\d{4}-\d{2}-\d{2}$/.test(t) ? t : undefined);

const esVacio = (v: ValorFiltro) => v === null || v === '';

/**
 * The state of a server-paged list screen — search (applied after a pause), filters, sort, page and page size —
 * kept in the URL query string, so a reload or a shared link shows the same view. Values left at their default
 * stay out of the URL; an invalid value falls back to the default. Any change but the page goes back to page 1.
 */
export function useEstadoLista<F extends Record<string, ValorFiltro>, O extends string>(
  config: ConfigEstadoLista<F, O>,
): EstadoLista<F, O> {
  const {
    filtrosIniciales,
    lectores,
    ordenInicial,
    camposOrden,
    tamanoPagina,
    tamanosPagina,
    esperaBusquedaMs = 400,
    conBusqueda = true,
    ordenVuelveAPagina1 = true,
  } = config;
  const { params, escribir } = useParamsLista();

  const busqueda = conBusqueda ? (params.get(PARAM.busqueda) ?? '').trim() : '';
  const filtros = useMemo(() => {
    const leidos = { ...filtrosIniciales };
    for (const clave of Object.keys(filtrosIniciales) as (keyof F & string)[]) {
      const texto = params.get(clave);
      if (texto === null) continue;
      const lector = (lectores?.[clave] ??
        lectorPorDefecto(filtrosIniciales[clave] as ValorFiltro)) as LectorFiltro<F[typeof clave]>;
      const valor = lector(texto);
      if (valor !== undefined) leidos[clave] = valor;
    }
    return leidos;
    // The config is constant per screen; the params are what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const ordenUrl = params.get(PARAM.orden);
  const sortBy =
    ordenUrl !== null && (camposOrden as readonly string[]).includes(ordenUrl)
      ? (ordenUrl as O)
      : ordenInicial.sortBy;
  const direccion = params.get(PARAM.direccion);
  const isDescending = direccion === 'desc' ? true : direccion === 'asc' ? false : ordenInicial.isDescending;
  const pageNumber = leerEnteroPositivo(params.get(PARAM.pagina)) ?? 1;
  const tamanoUrl = leerEnteroPositivo(params.get(PARAM.tamano));
  const pageSize = tamanoUrl !== undefined && tamanosPagina.includes(tamanoUrl) ? tamanoUrl : tamanoPagina;

  const [texto, setTexto] = useState(busqueda);
  useEffect(() => {
    const valor = texto.trim();
    if (valor === busqueda) return;
    const t = setTimeout(
      () => escribir({ [PARAM.busqueda]: valor || null, [PARAM.pagina]: null }),
      esperaBusquedaMs,
    );
    return () => clearTimeout(t);
  }, [texto, busqueda, escribir, esperaBusquedaMs]);

  const cambiarFiltros = useCallback(
    (cambio: Partial<F>) => {
      const cambios: Record<string, string | null> = { [PARAM.pagina]: null };
      for (const [clave, valor] of Object.entries(cambio) as [string, ValorFiltro][]) {
        cambios[clave] = esVacio(valor) || valor === filtrosIniciales[clave] ? null : String(valor);
      }
      escribir(cambios);
    },
    [escribir, filtrosIniciales],
  );

  const cambiarOrden = useCallback(
    (campo: O, desc: boolean) =>
      escribir({
        [PARAM.orden]: campo === ordenInicial.sortBy ? null : campo,
        [PARAM.direccion]: desc === ordenInicial.isDescending ? null : desc ? 'desc' : 'asc',
        ...(ordenVuelveAPagina1 ? { [PARAM.pagina]: null } : {}),
      }),
    [escribir, ordenInicial, ordenVuelveAPagina1],
  );

  const cambiarPagina = useCallback(
    (n: number) => escribir({ [PARAM.pagina]: n <= 1 ? null : String(n) }),
    [escribir],
  );
  const cambiarTamano = useCallback(
    (n: number) => escribir({ [PARAM.tamano]: n === tamanoPagina ? null : String(n), [PARAM.pagina]: null }),
    [escribir, tamanoPagina],
  );

  const conFiltro = Object.keys(filtrosIniciales).some(
    (clave) => filtros[clave as keyof F] !== filtrosIniciales[clave as keyof F],
  );
  const filtrado = busqueda !== '' || conFiltro;

  const limpiar = () => {
    setTexto('');
    const cambios: Record<string, string | null> = { [PARAM.busqueda]: null, [PARAM.pagina]: null };
    for (const clave of Object.keys(filtrosIniciales)) cambios[clave] = null;
    escribir(cambios);
  };

  const ajustarAlTotal = useCallback(
    (total: number) => {
      const ultima = Math.max(1, Math.ceil(total / pageSize));
      if (pageNumber > ultima) cambiarPagina(ultima);
    },
    [pageNumber, pageSize, cambiarPagina],
  );

  return {
    texto,
    setTexto,
    busqueda,
    filtros,
    cambiarFiltros,
    sortBy,
    isDescending,
    cambiarOrden,
    pageNumber,
    pageSize,
    cambiarPagina,
    cambiarTamano,
    hayFiltros: filtrado || texto.trim() !== '',
    filtrado,
    limpiar,
    ajustarAlTotal,
  };
}

/**
 * Once the list has loaded, a page past the last one (rows were removed, or a stale link) moves to the last page.
 * `total` is undefined while nothing fresh has loaded.
 */
export function useAjustarPagina(
  estado: { ajustarAlTotal: (total: number) => void },
  total: number | undefined,
) {
  const { ajustarAlTotal } = estado;
  useEffect(() => {
    if (total !== undefined) ajustarAlTotal(total);
  }, [total, ajustarAlTotal]);
}

/** What a server-paged table needs from the list state and the query: paging, sort and loading. */
export interface PaginacionLista {
  total: number;
  pageNumber: number;
  pageSize: number;
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sortBy: string;
  isDescending: boolean;
  onSortChange: (sortBy: string, isDescending: boolean) => void;
  loading: boolean;
  error: boolean;
}

/** The table's paging and sort props from the list state, the rows' total and the list query. */
export function paginacionDe<O extends string>(
  estado: Pick<
    EstadoLista<Record<string, never>, O>,
    'pageNumber' | 'pageSize' | 'cambiarPagina' | 'cambiarTamano' | 'sortBy' | 'isDescending' | 'cambiarOrden'
  >,
  total: number,
  consulta: { isFetching: boolean; isError: boolean },
): PaginacionLista {
  return {
    total,
    pageNumber: estado.pageNumber,
    pageSize: estado.pageSize,
    onPageChange: estado.cambiarPagina,
    onPageSizeChange: estado.cambiarTamano,
    sortBy: estado.sortBy,
    isDescending: estado.isDescending,
    // The table only sends the sort keys its columns declare, all of them `O`.
    onSortChange: (campo, desc) => estado.cambiarOrden(campo as O, desc),
    loading: consulta.isFetching,
    error: consulta.isError,
  };
}

/** What a list screen gives its table: the page's rows, paging and sort, and the row actions. */
export interface PropsTablaLista<T, A extends string> {
  filas: readonly T[];
  paginacion: PaginacionLista;
  onAccion: (accion: A, fila: T) => void;
  /** A search or a filter applies: the empty state then says nothing matched instead of inviting to create. */
  filtrado?: boolean;
  /** The empty state's 'Crear primer …' button. */
  onCrear?: () => void;
}
