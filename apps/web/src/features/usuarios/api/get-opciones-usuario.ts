import { queryOptions, useQueries } from '@tanstack/react-query';
import { ZDropdownDepartamentos, ZDropdownRoles } from '@app/contract/usuarios';
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

/**
 * The short lists of the user form and filters, requested together. The managers are not among
 * them: the form searches them on the server (`useOpcionesJefe`), as a company may have thousands.
 */
export const useOpcionesUsuario = () => {
  const [departamentos, roles] = useQueries({
    queries: [departamentosQueryOptions(), rolesUsuarioQueryOptions()],
  });
  return { departamentos, roles };
};
