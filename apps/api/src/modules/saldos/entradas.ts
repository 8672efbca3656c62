import type { TRegimen } from '@app/contract/vacaciones';
import type { Db, Ejecutor } from '../../db/client';
import type { EntradaSaldo, SolicitudSaldo } from '../../domain/calculo-saldo';
import { politicaDelEmpleado } from '../../domain/politica-vacaciones';
import { AppError } from '../../lib/app-error';
import * as repo from './saldos.repository';

// What the engine reads for one employee or many: the policy, the requests and the record overrides.

type EmpleadoSaldo = { id: number; fechaIngreso: string; regimen: TRegimen | null };

function armarEntradas(
  empleados: EmpleadoSaldo[],
  { politica: config, solicitudes, sinRecord }: Awaited<ReturnType<typeof repo.lecturaParaSaldos>>,
  hoy: string,
) {
  const entradas = new Map<number, EntradaSaldo>();
  for (const e of empleados) {
    // The employee's own régimen when HR set one, else the company's (ADR 027).
    const { regimen, opciones } = politicaDelEmpleado(config, e.regimen);
    entradas.set(e.id, {
      fechaIngreso: e.fechaIngreso,
      regimen,
      hoy,
      solicitudes: [],
      opciones: { ...opciones, recordNoCumplido: [] },
    });
  }
  for (const s of solicitudes)
    (entradas.get(s.usuarioId)?.solicitudes as unknown[] | undefined)?.push(repo.aSolicitudSaldo(s));
  for (const r of sinRecord)
    (entradas.get(r.usuarioId)?.opciones?.recordNoCumplido as number[] | undefined)?.push(r.periodo);
  return entradas;
}

/**
 * Everything the engine needs for some employees, in one query whatever their count (company settings, requests,
 * record overrides), so team balances never query per employee.
 */
export async function entradasPara(
  ejecutor: Ejecutor,
  empleados: EmpleadoSaldo[],
  hoy: string,
): Promise<Map<number, EntradaSaldo>> {
  const lectura = await repo.lecturaParaSaldos(
    ejecutor,
    empleados.map((e) => e.id),
  );
  return armarEntradas(empleados, lectura, hoy);
}

/**
 * Engine input for one employee, read inside the caller's transaction when validating a change. `empleado`: an
 * id, or the row the caller already read (locked, say) with the hire date and régimen.
 */
export async function entradaDe(
  ejecutor: Ejecutor,
  empleado: number | EmpleadoSaldo,
  hoy: string,
): Promise<EntradaSaldo> {
  if (typeof empleado !== 'number') return (await entradasPara(ejecutor, [empleado], hoy)).get(empleado.id)!;
  // The hire date and régimen come in the same round trip as the rest.
  const lectura = await repo.lecturaParaSaldos(ejecutor, [empleado], true);
  if (lectura.empleados.length === 0) throw new AppError('NO_ENCONTRADO', 'Usuario no encontrado');
  return armarEntradas(lectura.empleados, lectura, hoy).get(empleado)!;
}

/** The aggregated consumption rows as engine movements, per employee. */
export function agruparConsumo(consumo: Awaited<ReturnType<typeof repo.consumoAgregadoDe>>) {
  const porEmpleado = new Map<number, SolicitudSaldo[]>();
  for (const c of consumo) {
    const lista = porEmpleado.get(c.usuarioId) ?? [];
    lista.push(repo.aSolicitudSaldo({ ...c, id: -lista.length - 1, estado: 'Aprobada' }));
    porEmpleado.set(c.usuarioId, lista);
  }
  return porEmpleado;
}

export function agruparRecord(sinRecord: { usuarioId: number; periodo: number }[]) {
  const recordPorEmpleado = new Map<number, number[]>();
  for (const r of sinRecord)
    recordPorEmpleado.set(r.usuarioId, [...(recordPorEmpleado.get(r.usuarioId) ?? []), r.periodo]);
  return recordPorEmpleado;
}

/** The engine movements and the record overrides of a batch of employees, per employee (two queries). */
export async function consumoYRecordDe(db: Db, ids: number[]) {
  const [consumo, sinRecord] = await Promise.all([
    repo.consumoAgregadoDe(db, ids),
    repo.recordNoCumplidoDe(db, ids),
  ]);
  return { porEmpleado: agruparConsumo(consumo), recordPorEmpleado: agruparRecord(sinRecord) };
}
