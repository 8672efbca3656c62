import type { TFilaHistorial } from '@app/contract/solicitudes';
import { calcularSaldos, UNIDADES_POR_DIA, type FilaSaldo } from '../../domain/calculo-saldo';
import { politicaDelEmpleado } from '../../domain/politica-vacaciones';
import { cederTurno } from '../../lib/tareas-periodicas';
import { materializarSinRespuesta, type VistaDeSesion } from '../vencimiento/vencimiento.service';
import type { ContextoSaldos } from './contexto';
import { consumoYRecordDe, entradaDe } from './entradas';
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
  fechaLimiteGoce: f.fechaLimiteGoce,
  riesgoIndemnizacion: f.riesgoIndemnizacion,
  indemnizacionPosible: f.indemnizacionPosible,
  indemnizacionPosibleCas1419: f.indemnizacionPosibleCas1419,
  truncasSinMesMinimo: f.truncasSinMesMinimo,
});

/**
 * The caller's balance by period (GET historial-vacaciones; docs/producto.md, «Solicitar vacaciones»). `sesion`:
 * what the caller's session read, when the caller is the person (see materializarSinRespuesta).
 */
export async function historialDe(ctx: ContextoSaldos, usuarioId: number, sesion?: VistaDeSesion) {
  const { db, reloj } = ctx;
  // The engine already ignores undecided requests past their start; storing it keeps every screen in step.
  await materializarSinRespuesta(db, reloj.hoy(), reloj.ahora(), sesion);
  const entrada = await entradaDe(db, usuarioId, reloj.hoy());
  return {
    historial: calcularSaldos(entrada).map(aFilaHistorial),
    // The form picks its automatic period in the company's order (docs/reglas-vacaciones.md,
    // «Orden de imputación»).
    ordenImputacion: entrada.opciones?.ordenImputacion ?? 'FIFO',
  };
}

/**
 * Every active employee's balance by period, for the risk radar and the company statistics: one query
 * for the people and the policy, then the aggregated consumption (ADR 003) and the record overrides of
 * EMPLEADOS_POR_TRAMO people at a time, with a pause between slices. Read at once, the consumption of 10,000 people
 * held the server's thread ~220 ms while its rows were mapped, and their garbage a while more (ADR 054).
 */
export async function saldosDeActivos(ctx: ContextoSaldos) {
  const { db, reloj, empleadosPorTramo } = ctx;
  const hoy = reloj.hoy();
  await materializarSinRespuesta(db, hoy, reloj.ahora());
  const [empleados, config] = await Promise.all([repo.empleadosActivos(db), repo.leerPolitica(db)]);
  const resultado = [];
  for (let desde = 0; desde < empleados.length; desde += empleadosPorTramo) {
    if (desde > 0) await cederTurno();
    const tramo = empleados.slice(desde, desde + empleadosPorTramo);
    const { porEmpleado, recordPorEmpleado } = await consumoYRecordDe(
      db,
      tramo.map((e) => e.id),
    );
    for (const e of tramo) {
      const politica = politicaDelEmpleado(config, e.regimen);
      resultado.push({
        ...e,
        filas: calcularSaldos({
          fechaIngreso: e.fechaIngreso,
          regimen: politica.regimen,
          hoy,
          solicitudes: porEmpleado.get(e.id) ?? [],
          opciones: { ...politica.opciones, recordNoCumplido: recordPorEmpleado.get(e.id) ?? [] },
        }),
      });
    }
  }
  return resultado;
}
