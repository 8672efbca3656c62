import type { TFilaHistorial } from '@app/contract/solicitudes';
import type { Db, Ejecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { UNIDADES_POR_DIA, calcularSaldos, type EntradaSaldo, type FilaSaldo, type Regimen } from './calculo-saldo';
import * as repo from './saldos.repository';

/** The engine's row as the balance screens show it (2 decimals, half-up, computed by the engine). */
export const aFilaHistorial = (f: FilaSaldo): TFilaHistorial => ({
  periodo: f.periodo,
  vencidas: f.vencidas,
  pendientes: f.pendientes,
  truncas: f.truncas,
  diasLibres: f.diasLibres,
  diasBloque: f.diasBloque,
  estado: f.estado,
  inicio: f.inicio,
  fin: f.fin,
  finVentana: f.finVentana,
  maxDiasLibres: Math.floor(f.exacto.diasLibres / UNIDADES_POR_DIA),
  bloquesPermitidos: f.bloquesPermitidos,
});

export function crearSaldosService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  /**
   * Everything the engine needs for some employees, in a fixed number of queries whatever their count
   * (company settings, requests, record overrides), so team balances never query per employee.
   */
  async function entradasPara(
    ejecutor: Ejecutor,
    empleados: { id: number; fechaIngreso: string }[],
    hoy: string,
  ): Promise<Map<number, EntradaSaldo>> {
    const ids = empleados.map((e) => e.id);
    const [config, solicitudes, sinRecord] = await Promise.all([
      repo.leerConfiguracion(ejecutor),
      repo.solicitudesActivasDe(ejecutor, ids),
      repo.recordNoCumplidoDe(ejecutor, ids),
    ]);
    const regimen: Regimen = config?.regimen === 'MYPE' ? 'MYPE' : 'GENERAL';
    const entradas = new Map<number, EntradaSaldo>();
    for (const e of empleados) {
      entradas.set(e.id, {
        fechaIngreso: e.fechaIngreso,
        regimen,
        hoy,
        solicitudes: [],
        opciones: {
          permitirAdelanto: regimen === 'MYPE' ? false : (config?.permitirAdelanto ?? true),
          topeAdelanto: config?.topeAdelanto === 'FULL' ? 'FULL' : 'ACCRUED',
          recordNoCumplido: [],
        },
      });
    }
    for (const s of solicitudes) (entradas.get(s.usuarioId)?.solicitudes as unknown[] | undefined)?.push(repo.aSolicitudSaldo(s));
    for (const r of sinRecord) (entradas.get(r.usuarioId)?.opciones?.recordNoCumplido as number[] | undefined)?.push(r.periodo);
    return entradas;
  }

  /** Engine input for one employee, read inside the caller's transaction when validating a change. */
  async function entradaDe(ejecutor: Ejecutor, usuarioId: number, hoy = reloj.hoy()): Promise<EntradaSaldo> {
    const usuario = await repo.fechaIngresoDe(ejecutor, usuarioId);
    if (!usuario) throw new AppError('NO_ENCONTRADO', 'Usuario no encontrado');
    return (await entradasPara(ejecutor, [{ id: usuarioId, fechaIngreso: usuario.fechaIngreso }], hoy)).get(usuarioId)!;
  }

  /** The caller's balance by period (spec 01 §7 GET historial-vacaciones). */
  async function historialDe(usuarioId: number) {
    const entrada = await entradaDe(db, usuarioId);
    return { historial: calcularSaldos(entrada).map(aFilaHistorial) };
  }

  return { entradasPara, entradaDe, historialDe };
}

export type SaldosService = ReturnType<typeof crearSaldosService>;
