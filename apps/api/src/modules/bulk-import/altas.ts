import {
  MENSAJES_IMPORTACION,
  type TConfiguracionImportacion,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { AppError } from '../../lib/app-error';
import { generarContrasenaTemporal, hashTemporal } from '../../lib/seguridad';
import type { AltaEnLote, OpcionesAltaEnLote } from '../usuarios-admin/usuarios.service';
import { avisoImportacionTerminada } from './avisos';
import { nombreCompleto, recortarLista, type ContextoImportacion, type Examen } from './contexto';
import type { CredencialGenerada } from './credenciales';
import {
  estadisticas,
  fallidosDeFilas,
  finalizarRegistro,
  resumenAuditado,
  resumenDeExamen,
  terminarSinCrear,
  type Ejecucion,
} from './ejecucion';
import type { Analisis, FilaValida } from './validacion';

/** The users to create, each with a fresh temporary password when the configuration asks for them. */
export function altasDe(validas: FilaValida[], config: TConfiguracionImportacion) {
  const generadas: CredencialGenerada[] = [];
  const altas: AltaEnLote[] = validas.map((f) => {
    let hashContrasena: string | null = null;
    if (config.generarPasswordsAutomaticamente) {
      const contrasena = generarContrasenaTemporal();
      hashContrasena = hashTemporal(contrasena);
      generadas.push({ numeroFila: f.numeroFila, nombre: nombreCompleto(f), email: f.email, contrasena });
    }
    return {
      clave: f.numeroFila,
      nombres: f.nombres,
      apellidoPaterno: f.apellidoPaterno,
      apellidoMaterno: f.apellidoMaterno,
      dni: f.dni,
      email: f.email,
      empresa: f.empresa,
      numeroCelular: f.numeroCelular,
      fechaIngreso: f.fechaIngreso,
      extranjero: f.extranjero,
      departamentoId: f.departamentoId,
      departamentoNuevo: f.departamentoNuevo,
      regimen: f.regimen,
      rolIds: f.rolIds,
      roles: f.roles,
      jefe:
        f.jefe === null
          ? null
          : f.jefe.tipo === 'existente'
            ? f.jefe
            : { tipo: 'fila', clave: f.jefe.numeroFila },
      hashContrasena,
    };
  });
  return { altas, generadas };
}

/** How the batch creation of a run reports progress, creates departments, tells the actor and audits. */
function opcionesDeAlta(
  ctx: ContextoImportacion,
  e: Ejecucion,
  examen: Examen,
  aCrear: number,
): OpcionesAltaEnLote {
  const resumenValidacion = resumenDeExamen(examen);
  const nuevos = examen.analisis?.departamentosNuevos ?? [];
  const departamentos = ctx.departamentos;
  return {
    tamanoLote: ctx.tamanoLote,
    senal: e.opciones.senal,
    alAvanzar: (n) => e.seguimiento.fase('creando', n, aCrear),
    motivo: `Importación masiva: ${e.archivo.nombre}`.slice(0, 300),
    ...(nuevos.length && departamentos
      ? {
          crearDepartamentos: (tx) =>
            departamentos.crearParaImportacion(
              tx,
              e.actor,
              nuevos,
              `Importación masiva: ${e.archivo.nombre}`.slice(0, 300),
            ),
        }
      : {}),
    // The administrator who ran it learns the result in the bell (and by e-mail), in the same transaction.
    avisos: (lista) => [
      avisoImportacionTerminada(
        e.actor.id,
        e.archivo.nombre,
        lista.length,
        resumenValidacion.filasConErrores,
      ),
    ],
    resumen: (lista) => ({
      modulo: 'GESTION_USUARIOS',
      tipoAccion: 'IMPORTACION_MASIVA_USUARIOS',
      severidad: 'INFO',
      mensajeCorto: `Importación masiva: ${lista.length} usuarios creados desde ${e.archivo.nombre}`,
      usuarioEjecutorId: e.actor.id,
      ip: e.actor.ip,
      tablaAfectada: 'importaciones',
      registroId: e.importacionId,
      datosNuevos: {
        importacionId: e.importacionId,
        creados: lista.length,
        idsCreados: lista.map((c) => c.id),
        ...(nuevos.length ? { departamentosCreados: nuevos.map((d) => d.codigo) } : {}),
        ...resumenAuditado(e, resumenValidacion),
      },
    }),
  };
}

/**
 * Creates the users (managers before their reports) with one INFO audit summary. A cancelled run throws
 * CANCELADO; a user created meanwhile by someone else ends the run with nothing created.
 */
export async function crearUsuarios(
  ctx: ContextoImportacion,
  e: Ejecucion,
  examen: Examen,
  altas: AltaEnLote[],
): Promise<{ creados: { clave: number; id: number }[] } | { rechazo: TResultadoProcesamiento }> {
  const resumenValidacion = resumenDeExamen(examen);
  const aCrear = altas.length;
  e.seguimiento.fase('creando', 0, aCrear);
  try {
    const creados = await ctx.usuarios.crearEnLote(e.actor, altas, opcionesDeAlta(ctx, e, examen, aCrear));
    return { creados };
  } catch (error) {
    if (e.opciones.senal?.aborted) {
      await finalizarRegistro(
        ctx,
        e.importacionId,
        'CANCELADO',
        resumenValidacion.totalRegistros,
        0,
        resumenValidacion.filasConErrores,
        e.inicio,
      );
      e.seguimiento.terminar('cancelado');
      throw new AppError('CANCELADO', MENSAJES_IMPORTACION.cancelado);
    }
    if (error instanceof AppError && error.codigo === 'CONFLICTO')
      return {
        rechazo: await terminarSinCrear(
          ctx,
          e,
          examen,
          'FALLIDO',
          `${error.message}: otro proceso creó ${error.errores && 'Codigo' in error.errores ? 'ese departamento' : error.errores && 'Nombre' in error.errores ? 'un departamento con ese nombre' : 'ese usuario'} mientras se importaba. No se creó ningún usuario; valide el archivo de nuevo.`,
          [
            {
              numeroFila: null,
              mensaje: error.message,
              sugerencia: 'Valide el archivo de nuevo y vuelva a procesarlo.',
              esCritico: true,
            },
          ],
        ),
      };
    throw error;
  }
}

/** The users are committed: close the run's record, keep the credentials for their one download, reply. */
export async function terminarConAltas(
  ctx: ContextoImportacion,
  e: Ejecucion,
  examen: Examen,
  a: Analisis,
  creados: { clave: number; id: number }[],
  generadas: CredencialGenerada[],
): Promise<TResultadoProcesamiento> {
  const { reloj } = ctx;
  ctx.lecturas.olvidar(e.actor.id, e.huella);
  const resumenValidacion = resumenDeExamen(examen);
  const total = resumenValidacion.totalRegistros;
  const fallidas = resumenValidacion.filasConErrores;
  const duracionMs = Date.now() - e.inicio.getTime();
  // A failure to close the run's record must not lose the result (or the credentials).
  await finalizarRegistro(
    ctx,
    e.importacionId,
    fallidas ? 'PARCIAL' : 'COMPLETADO',
    total,
    creados.length,
    fallidas,
    e.inicio,
  ).catch(() => {});
  const porFila = new Map(a.validas.map((f) => [f.numeroFila, f]));
  const guardadas = generadas.length
    ? ctx.credenciales.guardar(e.actor.id, generadas, reloj.ahora())
    : undefined;
  const message =
    fallidas === 0
      ? MENSAJES_IMPORTACION.procesadoExito(creados.length)
      : MENSAJES_IMPORTACION.procesadoConErrores(fallidas);
  e.seguimiento.terminar('completado', message);
  return {
    esExitoso: fallidas === 0,
    message,
    usuariosCreados: creados.map((c) => {
      const f = porFila.get(c.clave)!;
      return { numeroFila: c.clave, id: c.id, email: f.email, nombre: nombreCompleto(f) };
    }),
    registrosFallidos: recortarLista(fallidosDeFilas(a, !e.config.continuarConErrores)),
    erroresArchivo: [],
    advertencias: recortarLista(examen.advertencias),
    estadisticas: estadisticas(total, creados.length, fallidas, duracionMs),
    resumenValidacion,
    credenciales: guardadas
      ? {
          token: guardadas.token,
          expiraEn: guardadas.expiraEn.toISOString(),
          cantidad: creados.length,
          nombreArchivo: `Credenciales_BulkImport_${reloj.hoy()}.xlsx`,
        }
      : null,
    notificacionEmail: e.notificacionEmail,
    claveEjecucion: e.opciones.claveEjecucion ?? null,
  };
}
