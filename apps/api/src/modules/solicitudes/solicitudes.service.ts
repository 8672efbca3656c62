import type {
  TAprobarSolicitudBody,
  TGestionSolicitudesExportarQuery,
  TGestionSolicitudesQuery,
} from '@app/contract/equipo';
import type {
  TCancelarSolicitudBody,
  TMisSolicitudesExportarQuery,
  TInterrumpirSolicitudBody,
  TCrearSolicitudBody,
  TMisSolicitudesQuery,
  TSolicitudDetalle,
  TSolicitudItem,
} from '@app/contract/solicitudes';
import { PERMISOS } from '@app/contract/permisos';
import type { Db, Tx } from '../../db/client';
import { conflicto, noEncontrado, reglaNegocio, sinPermiso } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { cambiarYAuditar, insertarYAuditar, type EventoAuditoria } from '../auditoria/auditoria.service';
import type { UsuarioSesion } from '../auth/auth.service';
import { validarNuevaSolicitud } from '../../domain/calculo-saldo';
import type { SaldosService } from '../saldos/saldos.service';
import { estaEnCadenaDeMando, miembrosDelEquipo } from '../../db/jerarquia';
import { buscarMiembros, type BusquedaMiembros } from '../../domain/busqueda-miembros';
import { crearCacheVersionada } from '../../db/version-datos';
import * as repo from './solicitudes.repository';
import {
  MENSAJE_YA_NO_APROBABLE,
  MOTIVO_SIN_RESPUESTA,
  esCancelablePor,
  esInterrumpiblePor,
  estadoEfectivo,
  evaluarCancelacion,
  evaluarInterrupcion,
  puedeDecidirse,
  type QuienCancela,
} from '../../domain/ciclo-solicitud';
import { materializarSinRespuesta, type VistaDeSesion } from './vencimiento.service';
import { destinatariosEn, type Notificador } from '../notificaciones/notificador.service';
import { avisoCancelacion, avisoDecision, avisoSolicitudCreada } from './avisos';
import { decidiblesPorDelegacion, idsSustitutosVigentes } from '../delegaciones/delegaciones.service';
import { crearRecordatorios } from './recordatorios';
import { autorizarDecision } from './autorizacion-decision';
import { excesosSiSeAprueba, resumenExcesos } from '../cobertura/cobertura.service';
import type { ProgramacionService } from '../programacion/programacion.service';
import { hoja, libroExcelEnStream, porLotes } from '../../lib/excel-stream';
import type { Cursor } from '../../lib/cursor-compuesto';
import {
  auditarExportacion,
  nombreExportacion,
  type ExportacionExcel,
} from '../exportaciones/exportaciones.service';
import { columnasSolicitudesExcel, TIPOS_GESTION, TIPOS_MIS_SOLICITUDES } from './exportacion-solicitudes';

type FilaItem = Awaited<ReturnType<typeof repo.listarSolicitudes>>[number];

const aInstante = (d: Date | null) => (d ? d.toISOString() : null);

export function crearSolicitudesService(deps: {
  db: Db;
  reloj: Reloj;
  saldos: SaldosService;
  notificador: Notificador;
  /** ADR 036: a request created from a span of the rol vacacional marks it CONVERTIDO. */
  programacion?: Pick<ProgramacionService, 'convertirEnSolicitud'>;
}) {
  const { db, reloj, saldos, notificador, programacion } = deps;

  /** Runs a change and, once it is committed, wakes the outbox worker for the e-mail it queued. */
  async function yAvisar<T>(cambio: Promise<T>): Promise<T> {
    const r = await cambio;
    notificador.despertar();
    return r;
  }

  /** HR, for the cancellation and interruption rules: whoever holds the user-administration permission. */
  const esRrhh = (usuario: UsuarioSesion) => usuario.permisos.includes(PERMISOS.ADMIN_USUARIOS);

  /** Roles in which the caller may act on a request: the owner, a manager in the chain, HR. */
  const rolesSobre = (usuario: UsuarioSesion, duenoId: number, esJefeEnCadena: boolean): QuienCancela[] => [
    ...(duenoId === usuario.id ? (['TITULAR'] as const) : []),
    ...(esJefeEnCadena && duenoId !== usuario.id && puedeGestionar(usuario) ? (['JEFE'] as const) : []),
    ...(esRrhh(usuario) ? (['RRHH'] as const) : []),
  ];

  /**
   * Locks the request's owner and then the request (404 if missing), with what their balance needs and whether the
   * caller is above the owner in the chain, in one round trip; `quien`: the roles in which the caller may act on it.
   */
  async function bloquearConDueno(tx: Tx, usuario: UsuarioSesion, id: number) {
    const fila = await repo.bloquearConDueno(tx, id, usuario.id, destinatariosEn);
    if (!fila) throw noEncontrado('La solicitud no existe');
    const enCadena = fila.dueno.id !== usuario.id && fila.enCadena;
    return { ...fila, enCadena, quien: rolesSobre(usuario, fila.dueno.id, enCadena) };
  }

  /**
   * Changes the locked request `s` and writes its audit record in one statement (auditoria.cambiarYAuditar), with
   * what every such record names: the module, the caller, the owner, the table and the row.
   */
  const cambiarSolicitud = (
    tx: Tx,
    usuario: UsuarioSesion,
    s: { id: number; usuarioId: number },
    ip: string | null,
    cambios: Parameters<typeof repo.actualizacionDeSolicitud>[2],
    evento: Pick<
      EventoAuditoria,
      'tipoAccion' | 'severidad' | 'mensajeCorto' | 'motivo' | 'datosAnteriores' | 'datosNuevos'
    >,
  ) =>
    cambiarYAuditar(tx, repo.actualizacionDeSolicitud(tx, s.id, cambios), {
      modulo: 'SOLICITUDES_VACACIONES',
      usuarioEjecutorId: usuario.id,
      usuarioAfectadoId: s.usuarioId,
      ip,
      tablaAfectada: 'solicitudes_vacaciones',
      registroId: s.id,
      ...evento,
    });

  /**
   * A pending request whose start passed undecided is stored as cancelled before any read or write that shows or
   * uses it (the engine and the lists already treat it so). Returns how many were closed now. `sesion`: what the
   * caller's session read, when there is a caller (see materializarSinRespuesta).
   */
  const materializar = (sesion?: VistaDeSesion) =>
    materializarSinRespuesta(db, reloj.hoy(), reloj.ahora(), sesion);

  const aItem = (f: FilaItem, quien: QuienCancela[], hoy: string): TSolicitudItem => ({
    id: f.id,
    tipoVacaciones: f.tipoVacaciones as TSolicitudItem['tipoVacaciones'],
    fechaInicio: f.fechaInicio,
    fechaFin: f.fechaFin,
    diasSolicitados: f.diasSolicitados,
    estado: estadoEfectivo(f, hoy),
    fechaSolicitud: f.fechaSolicitud.toISOString(),
    periodo: f.periodo,
    nombreSolicitante: f.nombreSolicitante,
    nombreJefeDirecto: f.nombreJefeDirecto,
    nombreAprobador: f.nombreAprobador,
    fechaAprobacion: aInstante(f.fechaAprobacion),
    puedeCancelar: esCancelablePor(f, hoy, quien),
  });

  /**
   * Creates a request for the caller: validates R1–R7 against their balance at today's date in Lima,
   * computes the end date, assigns their direct manager, and audits — in one transaction, serialised per employee.
   */
  async function crear(usuario: UsuarioSesion, body: TCrearSolicitudBody, ip: string | null) {
    const hoy = reloj.hoy();
    await materializar(usuario);
    return yAvisar(
      db.transaction(async (tx) => {
        // The manager's substitutes in force today decide it too (ADR 033): they are told at once.
        const empleado = await repo.bloquearSolicitante(
          tx,
          usuario.id,
          (jefe) => idsSustitutosVigentes(jefe, hoy),
          destinatariosEn,
        );
        if (!empleado) throw noEncontrado('Usuario no encontrado');
        const entrada = await saldos.entradaDe(tx, empleado, hoy);
        const resultado = validarNuevaSolicitud(entrada, {
          tipo: body.tipoVacaciones,
          dias: body.diasSolicitados,
          fechaInicio: body.fechaInicio,
          periodo: body.periodo,
        });
        if (!resultado.ok) throw reglaNegocio(resultado.codigo, resultado.mensaje);
        const valores = {
          usuarioId: usuario.id,
          tipoVacaciones: body.tipoVacaciones,
          diasSolicitados: body.diasSolicitados,
          fechaInicio: body.fechaInicio,
          fechaFin: resultado.fechaFin,
          periodo: body.periodo,
          estado: 'Pendiente' as const,
          observaciones: body.observaciones?.trim() || null,
          advertencias: resultado.advertencias,
          fechaSolicitud: reloj.ahora(),
          jefeAsignadoId: empleado.jefeId,
        };
        // The request and its audit record in one statement; the record names the id the insert gives.
        const id = await insertarYAuditar(tx, repo.altaDeSolicitud(tx, valores), {
          modulo: 'SOLICITUDES_VACACIONES',
          tipoAccion: 'CREAR_SOLICITUD',
          severidad: 'INFO',
          mensajeCorto: (nuevoId) =>
            `Solicitud #${nuevoId}: ${body.diasSolicitados} día(s) ${body.tipoVacaciones} desde ${body.fechaInicio}`,
          usuarioEjecutorId: usuario.id,
          usuarioAfectadoId: usuario.id,
          ip,
          tablaAfectada: 'solicitudes_vacaciones',
          datosNuevos: {
            tipoVacaciones: valores.tipoVacaciones,
            diasSolicitados: valores.diasSolicitados,
            fechaInicio: valores.fechaInicio,
            fechaFin: valores.fechaFin,
            periodo: valores.periodo,
            estado: valores.estado,
            advertencias: resultado.advertencias,
            ...(body.tramoPlanId != null ? { tramoPlanId: body.tramoPlanId } : {}),
          },
        });
        const creada = { ...valores, id };
        if (body.tramoPlanId != null) {
          if (!programacion) throw noEncontrado('El tramo del plan no existe');
          await programacion.convertirEnSolicitud(tx, usuario, body.tramoPlanId, creada, ip);
        }
        if (empleado.jefeId !== null) {
          const sustitutos = empleado.sustitutos.filter((id) => id !== usuario.id && id !== empleado.jefeId);
          await notificador.notificar(
            tx,
            [empleado.jefeId, ...sustitutos].map((id) =>
              avisoSolicitudCreada(creada, usuario.nombreCompleto, id),
            ),
            empleado.destinatarios,
          );
        }
        return {
          message: 'Solicitud de vacaciones creada exitosamente',
          id: creada.id,
          fechaFin: creada.fechaFin,
          periodo: creada.periodo,
          estado: 'Pendiente' as const,
          advertencias: resultado.advertencias,
        };
      }),
    );
  }

  const dondeMisSolicitudes = (usuario: UsuarioSesion, q: TMisSolicitudesExportarQuery) =>
    repo.todas(repo.soloDe(usuario.id), ...repo.condicionesFiltro(q));

  /** The caller's own requests with the spec's filters, allow-listed sort and paging. */
  async function misSolicitudes(usuario: UsuarioSesion, q: TMisSolicitudesQuery) {
    await materializar(usuario);
    const hoy = reloj.hoy();
    const { filas, total } = await repo.misSolicitudes(
      db,
      usuario.id,
      q,
      { campo: q.sortBy, descendente: q.isDescending },
      { numero: q.pageNumber, tamano: q.pageSize },
    );
    const quien = rolesSobre(usuario, usuario.id, false);
    return { solicitudes: filas.map((f) => aItem(f, quien, hoy)), total };
  }

  /** Detail of one request: its owner, anyone above the owner in the management chain, or a global reader. */
  async function detalle(usuario: UsuarioSesion, id: number): Promise<TSolicitudDetalle> {
    await materializar(usuario);
    const f = await repo.buscarDetalle(db, id);
    if (!f) throw noEncontrado('La solicitud no existe');
    const enCadena = f.usuarioId !== usuario.id && (await estaEnCadenaDeMando(db, usuario.id, f.usuarioId));
    // A substitute reads what they decided, or may decide today, by delegation (ADR 033).
    const porDelegacion = async () =>
      f.aprobadorId === usuario.id ||
      (puedeGestionar(usuario) &&
        (await decidiblesPorDelegacion(db, usuario.id, reloj.hoy(), f.id)).length > 0);
    const puedeLeer =
      f.usuarioId === usuario.id ||
      usuario.permisos.includes(PERMISOS.SOLICITUDES_VER_TODAS) ||
      enCadena ||
      (await porDelegacion());
    if (!puedeLeer) throw sinPermiso('No tiene permiso para ver esta solicitud');
    return {
      ...aItem(f, rolesSobre(usuario, f.usuarioId, enCadena), reloj.hoy()),
      observaciones: f.observaciones,
      comentarios: f.comentarios,
      emailSolicitante: f.emailSolicitante,
      motivoCancelacion: f.motivoCancelacion,
      fechaCancelacion: aInstante(f.fechaCancelacion),
      advertencias: f.advertencias,
      fechaFinSolicitada: f.fechaFinSolicitada,
      diasSolicitadosOriginales: f.diasSolicitadosOriginales,
      motivoInterrupcion: f.motivoInterrupcion,
      fechaInterrupcion: aInstante(f.fechaInterrupcion),
      nombreInterrumpidoPor: f.nombreInterrumpidoPor,
      nombreDelegadoDe: f.nombreDelegadoDe,
      nombreEscaladaA: f.nombreEscaladaA,
    };
  }

  /**
   * Cancels a request and releases its days (docs/reglas-vacaciones.md, «Reservas y ciclo de la solicitud»): the
   * owner their pending request at any time; an approved request that has not started, the owner, a manager above
   * them in the chain, or HR. The cancelling person is recorded.
   */
  async function cancelar(
    usuario: UsuarioSesion,
    id: number,
    body: TCancelarSolicitudBody,
    ip: string | null,
  ) {
    const hoy = reloj.hoy();
    await materializar(usuario);
    return yAvisar(
      db.transaction(async (tx) => {
        const { solicitud: s, quien, destinatarios } = await bloquearConDueno(tx, usuario, id);
        if (quien.length === 0) {
          throw sinPermiso(
            'Solo quien creó la solicitud, un jefe en su línea de mando o RR. HH. puede cancelarla',
          );
        }
        const evaluacion = evaluarCancelacion(s, hoy, quien);
        if (!evaluacion.ok) {
          throw evaluacion.estadoHttp === 403
            ? sinPermiso(evaluacion.mensaje)
            : conflicto(evaluacion.mensaje);
        }
        const ahora = reloj.ahora();
        const como = quien.includes('TITULAR') ? 'TITULAR' : quien.includes('JEFE') ? 'JEFE' : 'RRHH';
        await cambiarSolicitud(
          tx,
          usuario,
          s,
          ip,
          {
            estado: 'Cancelada',
            canceladoPorId: usuario.id,
            motivoCancelacion: body.MotivoCancelacion,
            fechaCancelacion: ahora,
          },
          {
            tipoAccion: 'CANCELAR_SOLICITUD',
            severidad: s.estado === 'Aprobada' ? 'WARNING' : 'INFO',
            mensajeCorto: `Solicitud #${id} (${s.estado.toLowerCase()}) cancelada por ${usuario.email}`,
            motivo: body.MotivoCancelacion,
            datosAnteriores: { estado: s.estado },
            datosNuevos: { estado: 'Cancelada', canceladoPorId: usuario.id, como },
          },
        );
        // The owner tells whoever approved it or was to decide it; anyone else tells the owner.
        const destinatario = como === 'TITULAR' ? (s.aprobadorId ?? s.jefeAsignadoId) : s.usuarioId;
        if (destinatario !== null && destinatario !== usuario.id) {
          await notificador.notificar(
            tx,
            [
              avisoCancelacion(
                s,
                destinatario,
                como !== 'TITULAR',
                usuario.nombreCompleto,
                body.MotivoCancelacion,
              ),
            ],
            destinatarios,
          );
        }
        return { message: 'Solicitud cancelada exitosamente' };
      }),
    );
  }

  const puedeGestionar = (usuario: UsuarioSesion) => usuario.permisos.includes(PERMISOS.GESTION_SOLICITUDES);

  /**
   * The team's requests (direct reports, or every level below) with the spec's filters, sort and paging.
   * `estadisticas` counts the whole filtered set; `totalCompleto` the team's requests without filters.
   */
  // A team's member ids and the counts of a filter, per data version (any change elsewhere invalidates them).
  const cacheEquipos = crearCacheVersionada<number[]>(64);
  const cacheConteos = crearCacheVersionada<Awaited<ReturnType<typeof repo.estadisticas>>>(256);

  async function idsDelEquipoEnCache(jefeId: number, todos: boolean, version: number) {
    const clave = `${jefeId}|${todos}`;
    const enCache = cacheEquipos.obtener(clave, version);
    if (enCache) return enCache;
    const ids = (await miembrosDelEquipo(db, jefeId, todos)).map((m) => m.id);
    cacheEquipos.guardar(clave, version, ids);
    return ids;
  }

  /** The caller's team (direct reports or every level) and the list's filters; 403 for an employee outside it. */
  async function alcanceGestion(usuario: UsuarioSesion, q: TGestionSolicitudesExportarQuery) {
    const todos = q.incluirSubordinadosNivelN;
    // Closing undecided requests changes the data: this request must not reuse counts of the version before it.
    const version = (await materializar(usuario)) > 0 ? -1 : usuario.versionDatos;
    const ids = await idsDelEquipoEnCache(usuario.id, todos, version);
    if (q.empleadoId !== undefined && !ids.includes(q.empleadoId)) {
      throw sinPermiso('El empleado no pertenece a su equipo');
    }
    const equipo = repo.deUsuarios(ids);
    const filtro = repo.todas(...repo.condicionesGestion(q));
    return { todos, version, ids, equipo, filtro };
  }

  async function gestion(usuario: UsuarioSesion, q: TGestionSolicitudesQuery) {
    const { todos, version, ids, equipo, filtro } = await alcanceGestion(usuario, q);
    // Status and employee filters are answered by the per-employee totals; the others count the requests.
    const otrosFiltros = [
      q.periodo,
      q.tipoVacaciones,
      q.fechaInicio,
      q.fechaFin,
      q.fechaInicioRango,
      q.fechaFinRango,
    ];
    const claveConteo = JSON.stringify([usuario.id, todos, q.empleadoId, q.estado, ...otrosFiltros]);
    const contar = async () => {
      const enCache = cacheConteos.obtener(claveConteo, version);
      if (enCache) return enCache;
      const conteo = otrosFiltros.every((v) => v === undefined)
        ? await repo.estadisticasDeTotales(db, ids, { estado: q.estado, empleadoId: q.empleadoId })
        : await repo.estadisticas(db, equipo, filtro);
      cacheConteos.guardar(claveConteo, version, conteo);
      return conteo;
    };
    const [filas, conteo] = await Promise.all([
      ids.length === 0
        ? Promise.resolve([])
        : repo.paginaDeGestion(
            db,
            ids,
            q,
            { campo: q.sortBy, descendente: q.isDescending },
            { numero: q.pageNumber, tamano: q.pageSize },
          ),
      contar(),
    ]);
    const hoy = reloj.hoy();
    const gestiona = puedeGestionar(usuario);
    const { totalCompleto, ...estadisticas } = conteo;
    return {
      // Every row is below the caller in the chain, so the chain rule holds; self-approval is excluded by id.
      solicitudes: filas.map((f) => {
        const quien = rolesSobre(usuario, f.usuarioId, true);
        return {
          ...aItem(f, quien, hoy),
          puedeAprobar: gestiona && puedeDecidirse(f, hoy) && f.usuarioId !== usuario.id,
          puedeInterrumpir: esInterrumpiblePor(f, hoy, quien),
        };
      }),
      total: estadisticas.total,
      totalCompleto,
      estadisticas,
    };
  }

  async function equipoEmpleados(
    usuario: UsuarioSesion,
    todosLosNiveles: boolean,
    busqueda: BusquedaMiembros = {},
  ) {
    const miembros = buscarMiembros(await miembrosDelEquipo(db, usuario.id, todosLosNiveles), busqueda);
    return {
      empleados: miembros.map((m) => ({
        id: m.id,
        nombreCompleto: m.nombreCompleto,
        esDirecto: m.esDirecto,
      })),
    };
  }

  /**
   * A manager above the applicant (direct or higher), holding the management permission and not the applicant,
   * approves or rejects a pending request. The request is locked, so of two concurrent decisions one wins and the
   * other sees the new status (409). Approval re-checks the block rule and overlaps against today's data.
   */
  async function decidir(usuario: UsuarioSesion, id: number, body: TAprobarSolicitudBody, ip: string | null) {
    const aprobar = body.accion === 'aprobar';
    const hoy = reloj.hoy();
    return yAvisar(
      db.transaction(async (tx) => {
        const {
          solicitud: s,
          dueno: empleado,
          conCobertura,
          enCadena,
          destinatarios,
        } = await bloquearConDueno(tx, usuario, id);
        // A manager in the chain decides as such; otherwise a substitute of one of them, in force today (ADR 033).
        const delegacion = await autorizarDecision(
          tx,
          usuario,
          { id, usuarioId: empleado.id, enCadena },
          hoy,
        );
        // Undecided past its start: closed, whether or not that was already stored.
        const cerradaSinRespuesta =
          s.estado === 'Cancelada' &&
          s.canceladoPorId === null &&
          s.motivoCancelacion === MOTIVO_SIN_RESPUESTA;
        if (
          (s.estado === 'Pendiente' || cerradaSinRespuesta) &&
          !puedeDecidirse({ ...s, estado: 'Pendiente' }, hoy)
        ) {
          throw conflicto(MENSAJE_YA_NO_APROBABLE);
        }
        if (s.estado !== 'Pendiente') {
          throw conflicto(
            `La solicitud ya fue ${s.estado.toLowerCase()}; solo se pueden gestionar solicitudes pendientes`,
          );
        }
        if (aprobar) {
          const entrada = await saldos.entradaDe(tx, empleado, hoy);
          const v = validarNuevaSolicitud(entrada, {
            id: s.id,
            tipo: s.tipoVacaciones,
            dias: s.diasSolicitados,
            fechaInicio: s.fechaInicio,
            periodo: s.periodo,
          });
          // The order of periods and the start date were checked when it was requested; a late decision keeps them.
          if (!v.ok && v.codigo !== 'FECHA_PASADA' && v.codigo !== 'ORDEN_PERIODOS') {
            throw reglaNegocio(v.codigo, `No se puede aprobar: ${v.mensaje}`);
          }
        }
        // Approving over the department's coverage is allowed (the manager decides), and recorded.
        const coberturaExcedida =
          aprobar && conCobertura ? await excesosSiSeAprueba(tx, s, empleado.departamentoId) : [];
        const estado = aprobar ? 'Aprobada' : 'Rechazada';
        const comentarios = body.comentarios?.trim() || null;
        const porDelegacion = delegacion ? ` por delegación de ${delegacion.nombreDelegadoDe}` : '';
        await cambiarSolicitud(
          tx,
          usuario,
          s,
          ip,
          {
            estado,
            aprobadorId: usuario.id,
            fechaAprobacion: reloj.ahora(),
            comentarios,
            delegadoDeId: delegacion?.delegadoDeId ?? null,
          },
          {
            tipoAccion: aprobar ? 'APROBAR_SOLICITUD' : 'RECHAZAR_SOLICITUD',
            severidad: coberturaExcedida.length > 0 ? 'WARNING' : 'INFO',
            mensajeCorto:
              `Solicitud #${id} ${aprobar ? 'aprobada' : 'rechazada'}${porDelegacion}${resumenExcesos(coberturaExcedida)}`.slice(
                0,
                300,
              ),
            motivo: comentarios,
            datosAnteriores: { estado: s.estado },
            datosNuevos: {
              estado,
              comentarios,
              ...(delegacion ? { delegadoDeId: delegacion.delegadoDeId } : {}),
              ...(coberturaExcedida.length > 0 ? { coberturaExcedida } : {}),
            },
          },
        );
        await notificador.notificar(
          tx,
          [avisoDecision(s, aprobar, `${usuario.nombreCompleto}${porDelegacion}`, comentarios)],
          destinatarios,
        );
        return { message: aprobar ? 'Solicitud aprobada exitosamente' : 'Solicitud rechazada exitosamente' };
      }),
    );
  }

  /**
   * Recall to work (docs/reglas-vacaciones.md, «Reservas y ciclo de la solicitud»): a manager in the chain or HR
   * records the actual last day of rest of an approved request that started. The request keeps what was requested;
   * its days and end become the actual ones, so the unused days return to the same period at once (the engine and
   * the per-period sums read the actual days).
   */
  async function interrumpir(
    usuario: UsuarioSesion,
    id: number,
    body: TInterrumpirSolicitudBody,
    ip: string | null,
  ) {
    const hoy = reloj.hoy();
    await materializar(usuario);
    return db.transaction(async (tx) => {
      const { solicitud: s, quien } = await bloquearConDueno(tx, usuario, id);
      const evaluacion = evaluarInterrupcion(s, hoy, body.fechaFinReal, quien);
      if (!evaluacion.ok) {
        if (evaluacion.estadoHttp === 403) throw sinPermiso(evaluacion.mensaje);
        if (evaluacion.estadoHttp === 409) throw conflicto(evaluacion.mensaje);
        throw reglaNegocio('FECHA_INTERRUPCION_INVALIDA', evaluacion.mensaje);
      }
      const antes = { diasSolicitados: s.diasSolicitados, fechaFin: s.fechaFin };
      const ahora = reloj.ahora();
      const devueltos = s.diasSolicitados - evaluacion.diasGozados;
      await cambiarSolicitud(
        tx,
        usuario,
        s,
        ip,
        {
          diasSolicitados: evaluacion.diasGozados,
          fechaFin: body.fechaFinReal,
          // A second interruption keeps what was originally requested.
          diasSolicitadosOriginales: s.diasSolicitadosOriginales ?? s.diasSolicitados,
          fechaFinSolicitada: s.fechaFinSolicitada ?? s.fechaFin,
          interrumpidoPorId: usuario.id,
          motivoInterrupcion: body.motivo,
          fechaInterrupcion: ahora,
        },
        {
          tipoAccion: 'INTERRUMPIR_SOLICITUD',
          severidad: 'WARNING',
          mensajeCorto: `Solicitud #${id} interrumpida: último día ${body.fechaFinReal}; ${devueltos} día(s) vuelven al período ${s.periodo}`,
          motivo: body.motivo,
          datosAnteriores: antes,
          datosNuevos: {
            diasSolicitados: evaluacion.diasGozados,
            fechaFin: body.fechaFinReal,
            diasSolicitadosOriginales: s.diasSolicitadosOriginales ?? s.diasSolicitados,
            fechaFinSolicitada: s.fechaFinSolicitada ?? s.fechaFin,
          },
        },
      );
      return { message: 'Interrupción registrada exitosamente' };
    });
  }

  /** Pending requests the caller may decide today by delegation (the "Por delegación" tab, ADR 033). */
  async function porDelegacion(usuario: UsuarioSesion) {
    await materializar(usuario);
    const hoy = reloj.hoy();
    const decidibles = await decidiblesPorDelegacion(db, usuario.id, hoy);
    if (decidibles.length === 0) return { solicitudes: [] };
    const porId = new Map(decidibles.map((d) => [d.solicitudId, d]));
    const filas = await repo.listarSolicitudes(
      db,
      repo.deIds([...porId.keys()]),
      { campo: 'fechaInicio', descendente: false },
      { numero: 1, tamano: 500 },
    );
    return {
      solicitudes: filas.map((f) => ({
        ...aItem(f, [], hoy),
        puedeAprobar: puedeGestionar(usuario) && puedeDecidirse(f, hoy),
        delegadoDeId: porId.get(f.id)!.delegadoDeId,
        nombreDelegadoDe: porId.get(f.id)!.nombreDelegadoDe,
      })),
    };
  }

  /**
   * A request list as a streamed .xlsx (ADR 041): every row of `donde` in the screen's order, read by
   * keyset batches while the client downloads, with the screen's headers. Counted and audited before the first byte.
   */
  async function exportarSolicitudes(
    usuario: UsuarioSesion,
    x: {
      lista: string;
      archivo: string;
      donde: ReturnType<typeof repo.todas>;
      q: TMisSolicitudesExportarQuery;
      tipos: typeof TIPOS_GESTION;
      ip: string | null;
    },
  ): Promise<ExportacionExcel> {
    const hoy = reloj.hoy();
    const totalFilas = await repo.contarSolicitudes(db, x.donde);
    await auditarExportacion(db, {
      lista: x.lista,
      usuarioId: usuario.id,
      email: usuario.email,
      filtros: x.q,
      totalFilas,
      ip: x.ip,
    });
    const claves = repo.clavesOrdenSolicitudes({ campo: x.q.sortBy, descendente: x.q.isDescending });
    const filas = porLotes(
      (despues: Cursor | null, tamano: number) => repo.loteSolicitudes(db, x.donde, claves, despues, tamano),
      (f) => f.cursor,
    );
    return {
      nombreArchivo: nombreExportacion(x.archivo, hoy),
      totalFilas,
      flujo: libroExcelEnStream([
        hoja({ nombre: 'Solicitudes', columnas: columnasSolicitudesExcel(x.tipos, hoy), filas }),
      ]),
    };
  }

  /** 'Mis Solicitudes' as Excel: the caller's own requests with the list's filters and sort. */
  async function exportarMisSolicitudes(
    usuario: UsuarioSesion,
    q: TMisSolicitudesExportarQuery,
    ip: string | null,
  ) {
    await materializar(usuario);
    return exportarSolicitudes(usuario, {
      lista: 'Mis Solicitudes',
      archivo: 'mis-solicitudes',
      donde: dondeMisSolicitudes(usuario, q),
      q,
      tipos: TIPOS_MIS_SOLICITUDES,
      ip,
    });
  }

  /** 'Gestión de Solicitudes' as Excel: the team's requests (the same scope as the list), filtered and sorted. */
  async function exportarGestion(
    usuario: UsuarioSesion,
    q: TGestionSolicitudesExportarQuery,
    ip: string | null,
  ) {
    const { equipo, filtro } = await alcanceGestion(usuario, q);
    return exportarSolicitudes(usuario, {
      lista: 'Gestión de Solicitudes',
      archivo: 'gestion-solicitudes',
      donde: repo.todas(equipo, filtro),
      q,
      tipos: TIPOS_GESTION,
      ip,
    });
  }

  const recordatorios = crearRecordatorios({ db, reloj, notificador });

  return {
    crear,
    misSolicitudes,
    exportarMisSolicitudes,
    exportarGestion,
    porDelegacion,
    recordarYEscalar: recordatorios.recordarYEscalar,
    detalle,
    cancelar,
    gestion,
    equipoEmpleados,
    decidir,
    interrumpir,
    materializar,
    /** For the coverage check of a request: whoever may decide it, nobody else. */
    autorizarDecision,
  };
}

export type SolicitudesService = ReturnType<typeof crearSolicitudesService>;
