import {
  MENSAJES_RECORD as M,
  type TCrearRecordBody,
  type TListaRecord,
  type TListarRecordQuery,
  type TPeriodoEmpleado,
  type TRecordNoCumplido,
  ZListarRecordQuery,
} from '@app/contract/configuracion';
import { anio, compararFechas, sumarAniosAjustado, sumarDias } from '@app/contract/fechas';
import type { Db } from '../../db/client';
import { esViolacionUnica } from '../../db/errores-db';
import { calcularSaldos } from '../../domain/calculo-saldo';
import { AppError, conflicto, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import * as repo from './record-vacacional.repository';

export interface Actor {
  id: number;
  ip: string | null;
}

const validacion = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', mensaje, { [campo]: [mensaje] });

/**
 * The service year a label stands for (docs/reglas-vacaciones.md, «Etiqueta del período»): from the anniversary
 * that falls in that year.
 */
export function anioDeServicio(fechaIngreso: string, periodo: number) {
  const k = periodo - anio(fechaIngreso);
  return {
    k,
    inicio: sumarAniosAjustado(fechaIngreso, k),
    fin: sumarDias(sumarAniosAjustado(fechaIngreso, k + 1), -1),
  };
}

/**
 * HR's "récord vacacional no cumplido" marks (docs/reglas-vacaciones.md, «Récord vacacional», TV-15): a marked
 * period accrues nothing. Each change and its audit record go in one transaction; the data version moves with the
 * table, so balances follow at once.
 */
export function crearRecordVacacionalService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  async function listar(q: TListarRecordQuery): Promise<TListaRecord> {
    const { pageNumber, pageSize, busqueda } = ZListarRecordQuery.parse(q);
    const { filas, total } = await repo.listar(db, {
      busqueda,
      limite: pageSize,
      desde: (pageNumber - 1) * pageSize,
    });
    return {
      registros: filas.map((f) => {
        const { inicio, fin } = anioDeServicio(f.fechaIngreso, f.periodo);
        return {
          usuarioId: f.usuarioId,
          nombreEmpleado: f.nombreEmpleado,
          email: f.email,
          periodo: f.periodo,
          inicio,
          fin,
          motivo: f.motivo,
          registradoPor: f.registradoPor,
          fechaRegistro: f.fechaRegistro.toISOString(),
        };
      }),
      totalCompleto: total,
      paginaActual: pageNumber,
      tamanoPagina: pageSize,
    };
  }

  /**
   * Marks a period: the employee exists, the label is one of their service years (the year it starts in, from the
   * hire date on) and has started; a period already marked is a 409.
   */
  async function crear(actor: Actor, body: TCrearRecordBody): Promise<TRecordNoCumplido> {
    try {
      return await db.transaction(async (tx) => {
        const empleado = await repo.bloquearEmpleado(tx, body.usuarioId);
        if (!empleado) throw validacion('UsuarioId', M.empleadoNoExiste);
        const { k, inicio, fin } = anioDeServicio(empleado.fechaIngreso, body.periodo);
        if (k < 0) throw validacion('Periodo', M.periodoNoEsDelEmpleado(body.periodo));
        if (compararFechas(inicio, reloj.hoy()) > 0)
          throw validacion('Periodo', M.periodoFuturo(body.periodo));
        if (await repo.buscar(tx, body.usuarioId, body.periodo))
          throw conflicto(M.duplicado(body.periodo), { Periodo: [M.duplicado(body.periodo)] });
        const creada = await repo.insertar(tx, {
          usuarioId: body.usuarioId,
          periodo: body.periodo,
          motivo: body.motivo,
          registradoPorId: actor.id,
          fechaRegistro: reloj.ahora(),
        });
        await registrarAuditoria(tx, {
          modulo: 'CONFIGURACION',
          tipoAccion: 'MARCAR_RECORD_NO_CUMPLIDO',
          severidad: 'WARNING',
          mensajeCorto: `Récord no cumplido: ${empleado.nombreCompleto}, período ${body.periodo}`.slice(
            0,
            300,
          ),
          motivo: body.motivo,
          usuarioEjecutorId: actor.id,
          usuarioAfectadoId: body.usuarioId,
          ip: actor.ip,
          tablaAfectada: 'periodos_record_no_cumplido',
          registroId: `${body.usuarioId}-${body.periodo}`,
          datosAnteriores: { periodo: body.periodo, recordNoCumplido: false },
          datosNuevos: { periodo: body.periodo, recordNoCumplido: true, motivo: body.motivo },
        });
        return {
          usuarioId: body.usuarioId,
          nombreEmpleado: empleado.nombreCompleto,
          email: empleado.email,
          periodo: body.periodo,
          inicio,
          fin,
          motivo: creada.motivo,
          registradoPor: null,
          fechaRegistro: creada.fechaRegistro.toISOString(),
        };
      });
    } catch (error) {
      // Two administrators marking the same period at once: the primary key decides, with the same 409.
      if (esViolacionUnica(error))
        throw conflicto(M.duplicado(body.periodo), { Periodo: [M.duplicado(body.periodo)] });
      throw error;
    }
  }

  /** Removes a mark: the period gets its days back. */
  async function eliminar(actor: Actor, usuarioId: number, periodo: number) {
    return db.transaction(async (tx) => {
      const empleado = await repo.bloquearEmpleado(tx, usuarioId);
      const borrada = empleado ? await repo.eliminar(tx, usuarioId, periodo) : undefined;
      if (!empleado || !borrada) throw noEncontrado(M.noEncontrado);
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'QUITAR_RECORD_NO_CUMPLIDO',
        severidad: 'WARNING',
        mensajeCorto: `Récord no cumplido quitado: ${empleado.nombreCompleto}, período ${periodo}`.slice(
          0,
          300,
        ),
        usuarioEjecutorId: actor.id,
        usuarioAfectadoId: usuarioId,
        ip: actor.ip,
        tablaAfectada: 'periodos_record_no_cumplido',
        registroId: `${usuarioId}-${periodo}`,
        datosAnteriores: { periodo, recordNoCumplido: true, motivo: borrada.motivo },
        datosNuevos: { periodo, recordNoCumplido: false },
      });
      return { message: M.eliminado };
    });
  }

  /** The employee's periods so far, newest first, and whether each is marked. */
  async function periodosDe(usuarioId: number): Promise<TPeriodoEmpleado[]> {
    const empleado = await repo.buscarEmpleado(db, usuarioId);
    if (!empleado) throw noEncontrado(M.empleadoNoExiste);
    const marcados = new Set(await repo.periodosMarcados(db, usuarioId));
    // Only the dates and statuses are read: they do not depend on the régimen or the requests.
    return calcularSaldos({
      fechaIngreso: empleado.fechaIngreso,
      regimen: 'GENERAL',
      hoy: reloj.hoy(),
      solicitudes: [],
    })
      .map((f) => ({
        periodo: f.periodo,
        inicio: f.inicio,
        fin: f.fin,
        estado: f.estado,
        marcado: marcados.has(f.periodo),
      }))
      .reverse();
  }

  return {
    listar,
    crear,
    eliminar,
    periodosDe,
    empleados: (busqueda?: string) => repo.buscarEmpleados(db, { busqueda, limite: 20 }),
  };
}

export type RecordVacacionalService = ReturnType<typeof crearRecordVacacionalService>;
