import ExcelJS from 'exceljs';
import {
  ETIQUETA_ESTADO_TRAMO,
  MENSAJES_PROGRAMACION as M,
  enlaceInvitacionPlan,
  type TEstadoTramoPlan,
  type TMiPlan,
  type TPlanEmpleado,
  type TPlanEquipo,
  type TTramoPlan,
  type TTramoPlanBody,
  type TVentanaPlanBody,
} from '@app/contract/programacion';
import { fechaLegible } from '@app/contract/notificaciones';
import { sumarDias } from '@app/contract/fechas';
import { PERMISOS } from '@app/contract/permisos';
import type { TAccionAuditoria } from '@app/contract/auditoria';
import type { Db, Tx } from '../../db/client';
import { estaEnCadenaDeMando, miembrosDelEquipo } from '../../db/jerarquia';
import { calcularSaldos } from '../../domain/calculo-saldo';
import { coberturaDelPlan, validarTramo } from '../../domain/rol-vacacional';
import { conflicto, noEncontrado, reglaNegocio, sinPermiso } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../auditoria/auditoria.service';
import type { UsuarioSesion } from '../auth/auth.service';
import { neutralizarCelda } from '../../lib/neutralizar-celda';
import type { Aviso, Notificador } from '../notificaciones/notificador.service';
import type { SaldosService } from '../saldos/saldos.service';
import * as repo from './programacion.repository';

const aTramo = (f: repo.FilaTramo): TTramoPlan => ({ ...f, advertencias: f.advertencias ?? [] });

type Fila = Awaited<ReturnType<typeof repo.bloquearTramo>> & {};

const datosTramo = (
  t: Pick<Fila, 'tipoVacaciones' | 'diasSolicitados' | 'fechaInicio' | 'fechaFin' | 'periodo' | 'estado'>,
) => ({
  tipoVacaciones: t.tipoVacaciones,
  diasSolicitados: t.diasSolicitados,
  fechaInicio: t.fechaInicio,
  fechaFin: t.fechaFin,
  periodo: t.periodo,
  estado: t.estado,
});

/** The rol vacacional (ADR 036): the yearly plan, its window, its cover of the periods, its invitations. */
export function crearProgramacionService(deps: {
  db: Db;
  reloj: Reloj;
  saldos: SaldosService;
  notificador: Notificador;
}) {
  const { db, reloj, saldos, notificador } = deps;
  const esRrhh = (u: UsuarioSesion) => u.permisos.includes(PERMISOS.ADMIN_USUARIOS);

  /** Each employee's spans of the year, and the periods expiring by its end with the plan's cover (red if not). */
  async function planesDe(empleados: repo.EmpleadoPlan[], anio: number): Promise<TPlanEmpleado[]> {
    const ids = empleados.map((e) => e.id);
    const [tramos, entradas] = await Promise.all([
      repo.tramosDe(db, ids, anio),
      saldos.entradasPara(db, empleados, reloj.hoy()),
    ]);
    return empleados.map((e) => {
      const suyos = tramos.filter((t) => t.usuarioId === e.id).map(aTramo);
      const entrada = entradas.get(e.id);
      const periodos = entrada ? coberturaDelPlan(calcularSaldos(entrada), suyos, anio) : [];
      return {
        usuarioId: e.id,
        nombreCompleto: e.nombreCompleto,
        departamento: e.departamento,
        tramos: suyos,
        periodos,
        enRiesgo: periodos.some((p) => !p.cubierto),
        departamentoId: e.departamentoId,
      };
    });
  }

  async function empleado(id: number) {
    const [e] = await repo.empleadosPorId(db, [id]);
    if (!e) throw noEncontrado('Usuario no encontrado');
    return e;
  }

  async function miPlan(usuario: UsuarioSesion, anio: number): Promise<TMiPlan> {
    const e = await empleado(usuario.id);
    const [plan] = await planesDe([e], anio);
    return {
      anio,
      ventanaAbierta: await repo.ventanaAbiertaPara(db, e.jefeId, anio),
      diasInvitacion: await repo.diasInvitacionPlan(db),
      plan: plan!,
    };
  }

  /** Manager: the direct reports' plans (optionally one department). HR reads the company through `empresa`. */
  async function equipo(usuario: UsuarioSesion, anio: number, departamentoId?: number): Promise<TPlanEquipo> {
    const ids = (await miembrosDelEquipo(db, usuario.id, false)).map((m) => m.id);
    const empleados = (await repo.empleadosPorId(db, ids)).filter(
      (e) => departamentoId === undefined || e.departamentoId === departamentoId,
    );
    return {
      anio,
      ventanaAbierta: await repo.ventanaAbiertaPara(db, usuario.id, anio),
      empleados: await planesDe(empleados, anio),
    };
  }

  async function empresa(anio: number, departamentoId?: number): Promise<TPlanEquipo> {
    const empleados = await repo.empleadosActivos(db, departamentoId);
    return {
      anio,
      ventanaAbierta: await repo.ventanaAbiertaPara(db, null, anio),
      empleados: await planesDe(empleados, anio),
    };
  }

  /** Validates a span with the request engine, seeing the employee's other spans (any year) as planned. */
  async function validar(tx: Tx, usuarioId: number, body: TTramoPlanBody, anio: number, id?: number) {
    const [entrada, tramos] = await Promise.all([
      saldos.entradaDe(tx, usuarioId, reloj.hoy()),
      repo.tramosActivosDelEmpleado(tx, usuarioId),
    ]);
    const r = validarTramo(
      entrada,
      tramos,
      {
        id,
        tipo: body.tipoVacaciones,
        dias: body.diasSolicitados,
        fechaInicio: body.fechaInicio,
        periodo: body.periodo,
      },
      anio,
    );
    if (!r.ok) throw reglaNegocio(r.codigo, r.mensaje);
    return r;
  }

  const anioDe = (fecha: string) => Number(fecha.slice(0, 4));

  async function auditar(
    tx: Tx,
    a: {
      accion: TAccionAuditoria;
      usuario: UsuarioSesion;
      afectadoId: number;
      id: number;
      mensaje: string;
      ip: string | null;
      antes?: Record<string, unknown>;
      despues?: Record<string, unknown>;
    },
  ) {
    await registrarAuditoria(tx, {
      modulo: 'PROGRAMACION_VACACIONES',
      tipoAccion: a.accion,
      severidad: 'INFO',
      mensajeCorto: a.mensaje.slice(0, 300),
      usuarioEjecutorId: a.usuario.id,
      usuarioAfectadoId: a.afectadoId,
      ip: a.ip,
      tablaAfectada: 'tramos_plan',
      registroId: a.id,
      datosAnteriores: a.antes,
      datosNuevos: a.despues,
    });
  }

  const describir = (t: { diasSolicitados: number; tipoVacaciones: string; fechaInicio: string }) =>
    `${t.diasSolicitados} día(s) ${t.tipoVacaciones} desde ${t.fechaInicio}`;

  /** The employee proposes a span of the year its start falls in, while their window is open. */
  async function proponer(usuario: UsuarioSesion, body: TTramoPlanBody, ip: string | null) {
    const anio = anioDe(body.fechaInicio);
    return db.transaction(async (tx) => {
      const e = await repo.bloquearEmpleado(tx, usuario.id);
      if (!e) throw noEncontrado('Usuario no encontrado');
      if (!(await repo.ventanaAbiertaPara(tx, e.jefeId, anio))) throw conflicto(M.ventanaCerrada);
      const r = await validar(tx, usuario.id, body, anio);
      const t = await repo.insertarTramo(tx, {
        usuarioId: usuario.id,
        anio,
        ...body,
        fechaFin: r.fechaFin,
        estado: 'PROPUESTO',
        advertencias: r.advertencias,
        propuestoPorId: usuario.id,
        fechaCreacion: reloj.ahora(),
        fechaActualizacion: reloj.ahora(),
      });
      await auditar(tx, {
        accion: 'PROPONER_TRAMO_PLAN',
        usuario,
        afectadoId: usuario.id,
        id: t.id,
        mensaje: `Rol vacacional ${anio}: tramo #${t.id} propuesto, ${describir(t)}`,
        ip,
        despues: datosTramo(t),
      });
      return { message: M.creado, id: t.id };
    });
  }

  /** The owner's own span, still PROPUESTO, inside an open window. */
  async function propioEditable(tx: Tx, usuario: UsuarioSesion, id: number) {
    const e = await repo.bloquearEmpleado(tx, usuario.id);
    const t = await repo.bloquearTramo(tx, id);
    if (!t || !e) throw noEncontrado(M.noEncontrado);
    if (t.usuarioId !== usuario.id) throw sinPermiso(M.ajeno);
    if (t.estado !== 'PROPUESTO') throw conflicto(M.noEditable);
    if (!(await repo.ventanaAbiertaPara(tx, e.jefeId, t.anio))) throw conflicto(M.ventanaCerrada);
    return t;
  }

  async function editarPropio(usuario: UsuarioSesion, id: number, body: TTramoPlanBody, ip: string | null) {
    return db.transaction(async (tx) => {
      const t = await propioEditable(tx, usuario, id);
      const r = await validar(tx, usuario.id, body, t.anio, id);
      await repo.actualizarTramo(tx, id, {
        ...body,
        fechaFin: r.fechaFin,
        advertencias: r.advertencias,
        fechaActualizacion: reloj.ahora(),
      });
      await auditar(tx, {
        accion: 'EDITAR_TRAMO_PLAN',
        usuario,
        afectadoId: usuario.id,
        id,
        mensaje: `Rol vacacional ${t.anio}: tramo #${id} editado, ${describir(body)}`,
        ip,
        antes: datosTramo(t),
        despues: datosTramo({ ...t, ...body, fechaFin: r.fechaFin }),
      });
      return { message: M.creado, id };
    });
  }

  async function eliminarPropio(usuario: UsuarioSesion, id: number, ip: string | null) {
    return db.transaction(async (tx) => {
      const t = await propioEditable(tx, usuario, id);
      await repo.eliminarTramo(tx, id);
      await auditar(tx, {
        accion: 'ELIMINAR_TRAMO_PLAN',
        usuario,
        afectadoId: usuario.id,
        id,
        mensaje: `Rol vacacional ${t.anio}: tramo #${id} eliminado`,
        ip,
        antes: datosTramo(t),
      });
      return { message: M.eliminado };
    });
  }

  /** A manager above the employee in the chain, or HR; never on their own plan. */
  async function exigirJefeDe(tx: Tx, usuario: UsuarioSesion, empleadoId: number) {
    if (empleadoId === usuario.id) throw sinPermiso(M.fueraDelEquipo);
    if (esRrhh(usuario)) return;
    if (!(await estaEnCadenaDeMando(tx, usuario.id, empleadoId))) throw sinPermiso(M.fueraDelEquipo);
  }

  async function tramoDelEquipo(tx: Tx, usuario: UsuarioSesion, id: number) {
    const t = await repo.bloquearTramo(tx, id);
    if (!t) throw noEncontrado(M.noEncontrado);
    await exigirJefeDe(tx, usuario, t.usuarioId);
    if (t.estado === 'CONVERTIDO') throw conflicto(M.convertido);
    return t;
  }

  async function aceptar(usuario: UsuarioSesion, id: number, ip: string | null) {
    return db.transaction(async (tx) => {
      const t = await tramoDelEquipo(tx, usuario, id);
      await repo.actualizarTramo(tx, id, {
        estado: 'ACEPTADO',
        decididoPorId: usuario.id,
        fechaDecision: reloj.ahora(),
        fechaActualizacion: reloj.ahora(),
      });
      await auditar(tx, {
        accion: 'ACEPTAR_TRAMO_PLAN',
        usuario,
        afectadoId: t.usuarioId,
        id,
        mensaje: `Rol vacacional ${t.anio}: tramo #${id} aceptado, ${describir(t)}`,
        ip,
        antes: { estado: t.estado },
        despues: { estado: 'ACEPTADO' },
      });
      return { message: M.aceptado, id };
    });
  }

  /** The manager changes a span; the employer's decision stands as FIJADO ("a falta de acuerdo, decide el empleador"). */
  async function ajustar(usuario: UsuarioSesion, id: number, body: TTramoPlanBody, ip: string | null) {
    return db.transaction(async (tx) => {
      const t = await tramoDelEquipo(tx, usuario, id);
      await repo.bloquearEmpleado(tx, t.usuarioId);
      const r = await validar(tx, t.usuarioId, body, t.anio, id);
      const estado: TEstadoTramoPlan = 'FIJADO';
      await repo.actualizarTramo(tx, id, {
        ...body,
        fechaFin: r.fechaFin,
        advertencias: r.advertencias,
        estado,
        decididoPorId: usuario.id,
        fechaDecision: reloj.ahora(),
        fechaActualizacion: reloj.ahora(),
      });
      await auditar(tx, {
        accion: 'AJUSTAR_TRAMO_PLAN',
        usuario,
        afectadoId: t.usuarioId,
        id,
        mensaje: `Rol vacacional ${t.anio}: tramo #${id} ajustado y fijado, ${describir(body)}`,
        ip,
        antes: datosTramo(t),
        despues: datosTramo({ ...t, ...body, fechaFin: r.fechaFin, estado }),
      });
      return { message: M.creado, id };
    });
  }

  /** The employer sets a span for an employee of the team (FIJADO), window open or not. */
  async function fijar(usuario: UsuarioSesion, empleadoId: number, body: TTramoPlanBody, ip: string | null) {
    const anio = anioDe(body.fechaInicio);
    return db.transaction(async (tx) => {
      await exigirJefeDe(tx, usuario, empleadoId);
      if (!(await repo.bloquearEmpleado(tx, empleadoId))) throw noEncontrado('Usuario no encontrado');
      const r = await validar(tx, empleadoId, body, anio);
      const ahora = reloj.ahora();
      const t = await repo.insertarTramo(tx, {
        usuarioId: empleadoId,
        anio,
        ...body,
        fechaFin: r.fechaFin,
        estado: 'FIJADO',
        advertencias: r.advertencias,
        propuestoPorId: usuario.id,
        decididoPorId: usuario.id,
        fechaDecision: ahora,
        fechaCreacion: ahora,
        fechaActualizacion: ahora,
      });
      await auditar(tx, {
        accion: 'FIJAR_TRAMO_PLAN',
        usuario,
        afectadoId: empleadoId,
        id: t.id,
        mensaje: `Rol vacacional ${anio}: tramo #${t.id} fijado por el empleador, ${describir(t)}`,
        ip,
        despues: datosTramo(t),
      });
      return { message: M.creado, id: t.id };
    });
  }

  /** A manager opens or closes their direct reports' window; HR the company's (every employee). */
  async function ventana(
    usuario: UsuarioSesion,
    body: TVentanaPlanBody,
    ip: string | null,
    empresa: boolean,
  ) {
    if (empresa && !esRrhh(usuario)) throw sinPermiso();
    const jefeId = empresa ? null : usuario.id;
    return db.transaction(async (tx) => {
      const previa = await repo.ventanaDe(tx, jefeId, body.anio);
      const id = await repo.guardarVentana(tx, {
        id: previa?.id,
        anio: body.anio,
        jefeId,
        abierta: body.abierta,
        actualizadoPorId: usuario.id,
        ahora: reloj.ahora(),
      });
      await registrarAuditoria(tx, {
        modulo: 'PROGRAMACION_VACACIONES',
        tipoAccion: body.abierta ? 'ABRIR_VENTANA_PLAN' : 'CERRAR_VENTANA_PLAN',
        severidad: 'INFO',
        mensajeCorto: `Rol vacacional ${body.anio}: ventana ${empresa ? 'de la empresa' : 'del equipo'} ${body.abierta ? 'abierta' : 'cerrada'} por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'ventanas_plan',
        registroId: id,
        datosAnteriores: previa ? { abierta: previa.abierta } : undefined,
        datosNuevos: { anio: body.anio, abierta: body.abierta, alcance: empresa ? 'EMPRESA' : 'EQUIPO' },
      });
      return { message: body.abierta ? M.ventanaAbierta : M.ventanaCerradaOk };
    });
  }

  /**
   * Called by the request service inside its transaction when a request is created from a span: the span must be
   * the caller's, accepted or set, with the same type, days, start and period; it becomes CONVERTIDO (ADR 036).
   */
  async function convertirEnSolicitud(
    tx: Tx,
    usuario: UsuarioSesion,
    tramoId: number,
    solicitud: {
      id: number;
      tipoVacaciones: string;
      diasSolicitados: number;
      fechaInicio: string;
      periodo: number;
    },
    ip: string | null,
  ) {
    const t = await repo.bloquearTramo(tx, tramoId);
    if (!t) throw noEncontrado(M.noEncontrado);
    if (t.usuarioId !== usuario.id) throw sinPermiso(M.ajeno);
    if (t.estado === 'CONVERTIDO') throw conflicto(M.convertido);
    if (t.estado === 'PROPUESTO') throw conflicto(M.noConvertible);
    if (
      t.tipoVacaciones !== solicitud.tipoVacaciones ||
      t.diasSolicitados !== solicitud.diasSolicitados ||
      t.fechaInicio !== solicitud.fechaInicio ||
      t.periodo !== solicitud.periodo
    )
      throw reglaNegocio('REGLA_NEGOCIO', M.noCoincide);
    await repo.actualizarTramo(tx, tramoId, {
      estado: 'CONVERTIDO',
      solicitudId: solicitud.id,
      fechaActualizacion: reloj.ahora(),
    });
    await auditar(tx, {
      accion: 'CONVERTIR_TRAMO_PLAN',
      usuario,
      afectadoId: usuario.id,
      id: tramoId,
      mensaje: `Rol vacacional ${t.anio}: tramo #${tramoId} convertido en la solicitud #${solicitud.id}`,
      ip,
      antes: { estado: t.estado },
      despues: { estado: 'CONVERTIDO', solicitudId: solicitud.id },
    });
  }

  /**
   * The periodic invitation: every accepted or set span starting within `dias_invitacion_plan` days from today (Lima)
   * invites its owner once (`INVITACION_PLAN:<id>`), whatever the number of rounds and processes.
   */
  async function invitar() {
    const hoy = reloj.hoy();
    const dias = await repo.diasInvitacionPlan(db);
    const tramos = await repo.tramosQueEmpiezan(db, hoy, sumarDias(hoy, dias));
    if (tramos.length === 0) return 0;
    const avisos: Aviso[] = tramos.map((t) => {
      const mensaje =
        `Su tramo del rol vacacional del ${fechaLegible(t.fechaInicio)} al ${fechaLegible(t.fechaFin)} ` +
        `(${t.diasSolicitados} días) se acerca: conviértalo en solicitud con un clic.`;
      return {
        tipo: 'INVITACION_PLAN',
        destinatarioId: t.usuarioId,
        titulo: `Sus vacaciones planificadas empiezan el ${fechaLegible(t.fechaInicio)}`,
        mensaje,
        enlace: enlaceInvitacionPlan(t.id, Number(t.fechaInicio.slice(0, 4))),
        clave: `INVITACION_PLAN:${t.id}`,
        correo: { parrafos: [mensaje], textoEnlace: 'Solicitar estas vacaciones' },
      };
    });
    return notificador.encolarRonda(db, avisos);
  }

  /** The plan of a department (or the caller's scope) for a year as .xlsx, every text cell neutralised. */
  async function exportar(usuario: UsuarioSesion, anio: number, departamentoId?: number) {
    // HR exports any department of the company; a manager, their own direct reports (of that department).
    const plan = esRrhh(usuario)
      ? await empresa(anio, departamentoId)
      : await equipo(usuario, anio, departamentoId);
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet(`Rol vacacional ${anio}`);
    hoja.columns = [
      { header: 'Departamento', key: 'departamento', width: 22 },
      { header: 'Empleado', key: 'empleado', width: 32 },
      { header: 'Tipo', key: 'tipo', width: 10 },
      { header: 'Días', key: 'dias', width: 8 },
      { header: 'Desde', key: 'desde', width: 12 },
      { header: 'Hasta', key: 'hasta', width: 12 },
      { header: 'Período', key: 'periodo', width: 10 },
      { header: 'Estado', key: 'estado', width: 26 },
      { header: 'Períodos sin cubrir', key: 'riesgo', width: 40 },
    ];
    hoja.getRow(1).font = { bold: true };
    for (const e of plan.empleados) {
      const sinCubrir = e.periodos
        .filter((p) => !p.cubierto)
        .map(
          (p) =>
            `${p.periodo}: vence ${fechaLegible(p.fechaVencimiento)}, ${p.diasPendientes} días, ${p.diasPlanificados} planificados`,
        )
        .join('; ');
      const base = {
        departamento: neutralizarCelda(e.departamento ?? ''),
        empleado: neutralizarCelda(e.nombreCompleto),
        riesgo: neutralizarCelda(sinCubrir),
      };
      if (e.tramos.length === 0) hoja.addRow({ ...base, estado: 'Sin tramos' });
      for (const t of e.tramos)
        hoja.addRow({
          ...base,
          tipo: t.tipoVacaciones,
          dias: t.diasSolicitados,
          desde: fechaLegible(t.fechaInicio),
          hasta: fechaLegible(t.fechaFin),
          periodo: t.periodo,
          estado: ETIQUETA_ESTADO_TRAMO[t.estado],
        });
    }
    return {
      nombreArchivo: `rol-vacacional-${anio}${departamentoId === undefined ? '' : `-departamento-${departamentoId}`}.xlsx`,
      contenido: Buffer.from(await libro.xlsx.writeBuffer()),
    };
  }

  return {
    miPlan,
    equipo,
    empresa,
    proponer,
    editarPropio,
    eliminarPropio,
    aceptar,
    ajustar,
    fijar,
    ventana,
    convertirEnSolicitud,
    invitar,
    exportar,
  };
}

export type ProgramacionService = ReturnType<typeof crearProgramacionService>;
