import { useQuery } from '@tanstack/react-query';
import { ZModulosRespuesta } from '@app/contract/roles';
import { consultaGet } from '../../../lib/consultas';
import { CLAVE_PERMISOS } from './get-permisos';

/** GET /api/Permiso/modulos: the module names in use. */
export const modulosQueryOptions = () =>
  consultaGet([...CLAVE_PERMISOS, 'modulos'], '/Permiso/modulos', ZModulosRespuesta);

export const useModulos = (habilitado = true) => useQuery({ ...modulosQueryOptions(), enabled: habilitado });
