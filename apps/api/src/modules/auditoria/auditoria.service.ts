import { calcularCambios, idsReferenciados, type NombresAuditoria } from '@app/contract/auditoria-cambios';
import {
  MODULOS_AUDITORIA,
  SEVERIDADES,
  type TAuditoriaEstadisticas,
  type TAuditoriaPagina,
  type TAuditoriaQuery,
  type TAuditoriaRangoQuery,
  type TAuditoriaRegistro,
  type TAuditoriaResumenDiario,
  type TModuloAuditoria,
  type TSeveridad,
} from '@app/contract/auditoria';
import type { Db, Ejecutor } from '../../db/client';
import { crearCacheVersionada } from '../../db/version-datos';
import { noEncontrado } from '../../lib/app-error';
import * as repo from './auditoria.repository';

// ---- reading the history (append-only: nothing here updates or deletes) ----

const aRegistro = (f: repo.FilaAuditoria, nombres: NombresAuditoria): TAuditoriaRegistro => ({
  ...f,
  fechaHora: f.fechaHora.toISOString(),
  cambios: calcularCambios(f.datosAnteriores, f.datosNuevos, nombres),
});

/** The records of a page, with the departments and users their changes name looked up once for the page. */
async function aRegistros(db: Ejecutor, filas: repo.FilaAuditoria[]): Promise<TAuditoriaRegistro[]> {
  const departamentos = new Set<number>();
  const usuarios = new Set<number>();
  for (const f of filas) {
    const ids = idsReferenciados(f.datosAnteriores, f.datosNuevos);
    ids.departamentos.forEach((id) => departamentos.add(id));
    ids.usuarios.forEach((id) => usuarios.add(id));
  }
  const nombres = await repo.nombresReferenciados(db, {
    departamentos: [...departamentos],
    usuarios: [...usuarios],
  });
  return filas.map((f) => aRegistro(f, nombres));
}

export interface Paginacion {
  pagina: number;
  tamanoPagina: number;
}

/** `zonaNegocio`: the business zone in force (the clock's), in which the daily summary's days are counted. */
export function crearAuditoriaService(deps: { db: Db; zonaNegocio?: () => string }) {
  const { db, zonaNegocio = () => 'America/Lima' } = deps;

  // The log is append-only, so its row count identifies its state: a filter's count stays valid until it grows.
  const cacheConteos = crearCacheVersionada<number>(128);

  async function contar(filtros: repo.FiltrosAuditoria) {
    const { modulo, severidad, ...resto } = filtros;
    const { usuarioId, tipoAccion, tablaAfectada, fechaDesde, fechaHasta } = resto;
    const { usuarioEjecutorId, usuarioAfectadoId, busqueda } = resto;
    const otros = [
      usuarioId,
      tipoAccion,
      tablaAfectada,
      fechaDesde,
      fechaHasta,
      usuarioEjecutorId,
      usuarioAfectadoId,
      busqueda,
    ];
    if (otros.every((v) => v === undefined)) return repo.totalDesdeTotales(db, { modulo, severidad });
    const totalTabla = await repo.totalDesdeTotales(db);
    const clave = JSON.stringify([modulo, severidad, ...otros]);
    const enCache = cacheConteos.obtener(clave, totalTabla);
    if (enCache !== undefined) return enCache;
    const n = await repo.contarFiltrados(db, filtros);
    cacheConteos.guardar(clave, totalTabla, n);
    return n;
  }

  async function pagina(
    filtros: repo.FiltrosAuditoria,
    p: Paginacion,
    orden: Pick<TAuditoriaQuery, 'ordenarPor' | 'ordenDescendente'> = {
      ordenarPor: 'fechaHora',
      ordenDescendente: true,
    },
  ): Promise<TAuditoriaPagina> {
    const [filas, total] = await Promise.all([
      repo.paginaDeAuditoria(
        db,
        filtros,
        { campo: orden.ordenarPor, descendente: orden.ordenDescendente },
        { limite: p.tamanoPagina, desplazamiento: (p.pagina - 1) * p.tamanoPagina },
      ),
      contar(filtros),
    ]);
    const totalPaginas = Math.ceil(total / p.tamanoPagina);
    return {
      registros: await aRegistros(db, filas),
      totalRegistros: total,
      paginaActual: p.pagina,
      totalPaginas,
      tamanoPagina: p.tamanoPagina,
      tienePaginaAnterior: p.pagina > 1,
      tienePaginaSiguiente: p.pagina < totalPaginas,
    };
  }

  /** The audit history with every filter; `moduloFijo` pins the module (the users screen's tab). */
  const listar = (q: TAuditoriaQuery, moduloFijo?: TModuloAuditoria) =>
    pagina({ ...q, modulo: moduloFijo ?? q.modulo }, q, q);

  async function detalle(id: number): Promise<TAuditoriaRegistro> {
    const f = await repo.buscar(db, id);
    if (!f) throw noEncontrado('El registro de auditoría no existe');
    const [registro] = await aRegistros(db, [f]);
    return registro!;
  }

  /** Records where the user acted or was affected, newest first. */
  const porUsuario = (usuarioId: number, p: Paginacion) => pagina({ usuarioId }, p);

  async function recientesDeUsuario(usuarioId: number, limite: number) {
    const filas = await repo.paginaDeAuditoria(
      db,
      { usuarioId },
      { campo: 'fechaHora', descendente: true },
      { limite, desplazamiento: 0 },
    );
    return aRegistros(db, filas);
  }

  const porModulo = (modulo: TModuloAuditoria, p: Paginacion) => pagina({ modulo }, p);

  /** Counts by module and by severity over the date range (every known module and severity, 0 when none). */
  async function estadisticas(q: TAuditoriaRangoQuery): Promise<TAuditoriaEstadisticas> {
    const donde = repo.condiciones(q);
    const [modulos, severidades] = await Promise.all([
      repo.contarPor(db, 'modulo', donde),
      repo.contarPor(db, 'severidad', donde),
    ]);
    const conNombres = <K extends string>(
      catalogo: Record<K, string>,
      filas: { clave: string; total: number }[],
    ) => {
      const total = new Map(filas.map((f) => [f.clave, f.total]));
      const conocidos = Object.entries<string>(catalogo).map(([clave, nombre]) => ({
        clave,
        nombre,
        total: total.get(clave) ?? 0,
      }));
      const otros = filas
        .filter((f) => !(f.clave in catalogo))
        .map((f) => ({ clave: f.clave, nombre: f.clave, total: f.total }));
      return [...conocidos, ...otros];
    };
    return {
      totalRegistros: severidades.reduce((s, f) => s + f.total, 0),
      porModulo: conNombres(MODULOS_AUDITORIA, modulos).map(({ clave, nombre, total }) => ({
        modulo: clave,
        nombre,
        total,
      })),
      porSeveridad: conNombres(SEVERIDADES, severidades).map(({ clave, nombre, total }) => ({
        severidad: clave,
        nombre,
        total,
      })),
    };
  }

  /** Records per Lima calendar day (days without records are left out), by severity. */
  async function resumenDiario(q: TAuditoriaRangoQuery): Promise<TAuditoriaResumenDiario> {
    const filas = await repo.resumenDiario(db, repo.condiciones(q), zonaNegocio());
    const dias = new Map<string, TAuditoriaResumenDiario[number]>();
    for (const f of filas) {
      let dia = dias.get(f.fecha);
      if (!dia) {
        dia = {
          fecha: f.fecha,
          total: 0,
          porSeveridad: { INFO: 0, WARNING: 0, ERROR: 0, SECURITY: 0, CRITICAL: 0 },
        };
        dias.set(f.fecha, dia);
      }
      dia.total += f.total;
      if (f.severidad in dia.porSeveridad) dia.porSeveridad[f.severidad as TSeveridad] += f.total;
    }
    return [...dias.values()];
  }

  return { listar, detalle, porUsuario, recientesDeUsuario, porModulo, estadisticas, resumenDiario };
}

export type AuditoriaService = ReturnType<typeof crearAuditoriaService>;
