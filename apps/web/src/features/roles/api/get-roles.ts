import { useQuery } from '@tanstack/react-query';
import { ZRolesPaginaRespuesta, type ORDEN_ROLES } from '@app/contract/roles';
import { listaPaginada, ordenMayusculas, paginaMayusculas, type Paginacion } from '../../../lib/consultas';

export type CampoOrdenRol = (typeof ORDEN_ROLES)[number];

/** The role list's query (docs/producto.md, «Roles»): name filter, page, size, sort (name ascending by default). */
export interface ParametrosRoles extends Paginacion<CampoOrdenRol> {
  name: string;
}

/** Prefix of every role query (lists, detail, selectable permissions): saving a role invalidates it. */
export const CLAVE_ROLES = ['roles'] as const;

/** GET /api/rol/get-rol-pagination, with the capitalised names the spec sends. */
export const rolesQueryOptions = listaPaginada(
  [...CLAVE_ROLES, 'lista'],
  '/rol/get-rol-pagination',
  ZRolesPaginaRespuesta,
  (p: ParametrosRoles) => ({ Name: p.name.trim(), ...paginaMayusculas(p), ...ordenMayusculas(p) }),
);

export const useRoles = (p: ParametrosRoles) => useQuery(rolesQueryOptions(p));
