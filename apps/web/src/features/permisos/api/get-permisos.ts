import { useQuery } from '@tanstack/react-query';
import { ZPermisosRespuesta, type TOrdenPermisos } from '@app/contract/roles';
import { listaPaginada, orden, pagina, type Paginacion } from '../../../lib/consultas';

/** The permission list's query (docs/producto.md, «Permisos»): search, sort (nombre by default), page (size 20). */
export interface ParametrosPermisos extends Paginacion<TOrdenPermisos> {
  searchTerm: string;
}

/** Prefix of every permission query (list, detail, modules): saving a permission invalidates it. */
export const CLAVE_PERMISOS = ['permisos-admin'] as const;

/** GET /api/Permiso. */
export const permisosQueryOptions = listaPaginada(
  [...CLAVE_PERMISOS, 'lista'],
  '/Permiso',
  ZPermisosRespuesta,
  (p: ParametrosPermisos) => ({ searchTerm: p.searchTerm.trim(), ...orden(p), ...pagina(p) }),
);

export const usePermisos = (p: ParametrosPermisos) => useQuery(permisosQueryOptions(p));
