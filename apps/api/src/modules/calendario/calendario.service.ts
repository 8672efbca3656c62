import {
  ESTADOS_FUERA,
  type TCalendarioDepartamentoQuery,
  type TCalendarioDepartamentoRespuesta,
  type TCalendarioEquipoQuery,
  type TCalendarioEquipoRespuesta,
} from '@app/contract/calendario';
import type { TExcesoCobertura } from '@app/contract/cobertura';
import { PERMISOS } from '@app/contract/permisos';
import type { TEstadoSolicitud } from '@app/contract/solicitudes';
import type { Db } from '../../db/client';
import { crearCacheVersionada } from '../../db/version-datos';
import { fueraPorDia } from '../../domain/calendario';
import { puedeDecidirse } from '../../domain/ciclo-solicitud';
import { diasSobreCobertura, limitePersonas } from '../../domain/cobertura';
import { jsonComprimible, type JsonComprimible } from '../../lib/json-comprimido';
import type { Reloj } from '../../lib/reloj';
import type { UsuarioSesion } from '../auth/auth.service';
import { ausentesPorDia, departamentosConCobertura } from '../cobertura/cobertura.service';
import type { FeriadosService } from '../feriados/feriados.service';
import { materializarSinRespuesta } from '../vencimiento/vencimiento.service';
import * as repo from './calendario.repository';

const esFuera = (estado: TEstadoSolicitud) => (ESTADOS_FUERA as readonly string[]).includes(estado);

/** Team calendar and department calendar (ADR 034). Read-only: nothing here changes state. */
export function crearCalendarioService(deps: { db: Db; reloj: Reloj; feriados: FeriadosService }) {
  const { db, reloj, feriados } = deps;
  // A whole reply per caller and query, already serialised and, once asked for, compressed (a top manager's quarter
  // is megabytes: rebuilding or compressing it per read costs more than the queries), valid for the data version
  // it was read at. Few entries: they are large.
  const cacheEquipo = crearCacheVersionada<JsonComprimible>(8);

  /** Pending requests whose start passed are closed first, as every team screen does: a calendar never shows them. */
  async function versionTrasCerrar(usuario: UsuarioSesion) {
    return (await materializarSinRespuesta(db, reloj.hoy(), reloj.ahora(), usuario)) > 0
      ? -1
      : usuario.versionDatos;
  }

  /** Coverage overflows of `departamentoIds` in the span: the whole department counts, not only the team. */
  async function excesosDe(
    departamentoIds: number[],
    desde: string,
    hasta: string,
  ): Promise<TExcesoCobertura[]> {
    const conRegla = (await departamentosConCobertura(db, departamentoIds))
      .map((d) => ({ ...d, limite: limitePersonas(d, d.personasActivas) }))
      .filter((d) => d.limite !== null);
    if (conRegla.length === 0) return [];
    const fuera = await ausentesPorDia(db, {
      departamentoIds: conRegla.map((d) => d.id),
      desde,
      hasta,
      estados: ESTADOS_FUERA,
    });
    return conRegla
      .flatMap((d) =>
        diasSobreCobertura(d.limite, fuera.get(d.id) ?? new Map()).map((e) => ({
          ...e,
          departamentoId: d.id,
          departamento: d.nombre,
        })),
      )
      .sort((a, b) => a.fecha.localeCompare(b.fecha) || a.departamento.localeCompare(b.departamento, 'es'));
  }

  /** The team calendar as UTF-8 JSON bytes (see the cache above): a hit is sent without encoding megabytes again. */
  async function equipoJson(usuario: UsuarioSesion, q: TCalendarioEquipoQuery): Promise<JsonComprimible> {
    const version = await versionTrasCerrar(usuario);
    const clave = JSON.stringify([
      usuario.id,
      q.desde,
      q.hasta,
      q.nivel,
      q.departamentoId,
      q.estado,
      reloj.hoy(),
    ]);
    const enCache = cacheEquipo.obtener(clave, version);
    if (enCache) return enCache;

    const personas = await repo.personasDelEquipo(db, usuario.id, q.nivel === 'todos', q.departamentoId);
    const ids = personas.map((p) => p.id);
    const departamentoIds = [
      ...new Set(personas.map((p) => p.departamentoId).filter((d): d is number => d !== null)),
    ];
    // The day counts always use Pendiente + Aprobada, whatever status the grid shows.
    const estados: TEstadoSolicitud[] = q.estado
      ? [...new Set([q.estado, ...ESTADOS_FUERA])]
      : [...ESTADOS_FUERA];
    const [filas, delRango, excesos] = await Promise.all([
      repo.solicitudesEnRango(db, { usuarioIds: ids, desde: q.desde, hasta: q.hasta, estados }),
      feriados.listar(usuario, { desde: q.desde, hasta: q.hasta }),
      excesosDe(departamentoIds, q.desde, q.hasta),
    ]);
    const hoy = reloj.hoy();
    const gestiona = usuario.permisos.includes(PERMISOS.GESTION_SOLICITUDES);
    const respuesta: TCalendarioEquipoRespuesta = {
      desde: q.desde,
      hasta: q.hasta,
      personas,
      solicitudes: filas
        .filter((f) => (q.estado ? f.estado === q.estado : true))
        .map(({ esAdelanto, ...f }) => ({
          ...f,
          tipo: esAdelanto ? 'adelanto' : f.tipoVacaciones,
          // Every row is below the caller in the chain; self-approval is excluded by id (as in Gestión).
          puedeAprobar: gestiona && puedeDecidirse(f, hoy) && f.usuarioId !== usuario.id,
        })),
      feriados: delRango.feriados.map((f) => ({ fecha: f.fecha, nombre: f.nombre })),
      fueraPorDia: fueraPorDia(
        filas.filter((f) => esFuera(f.estado)),
        q.desde,
        q.hasta,
      ),
      excesos,
    };
    const json = jsonComprimible(Buffer.from(JSON.stringify(respuesta), 'utf8'));
    cacheEquipo.guardar(clave, version, json);
    return json;
  }

  /** "¿Quién más estará fuera?": the caller's own department, approved and pending absences, names and dates. */
  async function departamento(
    usuario: UsuarioSesion,
    q: TCalendarioDepartamentoQuery,
  ): Promise<TCalendarioDepartamentoRespuesta> {
    await versionTrasCerrar(usuario);
    const propio = await repo.departamentoDe(db, usuario.id);
    const [ausencias, delRango] = await Promise.all([
      propio ? repo.ausenciasDelDepartamento(db, { departamentoId: propio.id, ...q }) : Promise.resolve([]),
      feriados.listar(usuario, { desde: q.desde, hasta: q.hasta }),
    ]);
    return {
      desde: q.desde,
      hasta: q.hasta,
      departamento: propio?.nombre ?? null,
      ausencias,
      feriados: delRango.feriados.map((f) => ({ fecha: f.fecha, nombre: f.nombre })),
    };
  }

  return { equipoJson, departamento };
}

export type CalendarioService = ReturnType<typeof crearCalendarioService>;
