import {
  type TExportarUsuariosQuery,
  type TListarUsuariosQuery,
  type TListarUsuariosRespuesta,
} from '@app/contract/usuarios';
import { permisosFaltantes } from '@app/contract/roles';
import type { SQL } from 'drizzle-orm';
import { permisosQueTienen } from '../../db/administradores';
import type { ContextoUsuarios } from './contexto';
import type { Actor } from './tipos';
import * as repo from './usuarios.repository';

const porcentaje = (parte: number, total: number) =>
  total === 0 ? 0 : Math.round((parte * 10_000) / total) / 100;

/** The list's sort: by creation date, newest first, unless a column is chosen (ascending by default then). */
export const ordenLista = (q: TExportarUsuariosQuery) => ({
  campo: q.SortBy ?? 'fechaCreacion',
  descendente: q.IsDescending ?? q.SortBy === undefined,
});

async function estadisticasEnCache(
  { db, cacheEstadisticas }: ContextoUsuarios,
  q: TListarUsuariosQuery,
  donde: SQL | undefined,
  version?: number,
) {
  if (version === undefined) return repo.estadisticas(db, donde);
  const clave = JSON.stringify([
    q.BusquedaGeneral,
    q.Email,
    q.DepartamentoId,
    q.Rol,
    q.EstaActivo,
    q.Extranjero,
    q.FechaIngresoDesde,
    q.FechaIngresoHasta,
  ]);
  const enCache = cacheEstadisticas.obtener(clave, version);
  if (enCache) return enCache;
  const e = await repo.estadisticas(db, donde);
  cacheEstadisticas.guardar(clave, version, e);
  return e;
}

async function permisosEnCache({ db, cachePermisos }: ContextoUsuarios, ids: number[], version?: number) {
  if (version === undefined) return permisosQueTienen(db, ids);
  const tienen = new Map<number, string[]>();
  for (const id of ids) {
    const enCache = cachePermisos.obtener(String(id), version);
    if (enCache) tienen.set(id, enCache);
  }
  const faltan = [...new Set(ids.filter((id) => !tienen.has(id)))];
  if (faltan.length > 0) {
    for (const [id, codigos] of await permisosQueTienen(db, faltan)) {
      cachePermisos.guardar(String(id), version, codigos);
      tienen.set(id, codigos);
    }
  }
  return tienen;
}

/** The users list with the spec's filters, allow-listed sort and paging; statistics over the filtered set. */
export async function listar(
  ctx: ContextoUsuarios,
  actor: Actor,
  q: TListarUsuariosQuery,
): Promise<TListarUsuariosRespuesta> {
  const donde = repo.condicionesLista(q);
  const { campo, descendente } = ordenLista(q);
  const [filas, e] = await Promise.all([
    repo.paginaDeUsuarios(ctx.db, q, { campo, descendente }, { numero: q.PageNumber, tamano: q.PageSize }),
    estadisticasEnCache(ctx, q, donde, actor.versionDatos),
  ]);
  const totalPaginas = Math.ceil(e.total / q.PageSize);
  const tienen = await permisosEnCache(ctx, [actor.id, ...filas.map((f) => f.id)], actor.versionDatos);
  const delActor = tienen.get(actor.id) ?? [];
  return {
    usuarios: filas.map((f) => ({
      id: f.id,
      nombreCompleto: f.nombreCompleto,
      email: f.email,
      dni: f.dni,
      roles: f.roles,
      departamento: f.departamento,
      departamentoId: f.departamentoId,
      fechaIngreso: f.fechaIngreso,
      estado: f.activo ? 'Activo' : 'Inactivo',
      extranjero: f.extranjero,
      manager: f.manager,
      jefeId: f.jefeId,
      puedeGestionar: permisosFaltantes(tienen.get(f.id) ?? [], delActor).length === 0,
    })),
    totalCompleto: e.total,
    paginaActual: q.PageNumber,
    tamanoPagina: q.PageSize,
    totalPaginas,
    tienePaginaSiguiente: q.PageNumber < totalPaginas,
    tienePaginaAnterior: q.PageNumber > 1,
    estadisticas: {
      totalUsuarios: e.total,
      usuariosActivos: e.activos,
      usuariosInactivos: e.total - e.activos,
      usuariosForzarCambio: e.forzarCambio,
      usuariosPendientesCambioContrasena: e.pendientesCambio,
      usuariosExtranjeros: e.extranjeros,
      usuariosConJefe: e.conJefe,
      porcentajeActivos: porcentaje(e.activos, e.total),
      porcentajeExtranjeros: porcentaje(e.extranjeros, e.total),
      administradores: e.administradores,
    },
  };
}
