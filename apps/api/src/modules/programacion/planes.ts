import type { TMiPlan, TPlanEmpleado, TPlanEquipo } from '@app/contract/programacion';
import { miembrosDelEquipo } from '../../db/jerarquia';
import { calcularSaldos } from '../../domain/calculo-saldo';
import { coberturaDelPlan } from '../../domain/rol-vacacional';
import { noEncontrado } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { aTramo, type ContextoProgramacion } from './contexto';
import * as repo from './programacion.repository';

/** Each employee's spans of the year, and the periods expiring by its end with the plan's cover (red if not). */
async function planesDe(
  ctx: ContextoProgramacion,
  empleados: repo.EmpleadoPlan[],
  anio: number,
): Promise<TPlanEmpleado[]> {
  const ids = empleados.map((e) => e.id);
  const [tramos, entradas] = await Promise.all([
    repo.tramosDe(ctx.db, ids, anio),
    ctx.saldos.entradasPara(ctx.db, empleados, ctx.reloj.hoy()),
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

/** The caller's own plan for a year, with whether their window is open. */
export async function miPlan(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  anio: number,
): Promise<TMiPlan> {
  const [e] = await repo.empleadosPorId(ctx.db, [usuario.id]);
  if (!e) throw noEncontrado('Usuario no encontrado');
  const [plan] = await planesDe(ctx, [e], anio);
  return {
    anio,
    ventanaAbierta: await repo.ventanaAbiertaPara(ctx.db, e.jefeId, anio),
    diasInvitacion: await repo.diasInvitacionPlan(ctx.db),
    plan: plan!,
  };
}

/** Manager: the direct reports' plans (optionally one department). HR reads the company through `empresa`. */
export async function planEquipo(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  anio: number,
  departamentoId?: number,
): Promise<TPlanEquipo> {
  const ids = (await miembrosDelEquipo(ctx.db, usuario.id, false)).map((m) => m.id);
  const empleados = (await repo.empleadosPorId(ctx.db, ids)).filter(
    (e) => departamentoId === undefined || e.departamentoId === departamentoId,
  );
  return {
    anio,
    ventanaAbierta: await repo.ventanaAbiertaPara(ctx.db, usuario.id, anio),
    empleados: await planesDe(ctx, empleados, anio),
  };
}

/** HR: every active employee's plan (optionally one department). */
export async function planEmpresa(
  ctx: ContextoProgramacion,
  anio: number,
  departamentoId?: number,
): Promise<TPlanEquipo> {
  const empleados = await repo.empleadosActivos(ctx.db, departamentoId);
  return {
    anio,
    ventanaAbierta: await repo.ventanaAbiertaPara(ctx.db, null, anio),
    empleados: await planesDe(ctx, empleados, anio),
  };
}
