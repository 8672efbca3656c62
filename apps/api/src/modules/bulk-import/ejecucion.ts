import {
  type TConfiguracionImportacion,
  type TRegistroFallido,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { Actor } from '../usuarios-admin/usuarios.service';
import * as repo from './bulk-import.repository';
import {
  recortarLista,
  type ArchivoRecibido,
  type ContextoImportacion,
  type Examen,
  type OpcionesEjecucion,
} from './contexto';
import type { Seguimiento } from './progreso';
import type { Analisis } from './validacion';

/** One processing run, as its steps share it. */
export interface Ejecucion {
  actor: Actor;
  archivo: ArchivoRecibido;
  config: TConfiguracionImportacion;
  opciones: OpcionesEjecucion;
  inicio: Date;
  huella: string;
  importacionId: number;
  seguimiento: Seguimiento;
  notificacionEmail: TResultadoProcesamiento['notificacionEmail'];
}
type ResumenValidacion = TResultadoProcesamiento['resumenValidacion'];

/** What the audit record of a validation or a run says about its file. */
export const resumenRegistro = (
  archivo: ArchivoRecibido,
  huella: string,
  r: { usuariosEncontrados: number; filasValidas: number; filasConErrores: number; totalErrores: number },
  config: TConfiguracionImportacion,
) => ({
  nombreArchivo: archivo.nombre,
  tamanoBytes: archivo.bytes.length,
  sha256: huella,
  totalRegistros: r.usuariosEncontrados,
  filasValidas: r.filasValidas,
  filasConErrores: r.filasConErrores,
  totalErrores: r.totalErrores,
  configuracion: config,
});

export const resumenDeExamen = (examen: Examen): ResumenValidacion => ({
  totalRegistros: examen.analisis?.total ?? 0,
  filasValidas: examen.analisis?.validas.length ?? 0,
  filasConErrores: examen.analisis?.filasConErrores ?? 0,
  totalErrores: examen.analisis?.errores.length ?? 0,
  totalAdvertencias: examen.advertencias.length,
});

export const resumenAuditado = (e: Ejecucion, resumen: ResumenValidacion) =>
  resumenRegistro(e.archivo, e.huella, { usuariosEncontrados: resumen.totalRegistros, ...resumen }, e.config);

export const estadisticas = (total: number, creados: number, fallidos: number, duracionMs: number) => ({
  totalRegistrosProcesados: total,
  usuariosCreados: creados,
  registrosFallidos: fallidos,
  tiempoProcesamiento: duracionMs,
  registrosPorSegundo: duracionMs > 0 ? Math.round((total * 1000) / duracionMs) : total,
});

/** The row errors as failed records; critical when they stopped the whole run. */
export const fallidosDeFilas = (a: Analisis, todoONada: boolean): TRegistroFallido[] =>
  a.errores.map((x) => ({
    numeroFila: x.numeroFila,
    mensaje: x.mensaje,
    sugerencia: x.sugerencia,
    esCritico: todoONada,
  }));

export async function finalizarRegistro(
  ctx: ContextoImportacion,
  id: number,
  estado: repo.EstadoImportacion,
  total: number,
  exitosos: number,
  fallidos: number,
  inicio: Date,
) {
  await repo.terminarImportacion(ctx.db, id, {
    estado,
    fechaFin: ctx.reloj.ahora(),
    totalRegistros: total,
    exitosos,
    fallidos,
    duracionMs: Date.now() - inicio.getTime(),
  });
}

/** The run ends with nothing created: its record, a WARNING audit entry and the reply, in one transaction. */
export async function terminarSinCrear(
  ctx: ContextoImportacion,
  e: Ejecucion,
  examen: Examen,
  estado: repo.EstadoImportacion,
  message: string,
  fallidos: TRegistroFallido[],
): Promise<TResultadoProcesamiento> {
  const resumenValidacion = resumenDeExamen(examen);
  const total = resumenValidacion.totalRegistros;
  const duracionMs = Date.now() - e.inicio.getTime();
  await ctx.db.transaction(async (tx) => {
    await repo.terminarImportacion(tx, e.importacionId, {
      estado,
      fechaFin: ctx.reloj.ahora(),
      totalRegistros: total,
      exitosos: 0,
      fallidos: resumenValidacion.filasConErrores,
      duracionMs,
    });
    await registrarAuditoria(tx, {
      modulo: 'GESTION_USUARIOS',
      tipoAccion: 'IMPORTACION_MASIVA_USUARIOS',
      severidad: 'WARNING',
      mensajeCorto: `Importación masiva sin usuarios creados: ${e.archivo.nombre}`,
      motivo: message,
      usuarioEjecutorId: e.actor.id,
      ip: e.actor.ip,
      tablaAfectada: 'importaciones',
      registroId: e.importacionId,
      datosNuevos: {
        importacionId: e.importacionId,
        estado,
        creados: 0,
        ...resumenAuditado(e, resumenValidacion),
      },
    });
  });
  e.seguimiento.terminar('fallido', message);
  return {
    esExitoso: false,
    message,
    usuariosCreados: [],
    registrosFallidos: recortarLista(fallidos),
    erroresArchivo: examen.erroresArchivo,
    advertencias: recortarLista(examen.advertencias),
    estadisticas: estadisticas(total, 0, resumenValidacion.filasConErrores, duracionMs),
    resumenValidacion,
    credenciales: null,
    notificacionEmail: e.notificacionEmail,
    claveEjecucion: e.opciones.claveEjecucion ?? null,
  };
}
