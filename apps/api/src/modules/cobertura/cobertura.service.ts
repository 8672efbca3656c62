import type { TCoberturaQuery, TCoberturaRespuesta, TExcesoCobertura } from '@app/contract/cobertura';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import { sumarDias } from '@app/contract/fechas';
import type { Db, Ejecutor } from '../../db/client';
import { diasSobreCobertura, limitePersonas } from '../../domain/cobertura';
import { noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import type { UsuarioSesion } from '../auth/auth.service';
import * as repo from './cobertura.repository';

/** "Out" for coverage: approved requests and those still waiting for a decision (rejected and cancelled are not). */
/** The shared coverage queries, for the team calendar. */
export { ausentesPorDia, departamentosConCobertura } from './cobertura.repository';

export const ESTADOS_FUERA: readonly TEstadoSolicitud[] = ['Aprobada', 'Pendiente'];

const SIN_REGLA: TCoberturaRespuesta = { regla: null, excesos: [] };

/**
 * The days on which a department would exceed its coverage rule if `usuarioId` were out over [desde, hasta]: the
 * people already out (approved + pending, `excluirSolicitudId` left out so a request is not counted twice) plus this
 * person on the days they are not already out for another request.
 */
async function coberturaDeTramo(
  db: Ejecutor,
  p: {
    usuarioId: number;
    departamentoId: number | null;
    desde: string;
    hasta: string;
    excluirSolicitudId?: number;
  },
): Promise<TCoberturaRespuesta> {
  if (p.departamentoId === null) return SIN_REGLA;
  const [dep] = await repo.departamentosConCobertura(db, [p.departamentoId]);
  if (!dep || dep.coberturaMaxima === null || dep.coberturaTipo === null) return SIN_REGLA;
  const limite = limitePersonas(dep, dep.personasActivas);
  if (limite === null) return SIN_REGLA;
  const consulta = {
    desde: p.desde,
    hasta: p.hasta,
    estados: ESTADOS_FUERA,
    ...(p.excluirSolicitudId === undefined ? {} : { excluirSolicitudId: p.excluirSolicitudId }),
  };
  const [porDepartamento, yaFuera] = await Promise.all([
    repo.ausentesPorDia(db, { ...consulta, departamentoIds: [dep.id] }),
    repo.diasFueraDeUsuario(db, { ...consulta, usuarioId: p.usuarioId }),
  ]);
  const base = porDepartamento.get(dep.id) ?? new Map<string, number>();
  const fueraPorDia = new Map<string, number>();
  for (let dia = p.desde; dia <= p.hasta; dia = sumarDias(dia, 1)) {
    fueraPorDia.set(dia, (base.get(dia) ?? 0) + (yaFuera.has(dia) ? 0 : 1));
  }
  return {
    regla: {
      departamentoId: dep.id,
      departamento: dep.nombre,
      coberturaMaxima: dep.coberturaMaxima,
      coberturaTipo: dep.coberturaTipo,
      personasActivas: dep.personasActivas,
      limite,
    },
    excesos: diasSobreCobertura(limite, fueraPorDia).map((d) => ({
      ...d,
      departamentoId: dep.id,
      departamento: dep.nombre,
    })),
  };
}

/**
 * For the decision (inside its transaction): the days the applicant's department would exceed its rule if this
 * request were approved. Empty when there is no rule or no overflow.
 */
export async function excesosSiSeAprueba(
  tx: Ejecutor,
  s: { id: number; usuarioId: number; fechaInicio: string; fechaFin: string },
  /** The employee's department, as read with the employee's lock. */
  departamentoId: number | null,
): Promise<TExcesoCobertura[]> {
  const r = await coberturaDeTramo(tx, {
    usuarioId: s.usuarioId,
    departamentoId,
    desde: s.fechaInicio,
    hasta: s.fechaFin,
    excluirSolicitudId: s.id,
  });
  return r.excesos;
}

/** The audit's short message: " – supera la cobertura de Ventas en 2 día(s)" (empty without overflow). */
export function resumenExcesos(excesos: readonly TExcesoCobertura[]): string {
  if (excesos.length === 0) return '';
  return ` – supera la cobertura de ${excesos[0]!.departamento} en ${excesos.length} día(s)`;
}

export function crearCoberturaService(deps: {
  db: Db;
  reloj: Reloj;
  /** The decision's own check (the requests service's): 403 unless the caller may decide the request. */
  autorizarDecision: (
    db: Ejecutor,
    usuario: UsuarioSesion,
    solicitud: { id: number; usuarioId: number },
    hoy: string,
  ) => Promise<unknown>;
}) {
  const { db, reloj, autorizarDecision } = deps;

  /** The caller's own department, with the chosen span counted as if it were added (the request form's warning). */
  async function deMiTramo(usuario: UsuarioSesion, q: TCoberturaQuery): Promise<TCoberturaRespuesta> {
    return coberturaDeTramo(db, {
      usuarioId: usuario.id,
      departamentoId: await repo.departamentoDeUsuario(db, usuario.id),
      desde: q.fechaInicio,
      hasta: q.fechaFin,
    });
  }

  /**
   * What approving this request would do to its department's coverage; only whoever may decide it may ask (the same
   * check as the decision: 404 if missing, 403 otherwise).
   */
  async function deSolicitud(usuario: UsuarioSesion, id: number): Promise<TCoberturaRespuesta> {
    const s = await repo.solicitudParaCobertura(db, id);
    if (!s) throw noEncontrado('La solicitud no existe');
    await autorizarDecision(db, usuario, s, reloj.hoy());
    return coberturaDeTramo(db, {
      usuarioId: s.usuarioId,
      departamentoId: s.departamentoId,
      desde: s.fechaInicio,
      hasta: s.fechaFin,
      excluirSolicitudId: s.id,
    });
  }

  return { deMiTramo, deSolicitud };
}

export type CoberturaService = ReturnType<typeof crearCoberturaService>;
