import type { Readable } from 'node:stream';
import {
  COLUMNAS_IMPORTACION,
  CONFIGURACION_IMPORTACION_POR_DEFECTO,
  EXTENSIONES_IMPORTACION,
  MAX_REGISTROS_IMPORTACION,
  MAX_TAMANO_ARCHIVO_IMPORTACION,
  MENSAJES_IMPORTACION,
  nombrePlantilla,
  type TColumnasImportacion,
  type TProgresoImportacion,
} from '@app/contract/bulk-import';
import { noEncontrado } from '../../lib/app-error';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { Actor } from '../usuarios-admin/usuarios.service';
import * as repo from './bulk-import.repository';
import type { ContextoImportacion } from './contexto';
import { credencialesXlsx } from './credenciales';
import { plantillaCsv, plantillaExcel } from './plantillas';

// What the wizard reads besides validating and processing: progress, columns, templates, credentials.

/** Progress of a run: this process's memory first, then the run's record (another process, or finished). */
export async function consultarProgreso(
  ctx: ContextoImportacion,
  actor: Actor,
  clave: string,
): Promise<TProgresoImportacion> {
  const enMemoria = ctx.progreso.obtener(clave, actor.id);
  if (enMemoria) return enMemoria;
  const r = await repo.buscarPorClave(ctx.db, clave, actor.id);
  if (!r) throw noEncontrado(MENSAJES_IMPORTACION.progresoNoEncontrado);
  const abandonada =
    r.estado === 'EN_PROCESO' && ctx.reloj.ahora().getTime() - r.fechaInicio.getTime() > 10 * 60_000;
  const fase =
    r.estado === 'EN_PROCESO'
      ? abandonada
        ? 'interrumpido'
        : 'creando'
      : r.estado === 'CANCELADO'
        ? 'cancelado'
        : r.estado === 'COMPLETADO' || r.estado === 'PARCIAL' || r.estado === 'VALIDADO'
          ? 'completado'
          : 'fallido';
  const terminado = r.estado !== 'EN_PROCESO' || abandonada;
  return {
    claveEjecucion: clave,
    fase,
    porcentaje: fase === 'completado' || fase === 'fallido' ? 100 : 0,
    procesados: r.exitosos,
    total: r.totalRegistros,
    mensaje: ctx.progreso.mensajeDe(fase),
    terminado,
  };
}

/** Columns, limits, and the choices the actor has: active departments and the roles they may grant. */
export async function columnas(ctx: ContextoImportacion, actor: Actor): Promise<TColumnasImportacion> {
  const [departamentos, roles] = await Promise.all([
    ctx.usuarios.departamentosConCodigo(true),
    ctx.usuarios.roles(actor),
  ]);
  return {
    columnas: COLUMNAS_IMPORTACION.map((c) => ({ ...c })),
    rolesDisponibles: roles,
    departamentos,
    configuracionPorDefecto: CONFIGURACION_IMPORTACION_POR_DEFECTO,
    limites: {
      maxRegistros: MAX_REGISTROS_IMPORTACION,
      maxTamanoBytes: MAX_TAMANO_ARCHIVO_IMPORTACION,
      extensiones: [...EXTENSIONES_IMPORTACION],
    },
    correoDisponible: ctx.correoDisponible,
  };
}

/** The template, with the actor's departments and grantable roles as its choices. */
export async function plantilla(ctx: ContextoImportacion, actor: Actor, formato: 'xlsx' | 'csv') {
  const c = await columnas(ctx, actor);
  const datos = { departamentos: c.departamentos, roles: c.rolesDisponibles, hoy: ctx.reloj.hoy() };
  return {
    nombreArchivo: nombrePlantilla(datos.hoy, formato),
    contenido: formato === 'xlsx' ? await plantillaExcel(datos) : plantillaCsv(datos),
  };
}

/** The generated passwords of a run, once, as an .xlsx; the download itself is audited (never the passwords). */
export async function descargarCredenciales(
  ctx: ContextoImportacion,
  actor: Actor,
  token: string,
): Promise<{ nombreArchivo: string; contenido: Readable }> {
  const filas = ctx.credenciales.retirar(token, actor.id);
  if (!filas) throw noEncontrado(MENSAJES_IMPORTACION.credencialesNoDisponibles);
  await registrarAuditoria(ctx.db, {
    modulo: 'GESTION_USUARIOS',
    tipoAccion: 'DESCARGAR_CREDENCIALES_IMPORTACION',
    severidad: 'SECURITY',
    mensajeCorto: `Descarga única de ${filas.length} contraseñas temporales de una importación masiva`,
    usuarioEjecutorId: actor.id,
    ip: actor.ip,
    datosNuevos: { cantidad: filas.length },
  });
  return {
    nombreArchivo: `Credenciales_BulkImport_${ctx.reloj.hoy()}.xlsx`,
    contenido: credencialesXlsx(filas),
  };
}
