import type { Ejecutor } from '../../db/client';
import { calcularSaldos, type EntradaSaldo } from '../../domain/calculo-saldo';
import { periodoQueQuedaNegativo, periodosQueCambian, reasignarPeriodo } from './cambio-fecha-ingreso';
import { entradasPara } from './entradas';
import * as repo from './saldos.repository';

/**
 * What editing a hire date from `anterior` to `nueva` does to an employee's balance (ADR 015):
 * each request follows its service year (reasignarPeriodo), the record overrides too; the periods whose figures
 * change, the first one left negative (if any) and the label moves to store. Read inside the caller's transaction.
 */
export async function planearCambioFechaIngreso(
  ejecutor: Ejecutor,
  usuarioId: number,
  anterior: string,
  nueva: string,
  hoy: string,
) {
  const regimen = (await repo.fechaIngresoDe(ejecutor, usuarioId))?.regimen ?? null;
  const entrada = (
    await entradasPara(ejecutor, [{ id: usuarioId, fechaIngreso: anterior, regimen }], hoy)
  ).get(usuarioId)!;
  const etiquetas = new Set([
    ...(await repo.periodosDeSolicitudes(ejecutor, usuarioId)),
    ...(entrada.opciones?.recordNoCumplido ?? []),
  ]);
  const movimientos = new Map<number, number>();
  for (const p of etiquetas) {
    const destino = reasignarPeriodo(anterior, nueva, p);
    if (destino !== null && destino !== p) movimientos.set(p, destino);
  }
  const mover = (p: number) => movimientos.get(p) ?? p;
  const nuevaEntrada: EntradaSaldo = {
    ...entrada,
    fechaIngreso: nueva,
    solicitudes: entrada.solicitudes.map((s) => ({ ...s, periodo: mover(s.periodo) })),
    opciones: {
      ...entrada.opciones,
      recordNoCumplido: (entrada.opciones?.recordNoCumplido ?? []).map(mover),
    },
  };
  const antes = calcularSaldos(entrada);
  const despues = calcularSaldos(nuevaEntrada);
  return {
    cambios: periodosQueCambian(anterior, nueva, antes, despues),
    periodoNegativo: periodoQueQuedaNegativo(anterior, nueva, antes, despues, entrada.regimen),
    movimientos,
  };
}

export type PlanCambioFechaIngreso = Awaited<ReturnType<typeof planearCambioFechaIngreso>>;
