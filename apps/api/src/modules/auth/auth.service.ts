import type { TAccionAuditoria } from '@app/contract/auditoria';
import type { TCambiarContrasenaBody, TLoginRespuesta, TSesion } from '@app/contract/auth';
import { MENSAJES } from '@app/contract/errores';
import type { Db, Ejecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { problemasDeContrasena } from '../../lib/politica-contrasena';
import type { Reloj } from '../../lib/reloj';
import { hashArgon2, hashToken, nuevoToken, verificarContrasena } from '../../lib/seguridad';
import { registrarAuditoria } from '../../db/registro-auditoria';
import * as repo from './auth.repository';
import * as limitacion from './limitacion';
import { clavesDeAcceso, type ClavesDeAcceso } from './limitacion';

/** Session limits (ASVS 3.3.2 L2 defaults; SESION_INACTIVIDAD_MIN and SESION_MAXIMA_HORAS). */
export interface LimitesSesion {
  inactividadMinutos: number;
  maximaHoras: number;
}
export const LIMITES_SESION_POR_DEFECTO: LimitesSesion = { inactividadMinutos: 30, maximaHoras: 12 };

/**
 * Writing last-use on every call would turn each read into a write, so it is skipped within this interval. The
 * server may therefore end a session up to this long before "idle timeout after the last call"; the web counts
 * its deadline from the last call minus this slack (apps/web/src/lib/actividad-sesion.ts).
 */
export const INTERVALO_TOQUE_MS = 30 * 1000;

export const MENSAJE_TEMPORAL_USADA =
  'La contraseña temporal ya fue utilizada. Solicite al administrador un nuevo reinicio de contraseña.';
export const MENSAJE_TEMPORAL_VENCIDA =
  'La contraseña temporal venció. Solicite al administrador un nuevo reinicio de contraseña.';
const MENSAJE_ACTUAL_INCORRECTA = 'La contraseña actual no es correcta';

export interface UsuarioSesion extends TSesion {
  id: number;
  sesionId: number;
  email: string;
  /** The data version (see db/version-datos.ts) when the request was authenticated. */
  versionDatos: number;
  /** The company's configured time zone at that version (null: TZ_NEGOCIO), read with the session. */
  zonaHoraria: string | null;
  /** Whether, on business day `hoy` and at that version, a pending request's start had passed (materializar). */
  pendientesVencidas: { hoy: string; hay: boolean };
}

export interface ContextoPeticion {
  ip: string | null;
}

/** Why a sign-in whose attempt was evaluated is refused: each is audited; only LOGIN_FALLIDO is a wrong guess. */
type Rechazo =
  | { tipo: 'LOGIN_FALLIDO'; motivo: string }
  | { tipo: 'LOGIN_USUARIO_INACTIVO'; motivo: string }
  | { tipo: 'LOGIN_TEMPORAL_REUTILIZADA'; motivo: string }
  | { tipo: 'LOGIN_TEMPORAL_VENCIDA'; motivo: string };

const MENSAJE_CORTO: Record<Rechazo['tipo'], string> = {
  LOGIN_FALLIDO: 'Intento de inicio de sesión fallido',
  LOGIN_USUARIO_INACTIVO: 'Intento de inicio de sesión de un usuario desactivado',
  LOGIN_TEMPORAL_REUTILIZADA: 'Intento de inicio de sesión con una contraseña temporal ya utilizada',
  LOGIN_TEMPORAL_VENCIDA: 'Intento de inicio de sesión con una contraseña temporal vencida',
};

export function crearAuthService(deps: { db: Db; reloj: Reloj; sesion?: LimitesSesion }) {
  const { db, reloj } = deps;
  const limites = deps.sesion ?? LIMITES_SESION_POR_DEFECTO;
  const inactividadMs = limites.inactividadMinutos * 60_000;
  const duracionMaximaMs = limites.maximaHoras * 60 * 60_000;
  // Unknown emails still pay for one argon2 verification, so timing does not reveal which emails exist.
  const hashSenuelo = hashArgon2('contraseña-señuelo-para-igualar-tiempos');

  /** A refused attempt that was not throttled (ADR 006): audited with severity SECURITY. */
  async function auditarLimitado(
    ejecutor: Ejecutor,
    c: ClavesDeAcceso,
    datos: {
      tipoAccion: TAccionAuditoria;
      mensajeCorto: string;
      usuarioId: number | null;
      ip: string | null;
    },
  ) {
    await registrarAuditoria(ejecutor, {
      modulo: 'AUTENTICACION',
      tipoAccion: datos.tipoAccion,
      severidad: 'SECURITY',
      mensajeCorto: datos.mensajeCorto,
      motivo: 'Demasiados intentos fallidos: la contraseña no se verificó',
      usuarioEjecutorId: null,
      usuarioAfectadoId: datos.usuarioId,
      ip: datos.ip,
      tablaAfectada: 'intentos_acceso',
      datosNuevos: { email: c.correo },
    });
  }

  /**
   * Signs a user in (ADR 006). Unknown email, wrong password and a deactivated account (even with the right
   * password) get the same 401; a throttled attempt gets 429 whether the account exists or not, and its password
   * is not checked. Every wrong guess counts toward throttling; a matching password clears the account's failures
   * from this address.
   */
  async function login(email: string, contrasena: string, ctx: ContextoPeticion): Promise<TLoginRespuesta> {
    const ahora = reloj.ahora();
    const claves = clavesDeAcceso(email, ctx.ip);
    const usuario = await repo.buscarUsuarioParaLogin(db, claves.correo);
    if (!(await limitacion.reservarIntento(db, claves, ahora))) {
      await auditarLimitado(db, claves, {
        tipoAccion: 'LOGIN_LIMITADO',
        mensajeCorto: 'Inicio de sesión rechazado por demasiados intentos fallidos',
        usuarioId: usuario?.id ?? null,
        ip: ctx.ip,
      });
      throw limitacion.errorLimitado();
    }

    let rechazo: Rechazo | undefined;
    if (!usuario || !usuario.hashContrasena) {
      await verificarContrasena('argon2id', await hashSenuelo, contrasena);
      rechazo = { tipo: 'LOGIN_FALLIDO', motivo: 'Email desconocido o sin contraseña' };
    } else if (!(await verificarContrasena(usuario.esquemaContrasena, usuario.hashContrasena, contrasena))) {
      rechazo = { tipo: 'LOGIN_FALLIDO', motivo: 'Contraseña incorrecta' };
    } else if (!usuario.activo) {
      rechazo = { tipo: 'LOGIN_USUARIO_INACTIVO', motivo: 'Contraseña correcta de un usuario desactivado' };
    } else if (usuario.esquemaContrasena === 'sha256-temp-usada') {
      rechazo = { tipo: 'LOGIN_TEMPORAL_REUTILIZADA', motivo: 'La contraseña temporal ya se había usado' };
    } else if (
      usuario.esquemaContrasena === 'sha256-temp' &&
      usuario.contrasenaTemporalExpiraEn &&
      usuario.contrasenaTemporalExpiraEn <= ahora
    ) {
      rechazo = {
        tipo: 'LOGIN_TEMPORAL_VENCIDA',
        motivo: `La contraseña temporal venció el ${usuario.contrasenaTemporalExpiraEn.toISOString()}`,
      };
    }

    if (rechazo) {
      const r = rechazo;
      // Only a wrong guess counts toward throttling. The other refusals come after a matching password: like a
      // success, they clear the account's failures from this address (ADR 006).
      const adivinanza = r.tipo === 'LOGIN_FALLIDO';
      await db.transaction(async (tx) => {
        if (adivinanza) await limitacion.registrarFallo(tx, claves, ahora);
        else await limitacion.registrarExito(tx, claves);
        const seguidos = usuario && adivinanza ? await repo.contarFalloDeUsuario(tx, usuario.id) : null;
        await registrarAuditoria(tx, {
          modulo: 'AUTENTICACION',
          tipoAccion: r.tipo,
          severidad: 'SECURITY',
          mensajeCorto: MENSAJE_CORTO[r.tipo],
          motivo: seguidos === null ? r.motivo : `${r.motivo} (fallo ${seguidos} seguido)`,
          usuarioAfectadoId: usuario?.id ?? null,
          ip: ctx.ip,
          tablaAfectada: 'usuarios',
          registroId: usuario?.id ?? null,
          datosNuevos: { email: claves.correo },
        });
      });
      // Only someone who proved the password learns why a temporary one no longer works (ADR 001).
      if (r.tipo === 'LOGIN_TEMPORAL_REUTILIZADA')
        throw new AppError('CREDENCIALES_INVALIDAS', MENSAJE_TEMPORAL_USADA);
      if (r.tipo === 'LOGIN_TEMPORAL_VENCIDA')
        throw new AppError('CREDENCIALES_INVALIDAS', MENSAJE_TEMPORAL_VENCIDA);
      throw new AppError('CREDENCIALES_INVALIDAS', MENSAJES.credencialesInvalidas);
    }

    const cuenta = usuario!;
    const token = nuevoToken();
    const esTemporal = cuenta.esquemaContrasena === 'sha256-temp';
    const debeCambiarContrasena = cuenta.debeCambiarContrasena || esTemporal;
    const expiraEn = new Date(ahora.getTime() + duracionMaximaMs);
    const { roles, permisos } = await db.transaction(async (tx) => {
      await limitacion.registrarExito(tx, claves);
      await repo.registrarExito(tx, cuenta.id, esTemporal);
      await repo.crearSesion(tx, {
        hashToken: hashToken(token),
        usuarioId: cuenta.id,
        expiraEn,
        ip: ctx.ip,
        ahora,
      });
      await registrarAuditoria(tx, {
        modulo: 'AUTENTICACION',
        tipoAccion: 'LOGIN',
        severidad: 'SECURITY',
        mensajeCorto: 'Inicio de sesión exitoso',
        usuarioEjecutorId: cuenta.id,
        usuarioAfectadoId: cuenta.id,
        ip: ctx.ip,
        tablaAfectada: 'sesiones',
      });
      return repo.rolesYPermisos(tx, cuenta.id);
    });
    return {
      token,
      userName: cuenta.email,
      nombreCompleto: cuenta.nombreCompleto,
      roles,
      permisos,
      debeCambiarContrasena,
      inactividadMinutos: limites.inactividadMinutos,
      expiraEn: expiraEn.toISOString(),
    };
  }

  /**
   * The signed-in user behind a bearer token, or an error saying why there is none. `actividad: false` (a call the
   * app makes on its own, e.g. polling) checks the session without refreshing its last use.
   */
  async function usuarioDesdeToken(
    token: string,
    opciones: { actividad?: boolean } = {},
  ): Promise<UsuarioSesion> {
    const hoy = reloj.hoy();
    const sesion = await repo.buscarSesionPorHash(db, hashToken(token), hoy);
    const ahora = reloj.ahora();
    if (!sesion) throw new AppError('SESION_EXPIRADA', MENSAJES.sesionExpirada);
    const inactiva = ahora.getTime() - sesion.ultimoUso.getTime() > inactividadMs;
    if (inactiva || sesion.expiraEn <= ahora || !sesion.activo) {
      throw new AppError('SESION_EXPIRADA', MENSAJES.sesionExpirada);
    }
    if (opciones.actividad !== false && ahora.getTime() - sesion.ultimoUso.getTime() > INTERVALO_TOQUE_MS) {
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
      inactividadMinutos: limites.inactividadMinutos,
      expiraEn: sesion.expiraEn.toISOString(),
      versionDatos: sesion.versionDatos,
      zonaHoraria: sesion.zonaHoraria,
      pendientesVencidas: { hoy, hay: sesion.pendientesVencidas },
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

  /**
   * Changes the caller's password (argon2id), clears the forced-change flag and any temporary password's expiry,
   * revokes their other sessions. A wrong current password counts toward throttling like a failed sign-in (same
   * cuenta-ip key: the user's email and this address) and is audited; a throttled attempt gets 429 unchecked. The
   * new password must pass the policy of ADR 007 (not common, not the person's name or email).
   */
  async function cambiarContrasena(
    usuario: UsuarioSesion,
    body: TCambiarContrasenaBody,
    ctx: ContextoPeticion,
  ) {
    const ahora = reloj.ahora();
    const claves = clavesDeAcceso(usuario.email, ctx.ip);
    if (!(await limitacion.reservarIntento(db, claves, ahora))) {
      await auditarLimitado(db, claves, {
        tipoAccion: 'CAMBIO_CONTRASENA_LIMITADO',
        mensajeCorto: 'Cambio de contraseña rechazado por demasiados intentos fallidos',
        usuarioId: usuario.id,
        ip: ctx.ip,
      });
      throw limitacion.errorLimitado();
    }
    const actual = await repo.leerCredenciales(db, usuario.id);
    const valida =
      actual?.hash != null && (await verificarContrasena(actual.esquema, actual.hash, body.contrasenaActual));
    if (!actual || !valida) {
      await db.transaction(async (tx) => {
        await limitacion.registrarFallo(tx, claves, ahora);
        const seguidos = await repo.contarFalloDeUsuario(tx, usuario.id);
        await registrarAuditoria(tx, {
          modulo: 'AUTENTICACION',
          tipoAccion: 'CAMBIO_CONTRASENA_FALLIDO',
          severidad: 'SECURITY',
          mensajeCorto: 'Intento de cambio de contraseña con la contraseña actual incorrecta',
          motivo: `Contraseña actual incorrecta (fallo ${seguidos} seguido)`,
          usuarioEjecutorId: usuario.id,
          usuarioAfectadoId: usuario.id,
          ip: ctx.ip,
          tablaAfectada: 'usuarios',
          registroId: usuario.id,
        });
      });
      throw new AppError('VALIDACION', MENSAJE_ACTUAL_INCORRECTA, {
        ContrasenaActual: [MENSAJE_ACTUAL_INCORRECTA],
      });
    }
    // The current password was proved: the failures of this account from this address are forgotten.
    await limitacion.registrarExito(db, claves);
    const problemas = await problemasDeContrasena(body.nuevaContrasena, actual);
    if (problemas.length) {
      throw new AppError('VALIDACION', problemas[0]!, { NuevaContrasena: problemas });
    }
    const nuevoHash = await hashArgon2(body.nuevaContrasena);
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

/**
 * Ends a user's open sessions inside the caller's transaction (deactivation, reset by HR): other modules reach
 * the session table only through this service (ADR 019).
 */
export const revocarSesionesDeUsuario = repo.revocarSesionesDeUsuario;
