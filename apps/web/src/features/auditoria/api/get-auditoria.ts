import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditoriaPagina, type TModuloAuditoria } from '@app/contract/auditoria';
import { peticion } from '../../../lib/api-client';

/** What the audit history asks for (spec 02 §3 Audit filters); sorted by date, newest first. */
export interface ParametrosAuditoria {
  pagina: number;
  tamanoPagina: number;
  modulo?: TModuloAuditoria | undefined;
  tablaAfectada?: string | undefined;
  /** Actions done by this user or that affected them. */
  usuarioId?: number | undefined;
}

/** GET /api/auditoria (needs AUDITORIA-VER). */
export const obtenerAuditoria = (p: ParametrosAuditoria, signal?: AbortSignal) =>
  peticion('/auditoria', {
    query: {
      pagina: p.pagina,
      tamanoPagina: p.tamanoPagina,
      modulo: p.modulo,
      tablaAfectada: p.tablaAfectada,
      usuarioId: p.usuarioId,
      ordenarPor: 'fechaHora',
      ordenDescendente: true,
    },
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
