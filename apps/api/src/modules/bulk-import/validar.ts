import {
  MENSAJES_IMPORTACION,
  nombreArchivoErrores,
  type TConfiguracionImportacion,
  type TResultadoValidacion,
} from '@app/contract/bulk-import';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { Actor } from '../usuarios-admin/usuarios.service';
import * as repo from './bulk-import.repository';
import {
  limpiarNombre,
  recortarLista,
  sha256,
  type ArchivoRecibido,
  type ContextoImportacion,
  type Examen,
  type OpcionesEjecucion,
} from './contexto';
import { resumenRegistro } from './ejecucion';
import { erroresXlsx } from './errores-excel';
import { examinar } from './examen';

/** What a validation answers, from its examination. */
function resultadoDe(examen: Examen, archivo: ArchivoRecibido, duracionMs: number): TResultadoValidacion {
  const a = examen.analisis;
  return {
    esValido: examen.erroresArchivo.length === 0 && a !== undefined && a.errores.length === 0,
    usuariosEncontrados: a?.total ?? 0,
    filasValidas: a?.validas.length ?? 0,
    filasConErrores: a?.filasConErrores ?? 0,
    erroresValidacion: recortarLista(a?.errores ?? []),
    totalErrores: a?.errores.length ?? 0,
    erroresArchivo: examen.erroresArchivo,
    advertencias: recortarLista(examen.advertencias),
    totalAdvertencias: examen.advertencias.length,
    nombreArchivo: archivo.nombre,
    tamanoBytes: archivo.bytes.length,
    duracionMs,
  };
}

/**
 * Validates a file without creating anything: every rule of the user form per row (with the spreadsheet's
 * row number, a message and how to fix it), uniqueness against the database and within the file, departments,
 * roles, managers and cycles. The run is recorded and audited.
 */
export async function validar(
  ctx: ContextoImportacion,
  actor: Actor,
  archivo: ArchivoRecibido,
  config: TConfiguracionImportacion,
  opciones: OpcionesEjecucion = {},
): Promise<TResultadoValidacion> {
  const { db, reloj } = ctx;
  await ctx.usuarios.exigirRolesOtorgablesPorNombre(actor, config.rolesPorDefecto, 'RolesPorDefecto');
  const inicio = reloj.ahora();
  const seguimiento = ctx.progreso.iniciar(opciones.claveEjecucion, actor.id, opciones.alProgreso);
  try {
    const huella = sha256(archivo.bytes);
    const examen = await examinar(ctx, actor, archivo, huella, config, seguimiento);
    const duracionMs = Date.now() - inicio.getTime();
    const resultado = resultadoDe(examen, archivo, duracionMs);
    const esValido = resultado.esValido;
    const estado: repo.EstadoImportacion = examen.erroresArchivo.length
      ? 'RECHAZADO'
      : esValido
        ? 'VALIDADO'
        : 'CON_ERRORES';
    await db.transaction(async (tx) => {
      const id = await repo.registrarImportacion(tx, {
        claveEjecucion: opciones.claveEjecucion ?? null,
        usuarioId: actor.id,
        fechaInicio: inicio,
        fechaFin: reloj.ahora(),
        nombreArchivo: limpiarNombre(archivo.nombre),
        tamanoBytes: archivo.bytes.length,
        sha256: huella,
        soloValidacion: true,
        totalRegistros: resultado.usuariosEncontrados,
        exitosos: resultado.filasValidas,
        fallidos: resultado.filasConErrores,
        duracionMs,
        estado,
      });
      await registrarAuditoria(tx, {
        modulo: 'GESTION_USUARIOS',
        tipoAccion: 'VALIDAR_IMPORTACION_USUARIOS',
        severidad: 'INFO',
        mensajeCorto: `Validación de importación masiva: ${archivo.nombre} (${resultado.usuariosEncontrados} registros, ${resultado.totalErrores} errores)`,
        usuarioEjecutorId: actor.id,
        ip: actor.ip,
        tablaAfectada: 'importaciones',
        registroId: id,
        datosNuevos: { importacionId: id, estado, ...resumenRegistro(archivo, huella, resultado, config) },
      });
    });
    seguimiento.terminar(
      esValido ? 'completado' : 'fallido',
      esValido ? 'Validación terminada' : MENSAJES_IMPORTACION.contieneErrores,
    );
    return resultado;
  } catch (error) {
    seguimiento.terminar('fallido', MENSAJES_IMPORTACION.errorValidar);
    throw error;
  }
}

/**
 * Every error of a file (not only the first ones the wizard lists) as an .xlsx: row, column, value, message and
 * suggestion. The file is read again (from the remembered rows when it was just validated); nothing is written.
 */
export async function descargarErrores(
  ctx: ContextoImportacion,
  actor: Actor,
  archivo: ArchivoRecibido,
  config: TConfiguracionImportacion,
): Promise<{ nombreArchivo: string; contenido: Buffer }> {
  await ctx.usuarios.exigirRolesOtorgablesPorNombre(actor, config.rolesPorDefecto, 'RolesPorDefecto');
  const seguimiento = ctx.progreso.iniciar(undefined, actor.id);
  try {
    const examen = await examinar(ctx, actor, archivo, sha256(archivo.bytes), config, seguimiento);
    return {
      nombreArchivo: nombreArchivoErrores(ctx.reloj.hoy()),
      contenido: await erroresXlsx(examen.erroresArchivo, examen.analisis?.errores ?? []),
    };
  } finally {
    seguimiento.terminar('completado', 'Errores descargados');
  }
}
