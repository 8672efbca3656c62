import {
  MENSAJES_IMPORTACION,
  type TConfiguracionImportacion,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { permisosInsuficientes } from '../../db/administradores';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../usuarios-admin/usuarios.service';
import { altasDe, crearUsuarios, terminarConAltas } from './altas';
import * as repo from './bulk-import.repository';
import {
  limpiarNombre,
  sha256,
  type ArchivoRecibido,
  type ContextoImportacion,
  type Examen,
  type OpcionesEjecucion,
} from './contexto';
import { fallidosDeFilas, finalizarRegistro, terminarSinCrear, type Ejecucion } from './ejecucion';
import { examinar } from './examen';

/**
 * Why nothing may be created (the file is unreadable, or it has errors and the run is all-or-nothing, or no row
 * is valid), as the finished reply; undefined when creation may go on.
 */
async function rechazoAntesDeCrear(ctx: ContextoImportacion, e: Ejecucion, examen: Examen) {
  const a = examen.analisis;
  if (examen.erroresArchivo.length || !a)
    return terminarSinCrear(
      ctx,
      e,
      examen,
      'RECHAZADO',
      examen.erroresArchivo[0] ?? MENSAJES_IMPORTACION.errorProcesar,
      examen.erroresArchivo.map((m) => ({
        numeroFila: null,
        mensaje: m,
        sugerencia: 'Corrija el archivo (o use la plantilla) y vuelva a intentarlo.',
        esCritico: true,
      })),
    );
  const todoONada = !e.config.continuarConErrores;
  if ((a.errores.length > 0 && todoONada) || a.validas.length === 0)
    return terminarSinCrear(
      ctx,
      e,
      examen,
      'CON_ERRORES',
      MENSAJES_IMPORTACION.procesadoSinCambios,
      fallidosDeFilas(a, todoONada),
    );
  return undefined;
}

/** The run's record, opened before the file is read, and what its steps share. */
async function abrirEjecucion(
  ctx: ContextoImportacion,
  base: Omit<Ejecucion, 'importacionId' | 'notificacionEmail'>,
): Promise<Ejecucion> {
  const { actor, archivo, config, opciones } = base;
  const importacionId = await repo.registrarImportacion(ctx.db, {
    claveEjecucion: opciones.claveEjecucion ?? null,
    usuarioId: actor.id,
    fechaInicio: base.inicio,
    nombreArchivo: limpiarNombre(archivo.nombre),
    tamanoBytes: archivo.bytes.length,
    sha256: base.huella,
    soloValidacion: false,
    estado: 'EN_PROCESO',
  });
  return {
    ...base,
    importacionId,
    notificacionEmail: {
      solicitada: config.enviarNotificacionEmail,
      enviada: false,
      mensaje:
        config.enviarNotificacionEmail && !ctx.correoDisponible
          ? MENSAJES_IMPORTACION.sinServidorCorreo
          : null,
    },
  };
}

/**
 * Processes a file. With continuarConErrores=false, all rows or none (one transaction); with true, every valid
 * row is created and every invalid row reported. Managers in the same file are created before their reports.
 * Generated temporary passwords use the fast salted-SHA-256 scheme and are offered once as an .xlsx download.
 */
export async function procesar(
  ctx: ContextoImportacion,
  actor: Actor,
  archivo: ArchivoRecibido,
  config: TConfiguracionImportacion,
  opciones: OpcionesEjecucion = {},
): Promise<TResultadoProcesamiento> {
  // Nobody creates a user with a role they could not grant themselves: refused before anything.
  await ctx.usuarios.exigirRolesOtorgablesPorNombre(actor, config.rolesPorDefecto, 'RolesPorDefecto');
  const inicio = ctx.reloj.ahora();
  const seguimiento = ctx.progreso.iniciar(opciones.claveEjecucion, actor.id, opciones.alProgreso);
  const huella = sha256(archivo.bytes);
  let importacionId: number | undefined;
  try {
    const e = await abrirEjecucion(ctx, { actor, archivo, config, opciones, inicio, huella, seguimiento });
    importacionId = e.importacionId;
    const examen = await examinar(ctx, actor, archivo, huella, config, seguimiento);
    // Not a row to skip: the whole file is refused, even with continuarConErrores.
    if (examen.analisis?.rolesNoOtorgables.length)
      throw permisosInsuficientes(examen.analisis.rolesNoOtorgables[0]!);
    const rechazo = await rechazoAntesDeCrear(ctx, e, examen);
    if (rechazo || !examen.analisis) return rechazo!;
    const { altas, generadas } = altasDe(examen.analisis.validas, config);
    const creacion = await crearUsuarios(ctx, e, examen, altas);
    if ('rechazo' in creacion) {
      generadas.length = 0;
      return creacion.rechazo;
    }
    return await terminarConAltas(ctx, e, examen, examen.analisis, creacion.creados, generadas);
  } catch (error) {
    if (!(error instanceof AppError && error.codigo === 'CANCELADO')) {
      if (importacionId !== undefined)
        await finalizarRegistro(ctx, importacionId, 'FALLIDO', 0, 0, 0, inicio).catch(() => {});
      seguimiento.terminar('fallido', MENSAJES_IMPORTACION.errorProcesar);
    }
    throw error;
  }
}
