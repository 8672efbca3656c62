import { timingSafeEqual } from 'node:crypto';
import {
  DEPARTAMENTO_POR_DEFECTO,
  MENSAJES_CONFIGURACION_INICIAL as M,
  type TConfiguracionInicialDatos,
  type TConfiguracionInicialRespuesta,
  type TEstadoConfiguracionInicial,
} from '@app/contract/configuracion-inicial';
import type { Db, Ejecutor } from '../../db/client';
import { AppError, conflicto, sinPermiso } from '../../lib/app-error';
import { problemasDeContrasena } from '../../lib/politica-contrasena';
import type { Reloj } from '../../lib/reloj';
import { hashArgon2, hashToken, nuevoToken } from '../../lib/seguridad';
import { registrarAuditoria } from '../../db/registro-auditoria';
import * as repo from './configuracion-inicial.repository';

/**
 * On a start without any user, demo or ADMIN_EMAIL: a new random token (32 bytes, base64url) whose SHA-256 alone is
 * stored, replacing any earlier one. The caller prints the link once; the token is never kept anywhere else.
 */
export async function prepararConfiguracionInicial(db: Db, ahora: Date): Promise<string> {
  const token = nuevoToken();
  await repo.guardarToken(db, hashToken(token), ahora);
  return token;
}

/** Constant-time comparison of two SHA-256 hex digests (the stored one and the presented token's). */
function coincide(guardado: string | undefined, token: string): boolean {
  if (!guardado) return false;
  const a = Buffer.from(guardado, 'utf8');
  const b = Buffer.from(hashToken(token), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

const enlaceInvalido = () => sinPermiso(M.enlaceInvalido);

/** The one-time setup of a real company: its data, régimen, first departments and first administrator. */
export function crearConfiguracionInicialService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  async function estado(): Promise<TEstadoConfiguracionInicial> {
    const disponible = !(await repo.hayUsuarios(db)) && (await repo.tokenPendiente(db)) !== undefined;
    return { disponible };
  }

  /** Refuses once anyone exists (409), then a wrong or used token (403, the same words for both). */
  async function exigirDisponible(ejecutor: Ejecutor, hash: string | undefined, token: string) {
    if (await repo.hayUsuarios(ejecutor)) throw conflicto(M.yaRealizada);
    if (!coincide(hash, token)) throw enlaceInvalido();
  }

  async function configurar(
    body: TConfiguracionInicialDatos,
    ip: string | null,
  ): Promise<TConfiguracionInicialRespuesta> {
    // Cheap checks first: nobody learns anything about the password policy without a good link.
    await exigirDisponible(db, await repo.tokenPendiente(db), body.token);
    const problemas = await problemasDeContrasena(body.contrasena, body);
    if (problemas.length) throw new AppError('VALIDACION', problemas[0]!, { Contrasena: problemas });
    const hash = await hashArgon2(body.contrasena);
    const ahora = reloj.ahora();
    const lista = body.departamentos.length ? body.departamentos : [DEPARTAMENTO_POR_DEFECTO];

    return db.transaction(async (tx) => {
      // Under the row lock: of two requests with the same link, the second finds it used and changes nothing.
      const fila = await repo.bloquearToken(tx);
      await exigirDisponible(tx, fila && !fila.fechaUso ? fila.hashToken : undefined, body.token);
      await repo.marcarTokenUsado(tx, ahora);

      const previa = await repo.bloquearEmpresa(tx);
      const empresa = {
        nombreEmpresa: body.nombreComercial,
        razonSocial: body.razonSocial,
        ruc: body.ruc,
        regimen: body.regimen,
      };
      await repo.guardarEmpresa(tx, { ...empresa, fechaActualizacion: ahora });

      const porCodigo = await repo.crearDepartamentos(tx, lista, ahora);
      const creados = lista.map((d) => porCodigo.get(d.codigo));
      // Only if the table was not empty (a database that lost its users): a name taken by another code.
      if (creados.some((d) => d === undefined)) {
        const mensaje = 'Ya existe un departamento con ese nombre y otro código';
        throw conflicto(mensaje, { Departamentos: [mensaje] });
      }
      const primero = creados[0]!;

      const datosAdmin = {
        nombres: body.nombres,
        apellidoPaterno: body.apellidoPaterno,
        apellidoMaterno: body.apellidoMaterno,
        dni: body.dni,
        extranjero: body.extranjero,
        email: body.email,
        empresa: body.nombreComercial,
        departamentoId: primero.id,
        fechaIngreso: reloj.hoy(),
      };
      const adminId = await repo.insertarAdministrador(tx, {
        ...datosAdmin,
        hashContrasena: hash,
        esquemaContrasena: 'argon2id',
        debeCambiarContrasena: false,
        fechaCreacion: ahora,
      });
      await repo.otorgarRolAdmin(tx, adminId);

      const departamentos = creados.map((d) => ({ id: d!.id, codigo: d!.codigo, nombre: d!.nombre }));
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'CONFIGURACION_INICIAL',
        severidad: 'SECURITY',
        mensajeCorto: `Configuración inicial: ${body.nombreComercial} (RUC ${body.ruc}), administrador ${body.email}`,
        usuarioEjecutorId: adminId,
        usuarioAfectadoId: adminId,
        ip,
        tablaAfectada: 'configuracion_empresa',
        registroId: 1,
        datosAnteriores: previa ?? null,
        datosNuevos: { ...empresa, departamentos },
      });
      await registrarAuditoria(tx, {
        modulo: 'GESTION_USUARIOS',
        tipoAccion: 'CREAR_USUARIO',
        severidad: 'SECURITY',
        mensajeCorto: `Primer administrador creado en la configuración inicial: ${body.nombres} ${body.apellidoPaterno} ${body.apellidoMaterno} (${body.email})`,
        usuarioEjecutorId: adminId,
        usuarioAfectadoId: adminId,
        ip,
        tablaAfectada: 'usuarios',
        registroId: adminId,
        datosNuevos: { ...datosAdmin, roles: ['Admin'], debeCambiarContrasena: false },
      });
      return { message: M.completada, email: body.email };
    });
  }

  return { estado, configurar };
}

export type ConfiguracionInicialService = ReturnType<typeof crearConfiguracionInicialService>;
