import { PERMISOS } from '@app/contract/permisos';
import type { TRiesgoVencimientoRespuesta } from '@app/contract/riesgo';
import type { Db } from '../../db/client';
import { periodosEnRiesgo, semanaIso } from '../../domain/radar-vencimiento';
import type { Reloj } from '../../lib/reloj';
import { cederTurno } from '../../lib/tareas-periodicas';
import type { Aviso, Notificador } from '../notificaciones/notificador.service';
import type { SaldosService } from '../saldos/saldos.service';
import {
  avisosResumenEmpresa,
  avisoResumenEquipo,
  avisoRiesgoPropio,
  type PeriodoDeEmpleado,
} from './avisos-riesgo';
import * as repo from './riesgo.repository';

export interface ResultadoRadar {
  semana: string;
  /** Avisos handed to the notifier this run (keys already queued by an earlier run are skipped). */
  alertas: number;
  resumenesEquipo: number;
  resumenesEmpresa: number;
}

/** Employees or periods handled between two pauses of a radar round. */
const POR_TRAMO = 1000;

const ordenNombre = new Intl.Collator('es');

/** Each distinct name's position in Spanish order ('Nuñez' before 'Ñahui'). */
function rangoDeNombres(nombres: string[]): Map<string, number> {
  const distintos = [...new Set(nombres)].sort(ordenNombre.compare);
  return new Map(distintos.map((nombre, i) => [nombre, i]));
}

export function crearRiesgoService(deps: {
  db: Db;
  reloj: Reloj;
  saldos: SaldosService;
  notificador: Notificador;
}) {
  const { db, reloj, saldos, notificador } = deps;

  /** The caller's own periods at risk, for the dashboard card. */
  async function miRiesgo(usuarioId: number): Promise<TRiesgoVencimientoRespuesta> {
    const { historial } = await saldos.historialDe(usuarioId);
    return { periodos: periodosEnRiesgo(historial, reloj.hoy()) };
  }

  const encolar = (avisos: Aviso[], soloCorreo: boolean) => notificador.encolarRonda(db, avisos, soloCorreo);

  /**
   * One round of the radar: each employee's alert per period and level, each manager's weekly digest of
   * the direct reports, HR's weekly company digest. Every aviso has a unique key, so any number of rounds and of
   * processes queue each one once. Balances of the whole company come from a fixed number of queries (ADR 003).
   */
  async function ejecutarRadar(): Promise<ResultadoRadar> {
    const hoy = reloj.hoy();
    const semana = semanaIso(hoy);
    const empleados = await saldos.saldosDeActivos();
    // A large company has tens of thousands of periods at risk: the work below is done in slices, with a pause
    // between them, so the requests that arrive meanwhile do not wait for the whole round (ADR 055).
    // Most urgent first: vencidos, then the closest expiry, then the name in Spanish order. The people are put in name
    // order once (a collator per comparison of periods cost ~70 ms of blocked thread) and their periods are then
    // grouped by days left, which keeps that order: sorting the 31,612 periods at risk of the bench company (10,000
    // people), even by two numbers, held the thread ~100 ms (ADR 054).
    const rango = rangoDeNombres(empleados.map((e) => e.nombreCompleto));
    const enOrden = [...empleados].sort(
      (a, b) => rango.get(a.nombreCompleto)! - rango.get(b.nombreCompleto)!,
    );
    // The alerts go person by person: a batch of the notifier then holds few recipients (in the digests' order, each
    // batch held ~1,000 different people and the round lasted longer, ADR 054).
    const porDiasRestantes = new Map<number, (PeriodoDeEmpleado & { jefeId: number | null })[]>();
    const alertas: Aviso[] = [];
    for (const [i, e] of enOrden.entries()) {
      if (i > 0 && i % POR_TRAMO === 0) await cederTurno();
      for (const p of periodosEnRiesgo(e.filas, hoy)) {
        const periodo = { ...p, empleadoId: e.id, nombreEmpleado: e.nombreCompleto, jefeId: e.jefeId };
        alertas.push(avisoRiesgoPropio(e.id, periodo));
        const mismosDias = porDiasRestantes.get(p.diasRestantes);
        if (mismosDias) mismosDias.push(periodo);
        else porDiasRestantes.set(p.diasRestantes, [periodo]);
      }
    }
    const todos = [...porDiasRestantes.keys()].sort((a, b) => a - b).flatMap((d) => porDiasRestantes.get(d)!);

    // A manager gets the digest only if the app shows them their team's balances (Saldos de Vacaciones).
    const [conSaldos, rrhh] = await Promise.all([
      repo.activosConPermiso(db, PERMISOS.SALDOS_VACACIONES),
      repo.activosConPermiso(db, PERMISOS.ADMIN_USUARIOS),
    ]);
    await cederTurno();
    // Each team's digest keeps the company's order.
    const porJefe = new Map<number, PeriodoDeEmpleado[]>();
    for (const p of todos) {
      if (p.jefeId === null || p.jefeId === p.empleadoId || !conSaldos.has(p.jefeId)) continue;
      const delJefe = porJefe.get(p.jefeId);
      if (delJefe) delJefe.push(p);
      else porJefe.set(p.jefeId, [p]);
    }
    // Written a few teams at a time: the digests of every team are tens of thousands of formatted lines.
    const resumenesEquipo: Aviso[] = [];
    let escritos = 0;
    for (const [jefeId, periodos] of porJefe) {
      resumenesEquipo.push(avisoResumenEquipo(jefeId, semana, periodos));
      escritos += periodos.length;
      if (escritos >= POR_TRAMO) {
        escritos = 0;
        await cederTurno();
      }
    }
    const resumenesEmpresa = todos.length === 0 ? [] : avisosResumenEmpresa(rrhh, semana, todos);

    const resultado: ResultadoRadar = {
      semana,
      alertas: await encolar(alertas, false),
      resumenesEquipo: await encolar(resumenesEquipo, true),
      resumenesEmpresa: await encolar(resumenesEmpresa, true),
    };
    return resultado;
  }

  return { miRiesgo, ejecutarRadar };
}

export type RiesgoService = ReturnType<typeof crearRiesgoService>;
