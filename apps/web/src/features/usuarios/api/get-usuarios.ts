import { useQuery } from '@tanstack/react-query';
import { ZListarUsuariosRespuesta } from '@app/contract/usuarios';
import { listaPaginada, paginaMayusculas, type Paginacion } from '../../../lib/consultas';

/** SortBy keys the user list sends (docs/producto.md, «Usuarios»); `fechaCreacion` is the default order. */
export type CampoOrdenUsuario =
  'nombrecompleto' | 'dni' | 'departamento' | 'fechaingreso' | 'estado' | 'fechaCreacion';

/** The list's filters; empty strings mean "all". */
export interface FiltrosUsuarios {
  busquedaGeneral: string;
  /** A department id as text, or ''. */
  departamentoId: string;
  rol: string;
  estado: '' | 'activo' | 'inactivo';
}

export interface ParametrosUsuarios extends FiltrosUsuarios, Paginacion<CampoOrdenUsuario> {}

/** Prefix of every query of this screen (list, detail, dropdowns): each change of a user invalidates it. */
export const CLAVE_USUARIOS = ['usuarios-admin'] as const;

/** A change of a user (named `accion` in the mutation key) reloads every query of the screen once it succeeded. */
export const recargaUsuarios = (accion: string) => ({
  mutationKey: [...CLAVE_USUARIOS, accion],
  invalidar: () => [CLAVE_USUARIOS],
});

/** GET /api/usuarios-admin with the spec's PascalCase query names; empty filters are left out. */
export const usuariosQueryOptions = listaPaginada(
  [...CLAVE_USUARIOS, 'lista'],
  '/usuarios-admin',
  ZListarUsuariosRespuesta,
  (p: ParametrosUsuarios) => ({ ...paginaMayusculas(p), ...consultaUsuarios(p) }),
);

/** The filters and sort as the query string sends them: the list's pages and its Excel export. */
export const consultaUsuarios = (
  p: FiltrosUsuarios & Pick<ParametrosUsuarios, 'sortBy' | 'isDescending'>,
) => ({
  SortBy: p.sortBy,
  IsDescending: p.isDescending,
  BusquedaGeneral: p.busquedaGeneral.trim(),
  DepartamentoId: p.departamentoId,
  Rol: p.rol,
  EstaActivo: p.estado === '' ? undefined : p.estado === 'activo',
});

/** GET /api/usuarios-admin/exportar: every user matching the filters, as .xlsx. */
export const RUTA_EXPORTAR_USUARIOS = '/usuarios-admin/exportar';

export const useUsuarios = (p: ParametrosUsuarios) => useQuery(usuariosQueryOptions(p));
