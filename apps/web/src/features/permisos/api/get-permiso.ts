import { ZPermiso } from '@app/contract/roles';
import { detallePorId, useConsultaPorId } from '../../../lib/consultas';
import { CLAVE_PERMISOS } from './get-permisos';

/** GET /api/Permiso/{id}. */
export const permisoQueryOptions = detallePorId(CLAVE_PERMISOS, (id) => `/Permiso/${id}`, ZPermiso);

/** The permission shown in the dialog; nothing is fetched while `id` is null. */
export const usePermiso = (id: number | null) => useConsultaPorId(permisoQueryOptions, id);
