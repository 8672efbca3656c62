import type { TCambiarContrasenaBody, TLoginRespuesta, TSesion } from '@app/contract/auth';
import { MENSAJES } from '@app/contract/errores';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { hashArgon2, hashToken, nuevoToken, verificarContrasena } from '../../lib/seguridad';
import { registrarAuditoria } from '../auditoria/auditoria.service';
import * as repo from './auth.repository';

export const MAX_INTENTOS = 5;
export const MINUTOS_BLOQUEO = 15;
const INACTIVIDAD_MS = 8 * 60 * 60 * 1000;
const DURACION_MAXIMA_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last-use on every call would turn each read into a write; a minute of slack is harmless.
const INTERVALO_TOQUE_MS = 60 * 1000;

export interface UsuarioSesion extends TSesion {
  id: number;
  sesionId: number;
  email: string;
  /** The data version (see db/version-datos.ts) when the request was authenticated. */
  versionDatos: number;
}

export interface ContextoPeticion {
  ip: string | null;
}

export function crearAuthService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;
  // Unknown emails still pay for one argon2 verification, so timing does not reveal which emails exist.
  const hashSenuelo = hashArgon2('contraseña-señuelo-para-igualar-tiempos');

  /** Signs a user in: one message for unknown email and wrong password; locks after 5 failures in a row. */
  async function login(email: string, contrasena: string, ctx: ContextoPeticion): Promise<TLoginRespuesta> {
    const ahora = reloj.ahora();
    const usuario = await repo.buscarUsuarioParaLogin(db, email);
    if (!usuario || !usuario.hashContrasena) {
      await verificarContrasena('argon2id', await hashSenuelo, contrasena);
      await registrarAuditoria(db, {
        modulo: 'AUTENTICACION',
        tipoAccion: 'LOGIN_FALLIDO',
        severidad: 'SECURITY',
        mensajeCorto: 'Intento de inicio de sesión fallido',
        motivo: 'Credenciales inválidas',
        usuarioAfectadoId: usuario?.id ?? null,
        ip: ctx.ip,
        tablaAfectada: 'usuarios',
      });
      throw new AppError('CREDENCIALES_INVALIDAS', MENSAJES.credencialesInvalidas);
    }
    if (usuario.bloqueadoHasta && usuario.bloqueadoHasta > ahora) {
      const minutos = Math.max(1, Math.ceil((usuario.bloqueadoHasta.getTime() - ahora.getTime()) / 60_000));
      throw new AppError(
        'CUENTA_BLOQUEADA',
        `Su cuenta está bloqueada temporalmente por intentos fallidos. Intente nuevamente en ${minutos} minuto(s).`,
      );
    }
    const valida = await verificarContrasena(usuario.esquemaContrasena, usuario.hashContrasena, contrasena);
    if (!valida) {
      const intentos = usuario.intentosFallidos + 1;
      const bloquear = intentos >= MAX_INTENTOS;
      await db.transaction(async (tx) => {
        await repo.registrarFallo(
          tx,
          usuario.id,
          bloquear ? 0 : intentos,
          bloquear ? new Date(ahora.getTime() + MINUTOS_BLOQUEO * 60_000) : null,
        );
        await registrarAuditoria(tx, {
          modulo: 'AUTENTICACION',
          tipoAccion: bloquear ? 'CUENTA_BLOQUEADA' : 'LOGIN_FALLIDO',
          severidad: 'SECURITY',
          mensajeCorto: bloquear
            ? `Cuenta bloqueada por ${MINUTOS_BLOQUEO} minutos tras ${MAX_INTENTOS} intentos fallidos`
            : 'Intento de inicio de sesión fallido',
          motivo: `Contraseña incorrecta (intento ${intentos} de ${MAX_INTENTOS})`,
          usuarioAfectadoId: usuario.id,
          ip: ctx.ip,
          tablaAfectada: 'usuarios',
          registroId: usuario.id,
        });
      });
      if (bloquear) throw new AppError('CUENTA_BLOQUEADA', MENSAJES.cuentaBloqueada(MINUTOS_BLOQUEO));
      throw new AppError('CREDENCIALES_INVALIDAS', MENSAJES.credencialesInvalidas);
    }
    if (usuario.esquemaContrasena === 'sha256-temp-usada') {
      throw new AppError(
        'CREDENCIALES_INVALIDAS',
        'La contraseña temporal ya fue utilizada. Solicite al administrador un nuevo reinicio de contraseña.',
      );
    }
    if (!usuario.activo) {
      await registrarAuditoria(db, {
        modulo: 'AUTENTICACION',
        tipoAccion: 'LOGIN_USUARIO_INACTIVO',
        severidad: 'SECURITY',
        mensajeCorto: 'Intento de inicio de sesión de un usuario inactivo',
        usuarioAfectadoId: usuario.id,
        ip: ctx.ip,
        tablaAfectada: 'usuarios',
        registroId: usuario.id,
      });
      throw new AppError('USUARIO_INACTIVO', MENSAJES.usuarioInactivo);
    }
    const token = nuevoToken();
    const esTemporal = usuario.esquemaContrasena === 'sha256-temp';
    const debeCambiarContrasena = usuario.debeCambiarContrasena || esTemporal;
    const { roles, permisos } = await db.transaction(async (tx) => {
      await repo.registrarExito(tx, usuario.id, esTemporal);
      await repo.crearSesion(tx, {
        hashToken: hashToken(token),
        usuarioId: usuario.id,
        expiraEn: new Date(ahora.getTime() + DURACION_MAXIMA_MS),
        ip: ctx.ip,
        ahora,
      });
      await registrarAuditoria(tx, {
        modulo: 'AUTENTICACION',
        tipoAccion: 'LOGIN',
        severidad: 'INFO',
        mensajeCorto: 'Inicio de sesión exitoso',
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: usuario.id,
        ip: ctx.ip,
        tablaAfectada: 'sesiones',
      });
      return repo.rolesYPermisos(tx, usuario.id);
    });
    return {
      token,
      userName: usuario.email,
      nombreCompleto: usuario.nombreCompleto,
      roles,
      permisos,
      debeCambiarContrasena,
    };
  }

  /** The signed-in user behind a bearer token, or an error saying why there is none. */
  async function usuarioDesdeToken(token: string): Promise<UsuarioSesion> {
    const sesion = await repo.buscarSesionPorHash(db, hashToken(token));
    const ahora = reloj.ahora();
    if (!sesion) throw new AppError('SESION_EXPIRADA', MENSAJES.sesionExpirada);
    const inactiva = ahora.getTime() - sesion.ultimoUso.getTime() > INACTIVIDAD_MS;
    if (inactiva || sesion.expiraEn <= ahora || !sesion.activo) {
      throw new AppError('SESION_EXPIRADA', MENSAJES.sesionExpirada);
    }
    if (ahora.getTime() - sesion.ultimoUso.getTime() > INTERVALO_TOQUE_MS) {
      await repo.tocarSesion(db, sesion.sesionId, ahora);
    }
    return {
      id: sesion.usuarioId,
      sesionId: sesion.sesionId,
      email: sesion.email,
      userName: sesion.email,
      nombreCompleto: sesion.nombreCompleto,
      roles: sesion.roles,
      permisos: sesion.permisos,
      debeCambiarContrasena: sesion.debeCambiarContrasena,
      versionDatos: sesion.versionDatos,
    };
  }

  async function logout(usuario: UsuarioSesion, ctx: ContextoPeticion) {
    await db.transaction(async (tx) => {
      await repo.revocarSesion(tx, usuario.sesionId, reloj.ahora());
      await registrarAuditoria(tx, {
        modulo: 'AUTENTICACION',
        tipoAccion: 'LOGOUT',
        severidad: 'INFO',
        mensajeCorto: 'Cierre de sesión',
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: usuario.id,
        ip: ctx.ip,
        tablaAfectada: 'sesiones',
      });
    });
  }

  /** Changes the caller's password (argon2id), clears the forced-change flag, revokes their other sessions. */
  async function cambiarContrasena(
    usuario: UsuarioSesion,
    body: TCambiarContrasenaBody,
    ctx: ContextoPeticion,
  ) {
    const actual = await repo.leerHashContrasena(db, usuario.id);
    const valida =
      actual?.hash != null && (await verificarContrasena(actual.esquema, actual.hash, body.contrasenaActual));
    if (!valida) {
      throw new AppError('VALIDACION', 'La contraseña actual no es correcta', {
        ContrasenaActual: ['La contraseña actual no es correcta'],
      });
    }
    const nuevoHash = await hashArgon2(body.nuevaContrasena);
    const ahora = reloj.ahora();
    await db.transaction(async (tx) => {
      await repo.guardarContrasena(tx, usuario.id, nuevoHash, ahora);
      await repo.revocarSesionesDeUsuario(tx, usuario.id, ahora, usuario.sesionId);
      await registrarAuditoria(tx, {
        modulo: 'AUTENTICACION',
        tipoAccion: 'CAMBIO_CONTRASENA',
        severidad: 'SECURITY',
        mensajeCorto: 'Cambio de contraseña',
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: usuario.id,
        ip: ctx.ip,
        tablaAfectada: 'usuarios',
        registroId: usuario.id,
      });
    });
    return { message: 'Contraseña actualizada correctamente' };
  }

  return { login, usuarioDesdeToken, logout, cambiarContrasena };
}

export type AuthService = ReturnType<typeof crearAuthService>;
