// Estadísticas (ADR 040): the pure steps between the SQL aggregates and the page. `hoy` is an input.

import { TRAMOS_ANTIGUEDAD } from '@app/contract/estadisticas';
import { ESTADOS_SOLICITUD, type TEstadoSolicitud } from '@app/contract/solicitudes';
import { periodosEnRiesgo, type PeriodoSaldo } from './radar-vencimiento';

/** Position in TRAMOS_ANTIGUEDAD of a pending request made `dias` calendar days ago. */
export function tramoDeAntiguedad(dias: number): number {
  const i = TRAMOS_ANTIGUEDAD.findIndex((t) => t.hasta !== null && dias <= t.hasta);
  return i === -1 ? TRAMOS_ANTIGUEDAD.length - 1 : i;
}

/** Pending requests counted per age (days → how many) into the fixed brackets, every bracket present. */
export function agruparPorAntiguedad(filas: readonly { dias: number; cantidad: number }[]) {
  const conteo = TRAMOS_ANTIGUEDAD.map(() => 0);
  for (const f of filas) conteo[tramoDeAntiguedad(Math.max(0, f.dias))]! += f.cantidad;
  return TRAMOS_ANTIGUEDAD.map((t, i) => ({ etiqueta: t.etiqueta, solicitudes: conteo[i]! }));
}

/** Average hours from request to decision, one decimal; null when nothing was decided. */
export function horasPromedio(segundosTotales: number, cantidad: number): number | null {
  if (cantidad <= 0) return null;
  return Math.round((segundosTotales / cantidad / 3600) * 10) / 10;
}

/** Twelve months of days per department: `dias` of each month aligned with `departamentos`. */
export function diasPorMes(
  filas: readonly { mes: number; departamentoId: number | null; dias: number }[],
  departamentos: readonly (number | null)[],
) {
  const posicion = new Map(departamentos.map((d, i) => [d, i]));
  const meses = Array.from({ length: 12 }, (_, i) => ({
    mes: i + 1,
    dias: departamentos.map(() => 0),
    total: 0,
  }));
  for (const f of filas) {
    const mes = meses[f.mes - 1];
    const i = posicion.get(f.departamentoId);
    if (!mes || i === undefined) continue;
    mes.dias[i]! += f.dias;
    mes.total += f.dias;
  }
  return meses;
}

/** Twelve months of request counts per status (every status present). */
export function estadosPorMes(filas: readonly { mes: number; estado: TEstadoSolicitud; cantidad: number }[]) {
  const meses = Array.from({ length: 12 }, (_, i) => ({
    mes: i + 1,
    porEstado: Object.fromEntries(ESTADOS_SOLICITUD.map((e) => [e, 0])) as Record<TEstadoSolicitud, number>,
    total: 0,
  }));
  for (const f of filas) {
    const mes = meses[f.mes - 1];
    if (!mes) continue;
    mes.porEstado[f.estado] += f.cantidad;
    mes.total += f.cantidad;
  }
  return meses;
}

/** What the statistics keep of one employee's engine rows, in exact units (1/360 day) so totals round once. */
export interface ResumenSaldo {
  pendientes: number;
  vencidas: number;
  /** Pending units of the periods at level 90, 60 or 30 (not yet expired). */
  enRiesgo: number;
  /** Whether the radar lists any period of this employee (levels 90/60/30/VENCIDO). */
  tieneRiesgo: boolean;
}

/** One employee's balance summary, with the radar's own rule (periodosEnRiesgo) deciding what is at risk. */
export function resumirSaldo(
  filas: readonly (PeriodoSaldo & { exacto: { pendientes: number; vencidas: number } })[],
  hoy: string,
): ResumenSaldo {
  const r: ResumenSaldo = { pendientes: 0, vencidas: 0, enRiesgo: 0, tieneRiesgo: false };
  for (const f of filas) {
    r.pendientes += f.exacto.pendientes;
    r.vencidas += f.exacto.vencidas;
    const [riesgo] = periodosEnRiesgo([f], hoy);
    if (!riesgo) continue;
    r.tieneRiesgo = true;
    if (riesgo.nivel !== 'VENCIDO') r.enRiesgo += f.exacto.pendientes;
  }
  return r;
}
