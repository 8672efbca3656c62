import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  COLUMNAS_IMPORTACION,
  CONFIGURACION_IMPORTACION_POR_DEFECTO,
  EXTENSIONES_IMPORTACION,
  MAX_DETALLES_IMPORTACION,
  MAX_REGISTROS_IMPORTACION,
  MAX_TAMANO_ARCHIVO_IMPORTACION,
  MENSAJES_IMPORTACION,
  erroresDeArchivo,
  nombreArchivoErrores,
  nombrePlantilla,
  type TAdvertenciaImportacion,
  type TColumnasImportacion,
  type TConfiguracionImportacion,
  type TProgresoImportacion,
  type TRegistroFallido,
  type TResultadoProcesamiento,
  type TResultadoValidacion,
} from '@app/contract/bulk-import';
import type { Db } from '../../db/client';
import { permisosInsuficientes } from '../../db/administradores';
import { AppError, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { generarContrasenaTemporal, hashTemporal } from '../../lib/seguridad';
import { registrarAuditoria } from '../auditoria/auditoria.service';
import type { DepartamentosService } from '../departamentos/departamentos.service';
import type { Actor, AltaEnLote, UsuariosAdminService } from '../usuarios-admin/usuarios.service';
import { avisoImportacionTerminada } from './avisos';
import { filasDelArchivo } from './archivo';
import * as repo from './bulk-import.repository';
import { erroresXlsx } from './errores-excel';
import { credencialesXlsx, crearAlmacenCredenciales, type CredencialGenerada } from './credenciales';
import { leerRegistros, type Lectura } from './lectura';
import { plantillaCsv, plantillaExcel } from './plantillas';
import { crearRegistroProgreso, type Seguimiento } from './progreso';
import { ErrorArchivo } from './tipos';
import {
  advertenciasDeConfiguracion,
  analizarRegistros,
  clavesParaConsultar,
  omitirEjemplos,
  type Analisis,
  type FilaValida,
} from './validacion';

/** The uploaded file as the route received it (at most 10 MB, in memory). */
export interface ArchivoRecibido {
  nombre: string;
  tipo: string;
  bytes: Buffer;
}

export interface OpcionesEjecucion {
  claveEjecucion?: string | undefined;
  /** Aborted when the client goes away: an unfinished creation is rolled back. */
  senal?: AbortSignal;
  /** Every progress change (the streamed reply). */
  alProgreso?: (p: TProgresoImportacion) => void;
}

interface Examen {
  erroresArchivo: string[];
  advertencias: TAdvertenciaImportacion[];
  analisis?: Analisis;
}

const recortarLista = <T>(lista: T[]) => lista.slice(0, MAX_DETALLES_IMPORTACION);
const nombreCompleto = (f: { nombres: string; apellidoPaterno: string; apellidoMaterno: string }) =>
  `${f.nombres} ${f.apellidoPaterno} ${f.apellidoMaterno}`;
const limpiarNombre = (nombre: string) => nombre.replace(/[\\/]/g, '_').slice(-255) || 'archivo';

export function crearBulkImportService(deps: {
  db: Db;
  reloj: Reloj;
  usuarios: UsuariosAdminService;
  /** Creates the departments a file names when crearDepartamentosFaltantes is on. */
  departamentos?: DepartamentosService;
  /** No mail server is configured in this deployment: notifications cannot be sent. */
  correoDisponible?: boolean;
  tamanoLote?: number;
}) {
  const { db, reloj, usuarios } = deps;
  const correoDisponible = deps.correoDisponible ?? false;
  const progreso = crearRegistroProgreso();
  const credenciales = crearAlmacenCredenciales();

  /**
   * The rows of the last file each user validated, by its SHA-256, for a few minutes: the wizard uploads the same
   * file to validate and then to process, and reading it twice is the slowest part. Only cell values are kept
   * (the database checks always run again), one file per user.
   */
  const lecturas = new Map<number, { sha256: string; lectura: Lectura; temporizador: NodeJS.Timeout }>();
  const recordarLectura = (usuarioId: number, sha256: string, lectura: Lectura) => {
    const previa = lecturas.get(usuarioId);
    if (previa) clearTimeout(previa.temporizador);
    const temporizador = setTimeout(() => lecturas.delete(usuarioId), 10 * 60_000);
    temporizador.unref();
    lecturas.set(usuarioId, { sha256, lectura, temporizador });
  };
  const lecturaRecordada = (usuarioId: number, sha256: string) => {
    const e = lecturas.get(usuarioId);
    return e?.sha256 === sha256 ? e.lectura : undefined;
  };
  /** Once its users exist the file's rows are of no more use. */
  const olvidarLectura = (usuarioId: number, sha256: string) => {
    const previa = lecturas.get(usuarioId);
    if (previa?.sha256 !== sha256) return;
    clearTimeout(previa.temporizador);
    lecturas.delete(usuarioId);
  };

  /** Reads and checks the whole file; nothing is written. File faults end up in erroresArchivo. */
  async function examinar(
    actor: Actor,
    archivo: ArchivoRecibido,
    huella: string,
    config: TConfiguracionImportacion,
    seguimiento: Seguimiento,
  ): Promise<Examen> {
    const deConfiguracion = advertenciasDeConfiguracion(config, correoDisponible);
    const basicos = erroresDeArchivo({
      name: archivo.nombre,
      size: archivo.bytes.length,
      type: archivo.tipo,
    });
    if (basicos.length) return { erroresArchivo: basicos, advertencias: deConfiguracion };
    try {
      seguimiento.fase('leyendo');
      let lectura = lecturaRecordada(actor.id, huella);
      if (!lectura) {
        lectura = await leerRegistros(filasDelArchivo(archivo.nombre, archivo.bytes), {
          maxRegistros: MAX_REGISTROS_IMPORTACION,
          alAvanzar: (n) => seguimiento.fase('leyendo', n),
        });
        if (!lectura.erroresArchivo.length) recordarLectura(actor.id, huella, lectura);
      }
      if (lectura.erroresArchivo.length)
        return {
          erroresArchivo: lectura.erroresArchivo,
          advertencias: [...deConfiguracion, ...lectura.advertencias],
        };
      const sinEjemplos = omitirEjemplos(lectura.registros);
      const registros = sinEjemplos.registros;
      if (!registros.length)
        return {
          erroresArchivo: [MENSAJES_IMPORTACION.soloEjemplos],
          advertencias: [...deConfiguracion, ...lectura.advertencias, ...sinEjemplos.advertencias],
        };
      seguimiento.fase('validando', 0, registros.length);
      const { emails, dnis } = clavesParaConsultar(registros);
      const referencia = await usuarios.referenciasParaImportacion(actor, emails, dnis);
      const analisis = analizarRegistros(registros, { ...referencia, hoy: reloj.hoy() }, config);
      return {
        erroresArchivo: [],
        advertencias: [
          ...deConfiguracion,
          ...lectura.advertencias,
          ...sinEjemplos.advertencias,
          ...analisis.advertencias,
        ],
        analisis,
      };
    } catch (error) {
      if (error instanceof ErrorArchivo)
        return { erroresArchivo: [error.message], advertencias: deConfiguracion };
      throw error;
    }
  }

  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  /**
   * Validates a file without creating anything: every rule of the user form per row (with the spreadsheet's
   * row number, a message and how to fix it), uniqueness against the database and within the file, departments,
   * roles, managers and cycles. The run is recorded and audited.
   */
  async function validar(
    actor: Actor,
    archivo: ArchivoRecibido,
    config: TConfiguracionImportacion,
    opciones: OpcionesEjecucion = {},
  ): Promise<TResultadoValidacion> {
    await usuarios.exigirRolesOtorgablesPorNombre(actor, config.rolesPorDefecto, 'RolesPorDefecto');
    const inicio = reloj.ahora();
    const seguimiento = progreso.iniciar(opciones.claveEjecucion, actor.id, opciones.alProgreso);
    try {
      const huella = sha256(archivo.bytes);
      const examen = await examinar(actor, archivo, huella, config, seguimiento);
      const a = examen.analisis;
      const duracionMs = Date.now() - inicio.getTime();
      const esValido = examen.erroresArchivo.length === 0 && a !== undefined && a.errores.length === 0;
      const resultado: TResultadoValidacion = {
        esValido,
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
  async function descargarErrores(
    actor: Actor,
    archivo: ArchivoRecibido,
    config: TConfiguracionImportacion,
  ): Promise<{ nombreArchivo: string; contenido: Buffer }> {
    await usuarios.exigirRolesOtorgablesPorNombre(actor, config.rolesPorDefecto, 'RolesPorDefecto');
    const seguimiento = progreso.iniciar(undefined, actor.id);
    try {
      const examen = await examinar(actor, archivo, sha256(archivo.bytes), config, seguimiento);
      return {
        nombreArchivo: nombreArchivoErrores(reloj.hoy()),
        contenido: await erroresXlsx(examen.erroresArchivo, examen.analisis?.errores ?? []),
      };
    } finally {
      seguimiento.terminar('completado', 'Errores descargados');
    }
  }

  const resumenRegistro = (
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

  /** One processing run, as its steps share it. */
  interface Ejecucion {
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

  const resumenDeExamen = (examen: Examen): ResumenValidacion => ({
    totalRegistros: examen.analisis?.total ?? 0,
    filasValidas: examen.analisis?.validas.length ?? 0,
    filasConErrores: examen.analisis?.filasConErrores ?? 0,
    totalErrores: examen.analisis?.errores.length ?? 0,
    totalAdvertencias: examen.advertencias.length,
  });

  const resumenAuditado = (e: Ejecucion, resumen: ResumenValidacion) =>
    resumenRegistro(
      e.archivo,
      e.huella,
      { usuariosEncontrados: resumen.totalRegistros, ...resumen },
      e.config,
    );

  /** The run ends with nothing created: its record, a WARNING audit entry and the reply, in one transaction. */
  async function terminarSinCrear(
    e: Ejecucion,
    examen: Examen,
    estado: repo.EstadoImportacion,
    message: string,
    fallidos: TRegistroFallido[],
  ): Promise<TResultadoProcesamiento> {
    const resumenValidacion = resumenDeExamen(examen);
    const total = resumenValidacion.totalRegistros;
    const duracionMs = Date.now() - e.inicio.getTime();
    await db.transaction(async (tx) => {
      await repo.terminarImportacion(tx, e.importacionId, {
        estado,
        fechaFin: reloj.ahora(),
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

  /** The row errors as failed records; critical when they stopped the whole run. */
  const fallidosDeFilas = (a: Analisis, todoONada: boolean): TRegistroFallido[] =>
    a.errores.map((x) => ({
      numeroFila: x.numeroFila,
      mensaje: x.mensaje,
      sugerencia: x.sugerencia,
      esCritico: todoONada,
    }));

  /**
   * Why nothing may be created (the file is unreadable, or it has errors and the run is all-or-nothing, or no row
   * is valid), as the finished reply; undefined when creation may go on.
   */
  async function rechazoAntesDeCrear(e: Ejecucion, examen: Examen) {
    const a = examen.analisis;
    if (examen.erroresArchivo.length || !a)
      return terminarSinCrear(
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
        e,
        examen,
        'CON_ERRORES',
        MENSAJES_IMPORTACION.procesadoSinCambios,
        fallidosDeFilas(a, todoONada),
      );
    return undefined;
  }

  /** The users to create, each with a fresh temporary password when the configuration asks for them. */
  function altasDe(validas: FilaValida[], config: TConfiguracionImportacion) {
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

  /**
   * Creates the users (managers before their reports) with one INFO audit summary. A cancelled run throws
   * CANCELADO; a user created meanwhile by someone else ends the run with nothing created.
   */
  async function crearUsuarios(
    e: Ejecucion,
    examen: Examen,
    altas: AltaEnLote[],
  ): Promise<{ creados: { clave: number; id: number }[] } | { rechazo: TResultadoProcesamiento }> {
    const resumenValidacion = resumenDeExamen(examen);
    const aCrear = altas.length;
    const nuevos = examen.analisis?.departamentosNuevos ?? [];
    e.seguimiento.fase('creando', 0, aCrear);
    try {
      const creados = await usuarios.crearEnLote(e.actor, altas, {
        tamanoLote: deps.tamanoLote,
        senal: e.opciones.senal,
        alAvanzar: (n) => e.seguimiento.fase('creando', n, aCrear),
        motivo: `Importación masiva: ${e.archivo.nombre}`.slice(0, 300),
        ...(nuevos.length && deps.departamentos
          ? {
              crearDepartamentos: (tx) =>
                deps.departamentos!.crearParaImportacion(
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
      });
      return { creados };
    } catch (error) {
      if (e.opciones.senal?.aborted) {
        await finalizarRegistro(
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
  async function terminarConAltas(
    e: Ejecucion,
    examen: Examen,
    a: Analisis,
    creados: { clave: number; id: number }[],
    generadas: CredencialGenerada[],
  ): Promise<TResultadoProcesamiento> {
    olvidarLectura(e.actor.id, e.huella);
    const resumenValidacion = resumenDeExamen(examen);
    const total = resumenValidacion.totalRegistros;
    const fallidas = resumenValidacion.filasConErrores;
    const duracionMs = Date.now() - e.inicio.getTime();
    // A failure to close the run's record must not lose the result (or the credentials).
    await finalizarRegistro(
      e.importacionId,
      fallidas ? 'PARCIAL' : 'COMPLETADO',
      total,
      creados.length,
      fallidas,
      e.inicio,
    ).catch(() => {});
    const porFila = new Map(a.validas.map((f) => [f.numeroFila, f]));
    const guardadas = generadas.length
      ? credenciales.guardar(e.actor.id, generadas, reloj.ahora())
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

  /**
   * Processes a file. With continuarConErrores=false, all rows or none (one transaction); with true, every valid
   * row is created and every invalid row reported. Managers in the same file are created before their reports.
   * Generated temporary passwords use the fast salted-SHA-256 scheme and are offered once as an .xlsx download.
   */
  async function procesar(
    actor: Actor,
    archivo: ArchivoRecibido,
    config: TConfiguracionImportacion,
    opciones: OpcionesEjecucion = {},
  ): Promise<TResultadoProcesamiento> {
    // Nobody creates a user with a role they could not grant themselves: refused before anything.
    await usuarios.exigirRolesOtorgablesPorNombre(actor, config.rolesPorDefecto, 'RolesPorDefecto');
    const inicio = reloj.ahora();
    const seguimiento = progreso.iniciar(opciones.claveEjecucion, actor.id, opciones.alProgreso);
    const huella = sha256(archivo.bytes);
    let importacionId: number | undefined;
    try {
      importacionId = await repo.registrarImportacion(db, {
        claveEjecucion: opciones.claveEjecucion ?? null,
        usuarioId: actor.id,
        fechaInicio: inicio,
        nombreArchivo: limpiarNombre(archivo.nombre),
        tamanoBytes: archivo.bytes.length,
        sha256: huella,
        soloValidacion: false,
        estado: 'EN_PROCESO',
      });
      const e: Ejecucion = {
        actor,
        archivo,
        config,
        opciones,
        inicio,
        huella,
        importacionId,
        seguimiento,
        notificacionEmail: {
          solicitada: config.enviarNotificacionEmail,
          enviada: false,
          mensaje:
            config.enviarNotificacionEmail && !correoDisponible
              ? MENSAJES_IMPORTACION.sinServidorCorreo
              : null,
        },
      };
      const examen = await examinar(actor, archivo, huella, config, seguimiento);
      // Not a row to skip: the whole file is refused, even with continuarConErrores.
      if (examen.analisis?.rolesNoOtorgables.length)
        throw permisosInsuficientes(examen.analisis.rolesNoOtorgables[0]!);
      const rechazo = await rechazoAntesDeCrear(e, examen);
      if (rechazo || !examen.analisis) return rechazo!;
      const { altas, generadas } = altasDe(examen.analisis.validas, config);
      const creacion = await crearUsuarios(e, examen, altas);
      if ('rechazo' in creacion) {
        generadas.length = 0;
        return creacion.rechazo;
      }
      return await terminarConAltas(e, examen, examen.analisis, creacion.creados, generadas);
    } catch (error) {
      if (!(error instanceof AppError && error.codigo === 'CANCELADO')) {
        if (importacionId !== undefined)
          await finalizarRegistro(importacionId, 'FALLIDO', 0, 0, 0, inicio).catch(() => {});
        seguimiento.terminar('fallido', MENSAJES_IMPORTACION.errorProcesar);
      }
      throw error;
    }
  }

  async function finalizarRegistro(
    id: number,
    estado: repo.EstadoImportacion,
    total: number,
    exitosos: number,
    fallidos: number,
    inicio: Date,
  ) {
    await repo.terminarImportacion(db, id, {
      estado,
      fechaFin: reloj.ahora(),
      totalRegistros: total,
      exitosos,
      fallidos,
      duracionMs: Date.now() - inicio.getTime(),
    });
  }

  const estadisticas = (total: number, creados: number, fallidos: number, duracionMs: number) => ({
    totalRegistrosProcesados: total,
    usuariosCreados: creados,
    registrosFallidos: fallidos,
    tiempoProcesamiento: duracionMs,
    registrosPorSegundo: duracionMs > 0 ? Math.round((total * 1000) / duracionMs) : total,
  });

  /** Progress of a run: this process's memory first, then the run's record (another process, or finished). */
  async function consultarProgreso(actor: Actor, clave: string): Promise<TProgresoImportacion> {
    const enMemoria = progreso.obtener(clave, actor.id);
    if (enMemoria) return enMemoria;
    const r = await repo.buscarPorClave(db, clave, actor.id);
    if (!r) throw noEncontrado(MENSAJES_IMPORTACION.progresoNoEncontrado);
    const abandonada =
      r.estado === 'EN_PROCESO' && reloj.ahora().getTime() - r.fechaInicio.getTime() > 10 * 60_000;
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
      mensaje: progreso.mensajeDe(fase),
      terminado,
    };
  }

  /** Columns, limits, and the choices the actor has: active departments and the roles they may grant. */
  async function columnas(actor: Actor): Promise<TColumnasImportacion> {
    const [departamentos, roles] = await Promise.all([
      usuarios.departamentosConCodigo(true),
      usuarios.roles(actor),
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
      correoDisponible,
    };
  }

  async function datosPlantilla(actor: Actor) {
    const c = await columnas(actor);
    return { departamentos: c.departamentos, roles: c.rolesDisponibles, hoy: reloj.hoy() };
  }

  async function plantilla(actor: Actor, formato: 'xlsx' | 'csv') {
    const datos = await datosPlantilla(actor);
    return {
      nombreArchivo: nombrePlantilla(datos.hoy, formato),
      contenido: formato === 'xlsx' ? await plantillaExcel(datos) : plantillaCsv(datos),
    };
  }

  /** The generated passwords of a run, once, as an .xlsx; the download itself is audited (never the passwords). */
  async function descargarCredenciales(
    actor: Actor,
    token: string,
  ): Promise<{ nombreArchivo: string; contenido: Readable }> {
    const filas = credenciales.retirar(token, actor.id);
    if (!filas) throw noEncontrado(MENSAJES_IMPORTACION.credencialesNoDisponibles);
    await registrarAuditoria(db, {
      modulo: 'GESTION_USUARIOS',
      tipoAccion: 'DESCARGAR_CREDENCIALES_IMPORTACION',
      severidad: 'SECURITY',
      mensajeCorto: `Descarga única de ${filas.length} contraseñas temporales de una importación masiva`,
      usuarioEjecutorId: actor.id,
      ip: actor.ip,
      datosNuevos: { cantidad: filas.length },
    });
    return {
      nombreArchivo: `Credenciales_BulkImport_${reloj.hoy()}.xlsx`,
      contenido: credencialesXlsx(filas),
    };
  }

  return {
    validar,
    procesar,
    descargarErrores,
    consultarProgreso,
    columnas,
    plantilla,
    descargarCredenciales,
  };
}

export type BulkImportService = ReturnType<typeof crearBulkImportService>;

/** The formula neutralisation of every export (ADR 019: other modules go through the service). */
