import type { TGestionSolicitudesExportarQuery, TGestionSolicitudesQuery } from '@app/contract/equipo';
import { miembrosDelEquipo } from '../../db/jerarquia';
import { buscarMiembros, type BusquedaMiembros } from '../../domain/busqueda-miembros';
import { esInterrumpiblePor, puedeDecidirse } from '../../domain/ciclo-solicitud';
import { sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { materializar, type ContextoSolicitudes } from './contexto';
import { aItem, puedeGestionar, rolesSobre } from './quien-actua';
import * as repo from './solicitudes.repository';

async function idsDelEquipoEnCache(
  ctx: ContextoSolicitudes,
  jefeId: number,
  todos: boolean,
  version: number,
) {
  const clave = `${jefeId}|${todos}`;
  const enCache = ctx.cacheEquipos.obtener(clave, version);
  if (enCache) return enCache;
  const ids = (await miembrosDelEquipo(ctx.db, jefeId, todos)).map((m) => m.id);
  ctx.cacheEquipos.guardar(clave, version, ids);
  return ids;
}

/** The caller's team (direct reports or every level) and the list's filters; 403 for an employee outside it. */
export async function alcanceGestion(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  q: TGestionSolicitudesExportarQuery,
) {
  const todos = q.incluirSubordinadosNivelN;
  // Closing undecided requests changes the data: this request must not reuse counts of the version before it.
  const version = (await materializar(ctx, usuario)) > 0 ? -1 : usuario.versionDatos;
  const ids = await idsDelEquipoEnCache(ctx, usuario.id, todos, version);
  if (q.empleadoId !== undefined && !ids.includes(q.empleadoId)) {
    throw sinPermiso('El empleado no pertenece a su equipo');
  }
  const equipo = repo.deUsuarios(ids);
  const filtro = repo.todas(...repo.condicionesGestion(q));
  return { todos, version, ids, equipo, filtro };
}

/**
 * The team's requests (direct reports, or every level below) with the spec's filters, sort and paging.
 * `estadisticas` counts the whole filtered set; `totalCompleto` the team's requests without filters.
 */
export async function gestionSolicitudes(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  q: TGestionSolicitudesQuery,
) {
  const { db, reloj, cacheConteos } = ctx;
  const { todos, version, ids, equipo, filtro } = await alcanceGestion(ctx, usuario, q);
  // Status and employee filters are answered by the per-employee totals; the others count the requests.
  const otrosFiltros = [
    q.periodo,
    q.tipoVacaciones,
    q.fechaInicio,
    q.fechaFin,
    q.fechaInicioRango,
    q.fechaFinRango,
  ];
  const claveConteo = JSON.stringify([usuario.id, todos, q.empleadoId, q.estado, ...otrosFiltros]);
  const contar = async () => {
    const enCache = cacheConteos.obtener(claveConteo, version);
    if (enCache) return enCache;
    const conteo = otrosFiltros.every((v) => v === undefined)
      ? await repo.estadisticasDeTotales(db, ids, { estado: q.estado, empleadoId: q.empleadoId })
      : await repo.estadisticas(db, equipo, filtro);
    cacheConteos.guardar(claveConteo, version, conteo);
    return conteo;
  };
  const [filas, conteo] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : repo.paginaDeGestion(
          db,
          ids,
          q,
          { campo: q.sortBy, descendente: q.isDescending },
          { numero: q.pageNumber, tamano: q.pageSize },
        ),
    contar(),
  ]);
  const hoy = reloj.hoy();
  const gestiona = puedeGestionar(usuario);
  const { totalCompleto, ...estadisticas } = conteo;
  return {
    // Every row is below the caller in the chain, so the chain rule holds; self-approval is excluded by id.
    solicitudes: filas.map((f) => {
      const quien = rolesSobre(usuario, f.usuarioId, true);
      return {
        ...aItem(f, quien, hoy),
        puedeAprobar: gestiona && puedeDecidirse(f, hoy) && f.usuarioId !== usuario.id,
        puedeInterrumpir: esInterrumpiblePor(f, hoy, quien),
      };
    }),
    total: estadisticas.total,
    totalCompleto,
    estadisticas,
  };
}

/** The caller's team members for the management filters, found by name or document. */
export async function equipoEmpleados(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  todosLosNiveles: boolean,
  busqueda: BusquedaMiembros = {},
) {
  const miembros = buscarMiembros(await miembrosDelEquipo(ctx.db, usuario.id, todosLosNiveles), busqueda);
  return {
    empleados: miembros.map((m) => ({
      id: m.id,
      nombreCompleto: m.nombreCompleto,
      esDirecto: m.esDirecto,
    })),
  };
}
