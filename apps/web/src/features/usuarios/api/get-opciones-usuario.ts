import { queryOptions, useQueries } from '@tanstack/react-query';
import { ZDropdownDepartamentos, ZDropdownJefes, ZDropdownRoles } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { CLAVE_USUARIOS } from './get-usuarios';

/** GET /api/usuarios-admin/dropdowns/departamentos?soloActivos=true → [{ id, nombre }]. */
export const departamentosQueryOptions = () =>
  queryOptions({
    queryKey: [...CLAVE_USUARIOS, 'dropdowns', 'departamentos'],
    queryFn: ({ signal }) =>
      peticion('/usuarios-admin/dropdowns/departamentos', {
        query: { soloActivos: true },
        schema: ZDropdownDepartamentos,
        signal,
      }),
  });

/** GET /api/usuarios-admin/dropdowns/roles → role names. */
export const rolesUsuarioQueryOptions = () =>
  queryOptions({
    queryKey: [...CLAVE_USUARIOS, 'dropdowns', 'roles'],
    queryFn: ({ signal }) => peticion('/usuarios-admin/dropdowns/roles', { schema: ZDropdownRoles, signal }),
  });

/** GET /api/usuarios-admin/dropdowns/jefes?soloActivos=true → [{ id, nombreCompleto }]. */
export const jefesQueryOptions = () =>
  queryOptions({
    queryKey: [...CLAVE_USUARIOS, 'dropdowns', 'jefes'],
    queryFn: ({ signal }) =>
      peticion('/usuarios-admin/dropdowns/jefes', {
        query: { soloActivos: true },
        schema: ZDropdownJefes,
        signal,
      }),
  });

/** The three lists of the user form and filters, requested together (spec 02 §7). */
export const useOpcionesUsuario = () => {
  const [departamentos, roles, jefes] = useQueries({
    queries: [departamentosQueryOptions(), rolesUsuarioQueryOptions(), jefesQueryOptions()],
  });
  return { departamentos, roles, jefes };
};
