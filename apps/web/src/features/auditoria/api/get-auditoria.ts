import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAuditoriaPagina,
  finDiaLima,
  inicioDiaLima,
  type TAccionAuditoria,
  type TModuloAuditoria,
  type TSeveridad,
} from '@app/contract/auditoria';
import { peticion } from '../../../lib/api-client';

/** What the audit history asks for (docs/producto.md, «Auditoría»); sorted by date, newest first. */
export interface ParametrosAuditoria {
  pagina: number;
  tamanoPagina: number;
  modulo?: TModuloAuditoria | undefined;
  tablaAfectada?: string | undefined;
  /** Actions done by this user or that affected them. */
  usuarioId?: number | undefined;
  tipoAccion?: TAccionAuditoria | undefined;
  severidad?: TSeveridad | undefined;
  /** Calendar days in Lima, 'YYYY-MM-DD', both included. */
  desde?: string | undefined;
  hasta?: string | undefined;
  usuarioEjecutorId?: number | undefined;
  usuarioAfectadoId?: number | undefined;
  busqueda?: string | undefined;
}

/** The filters and sort as the query string sends them: the history's pages and its Excel export. */
export const consultaAuditoria = (p: Omit<ParametrosAuditoria, 'pagina' | 'tamanoPagina'>) => ({
  modulo: p.modulo,
  tablaAfectada: p.tablaAfectada,
  usuarioId: p.usuarioId,
  tipoAccion: p.tipoAccion,
  severidad: p.severidad,
  fechaDesde: p.desde ? inicioDiaLima(p.desde) : undefined,
  fechaHasta: p.hasta ? finDiaLima(p.hasta) : undefined,
  usuarioEjecutorId: p.usuarioEjecutorId,
  usuarioAfectadoId: p.usuarioAfectadoId,
  busqueda: p.busqueda?.trim() || undefined,
  ordenarPor: 'fechaHora',
  ordenDescendente: true,
});

/** GET /api/auditoria/exportar: every record matching the filters, as .xlsx. */
export const RUTA_EXPORTAR_AUDITORIA = '/auditoria/exportar';

/** GET /api/auditoria (needs AUDITORIA-VER). */
export const obtenerAuditoria = (p: ParametrosAuditoria, signal?: AbortSignal) =>
  peticion('/auditoria', {
    query: { pagina: p.pagina, tamanoPagina: p.tamanoPagina, ...consultaAuditoria(p) },
    schema: ZAuditoriaPagina,
    ...(signal ? { signal } : {}),
  });

/** Prefix of every audit query. */
export const CLAVE_AUDITORIA = ['auditoria'] as const;

/**
 * Audit pages are never fresh: every screen that shows the history (a tab opened after saving a role, say)
 * reloads it, so no other feature has to know about this cache.
 */
export const auditoriaQueryOptions = (p: ParametrosAuditoria) =>
  queryOptions({
    queryKey: [...CLAVE_AUDITORIA, p],
    queryFn: ({ signal }) => obtenerAuditoria(p, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditoria = (p: ParametrosAuditoria) => useQuery(auditoriaQueryOptions(p));
