import {
  MENSAJES_USUARIO as M,
  type TCrearUsuarioBody,
  type TCrearUsuarioRespuesta,
} from '@app/contract/usuarios';
import { exigirRolesOtorgables, permisosQueTiene } from '../../db/administradores';
import { AppError } from '../../lib/app-error';
import { problemasDeContrasena } from '../../lib/politica-contrasena';
import { generarContrasenaTemporal, hashArgon2, hashTemporal } from '../../lib/seguridad';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { ContextoUsuarios } from './contexto';
import {
  camposFila,
  exigirDepartamento,
  exigirJefeValido,
  exigirUnicos,
  resolverRoles,
  traducirDuplicado,
} from './reglas-usuario';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

/**
 * Creates a user: unique email and DNI, an active department, active roles, an active manager. A typed password
 * must meet the policy and is hashed with argon2id; otherwise one is generated, stored as a one-use temporary
 * hash, and returned once in the reply. Audited in the same transaction.
 */
export async function crear(
  { db, reloj, vencimientoTemporal }: ContextoUsuarios,
  actor: Actor,
  body: TCrearUsuarioBody,
): Promise<TCrearUsuarioRespuesta> {
  // A typed password also must not be common, breached or made of the person's name or email (ADR 007).
  const problemas =
    body.contrasenaTemporal === undefined ? [] : await problemasDeContrasena(body.contrasenaTemporal, body);
  if (problemas.length) throw new AppError('VALIDACION', problemas[0]!, { ContrasenaTemporal: problemas });
  const ahora = reloj.ahora();
  const generada = body.contrasenaTemporal === undefined ? generarContrasenaTemporal() : undefined;
  // A generated password, or a typed one the user must replace, is temporary: it expires.
  const credencial = generada
    ? {
        hashContrasena: hashTemporal(generada),
        esquemaContrasena: 'sha256-temp' as const,
        debeCambiarContrasena: true,
        contrasenaTemporalExpiraEn: vencimientoTemporal(ahora),
      }
    : {
        hashContrasena: await hashArgon2(body.contrasenaTemporal!),
        esquemaContrasena: 'argon2id' as const,
        debeCambiarContrasena: body.forzarCambioContrasena,
        contrasenaTemporalExpiraEn: body.forzarCambioContrasena ? vencimientoTemporal(ahora) : null,
      };
  const fechaIngreso = body.fechaIngreso ?? reloj.hoy();
  try {
    return await db.transaction(async (tx) => {
      await exigirUnicos(tx, body.email, body.dni);
      await exigirDepartamento(tx, body.departamentoId, true);
      const rolesElegidos = await resolverRoles(tx, body.roles);
      await exigirRolesOtorgables(tx, await permisosQueTiene(tx, actor.id), rolesElegidos.elegidos);
      if (body.jefeId) await exigirJefeValido(tx, body.jefeId);
      const datos = {
        ...camposFila(body),
        fechaIngreso,
        activo: body.estadoInicial,
        // Beyond the spec (ADR 027): null follows the company's régimen.
        regimen: body.regimen ?? null,
      };
      const id = await repo.insertarUsuario(tx, {
        ...datos,
        ...credencial,
        fechaCreacion: ahora,
        creadoPorId: actor.id,
      });
      await repo.reemplazarRoles(tx, id, rolesElegidos.ids);
      // Roles are granted here: a security event, with the permissions they give.
      await registrarAuditoria(tx, {
        modulo: 'GESTION_USUARIOS',
        tipoAccion: 'CREAR_USUARIO',
        severidad: 'SECURITY',
        mensajeCorto: `Usuario creado: ${body.nombres} ${body.apellidoPaterno} ${body.apellidoMaterno} (${body.email})`,
        usuarioEjecutorId: actor.id,
        usuarioAfectadoId: id,
        ip: actor.ip,
        tablaAfectada: 'usuarios',
        registroId: id,
        datosNuevos: {
          ...datos,
          roles: rolesElegidos.nombres,
          permisos: await permisosQueTiene(tx, id),
          debeCambiarContrasena: credencial.debeCambiarContrasena,
          contrasenaGenerada: generada !== undefined,
        },
      });
      return { message: M.creado, id, ...(generada ? { contrasenaTemporal: generada } : {}) };
    });
  } catch (error) {
    traducirDuplicado(error);
  }
}
