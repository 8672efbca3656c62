import { PERMISOS } from '@app/contract/permisos';
import type { TRiesgoVencimientoRespuesta } from '@app/contract/riesgo';
import type { Db } from '../../db/client';
import { periodosEnRiesgo, semanaIso } from '../../domain/radar-vencimiento';
import type { Reloj } from '../../lib/reloj';
import type { Aviso, Notificador } from '../notificaciones/notificador.service';
import type { SaldosService } from '../saldos/saldos.service';
import {
  avisoResumenEmpresa,
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
   * One round of the radar (issue 16): each employee's alert per period and level, each manager's weekly digest of
   * the direct reports, HR's weekly company digest. Every aviso has a unique key, so any number of rounds and of
   * processes queue each one once. Balances of the whole company come from a fixed number of queries (ADR 003).
   */
  async function ejecutarRadar(): Promise<ResultadoRadar> {
    const hoy = reloj.hoy();
    const semana = semanaIso(hoy);
    const empleados = await saldos.saldosDeActivos();
    const enRiesgo: (PeriodoDeEmpleado & { jefeId: number | null })[] = [];
    for (const e of empleados) {
      for (const p of periodosEnRiesgo(e.filas, hoy)) {
        enRiesgo.push({ ...p, empleadoId: e.id, nombreEmpleado: e.nombreCompleto, jefeId: e.jefeId });
      }
    }
    const alertas = enRiesgo.map((p) => avisoRiesgoPropio(p.empleadoId, p));

    // A manager gets the digest only if the app shows them their team's balances (Saldos de Vacaciones).
    const [conSaldos, rrhh] = await Promise.all([
      repo.activosConPermiso(db, PERMISOS.SALDOS_VACACIONES),
      repo.activosConPermiso(db, PERMISOS.ADMIN_USUARIOS),
    ]);
    const porJefe = new Map<number, PeriodoDeEmpleado[]>();
    for (const p of enRiesgo) {
      if (p.jefeId === null || p.jefeId === p.empleadoId || !conSaldos.has(p.jefeId)) continue;
      porJefe.set(p.jefeId, [...(porJefe.get(p.jefeId) ?? []), p]);
    }
    // Most urgent first: vencidos, then the closest expiry.
    const urgencia = (a: PeriodoDeEmpleado, b: PeriodoDeEmpleado) =>
      a.diasRestantes - b.diasRestantes || a.nombreEmpleado.localeCompare(b.nombreEmpleado, 'es');
    const resumenesEquipo = [...porJefe].map(([jefeId, periodos]) =>
      avisoResumenEquipo(jefeId, semana, [...periodos].sort(urgencia)),
    );
    const todos = [...enRiesgo].sort(urgencia);
    const resumenesEmpresa =
      todos.length === 0 ? [] : [...rrhh].map((id) => avisoResumenEmpresa(id, semana, todos));

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
