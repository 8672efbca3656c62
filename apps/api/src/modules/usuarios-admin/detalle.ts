import { MENSAJES_USUARIO as M, type TUsuarioDetalle } from '@app/contract/usuarios';
import { permisosFaltantes } from '@app/contract/roles';
import { permisosQueTienen } from '../../db/administradores';
import { noEncontrado } from '../../lib/app-error';
import type { ContextoUsuarios } from './contexto';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/** Every field of the user form, for the view and edit modes. */
export async function detalle({ db }: ContextoUsuarios, actor: Actor, id: number): Promise<TUsuarioDetalle> {
  const f = await repo.buscarDetalle(db, id);
  if (!f) throw noEncontrado(M.noEncontrado);
  const tienen = await permisosQueTienen(db, [actor.id, id]);
  return {
    id: f.id,
    nombres: f.nombres,
    apellidoPaterno: f.apellidoPaterno,
    apellidoMaterno: f.apellidoMaterno,
    nombreCompleto: f.nombreCompleto,
    dni: f.dni,
    extranjero: f.extranjero,
    numeroCelular: f.numeroCelular,
    email: f.email,
    fechaIngreso: f.fechaIngreso,
    empresa: f.empresa,
    departamentoId: f.departamentoId,
    departamento: f.departamento,
    jefeId: f.jefeId,
    manager: f.manager,
    roles: f.roles,
    estaActivo: f.activo,
    estado: f.activo ? 'Activo' : 'Inactivo',
    forzarCambioContrasena: f.debeCambiarContrasena,
    debeCambiarContrasena: f.debeCambiarContrasena,
    tieneContrasenaTemporal: f.esquemaContrasena.startsWith('sha256-temp'),
    fechaCreacion: f.fechaCreacion.toISOString(),
    fechaActualizacion: f.fechaActualizacion ? f.fechaActualizacion.toISOString() : null,
    puedeGestionar: permisosFaltantes(tienen.get(id) ?? [], tienen.get(actor.id) ?? []).length === 0,
    regimen: f.regimen,
  };
}
