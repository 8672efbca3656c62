import {
  fechaDdMmAaaa,
  type TFeriado,
  type TFeriadosQuery,
  type TFeriadosRespuesta,
  type TGuardarFeriadoBody,
  type TPrecargarFeriadosRespuesta,
} from '@app/contract/feriados';
import { anio as anioDe } from '@app/contract/fechas';
import type { Db, Ejecutor } from '../../db/client';
import { esViolacionUnica } from '../../db/errores-db';
import { crearCacheVersionada } from '../../db/version-datos';
import { conflicto, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import { feriadosNacionales } from './feriados-nacionales';
import * as repo from './feriados.repository';

/** How many years the start-up preload covers: the business year and the two after it. */
export const ANIOS_PRECARGADOS = 3;

const datosAuditados = (f: repo.FilaFeriado) => ({ fecha: f.fecha, nombre: f.nombre, origen: f.origen });
const noExiste = () => noEncontrado('El feriado no existe');

/**
 * Once per year ever: the year's national holidays, on every date still free. A year already preloaded is left
 * alone, so a national holiday HR removed or renamed does not come back on the next start. The claim and the
 * insert share one transaction, so N processes starting together load each year once.
 */
export async function precargarFeriadosNacionales(
  db: Db,
  anios: readonly number[],
): Promise<{ anio: number; agregados: number }[]> {
  const cargados: { anio: number; agregados: number }[] = [];
  for (const anio of anios) {
    await db.transaction(async (tx) => {
      if (!(await repo.marcarPrecargado(tx, anio))) return;
      const agregados = await repo.insertarNacionales(tx, await feriadosNacionales(anio));
      cargados.push({ anio, agregados: agregados.length });
    });
  }
  return cargados;
}

/** The years the start-up preload covers for business date `hoy`. */
export const aniosAPrecargar = (hoy: string) =>
  Array.from({ length: ANIOS_PRECARGADOS }, (_, i) => anioDe(hoy) + i);

/** The company's holidays: anyone signed in reads them (date pickers); changes are audited (CONFIGURACION). */
export function crearFeriadosService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;
  // Keyed by the data version: a change in any process (a trigger bumps the version) is read on the next request.
  const cache = crearCacheVersionada<TFeriado[]>(32);

  async function listar(usuario: UsuarioSesion, q: TFeriadosQuery): Promise<TFeriadosRespuesta> {
    const clave = `${q.desde}|${q.hasta}`;
    let feriados = cache.obtener(clave, usuario.versionDatos);
    if (!feriados) {
      feriados = await repo.listarEntre(db, q.desde, q.hasta);
      cache.guardar(clave, usuario.versionDatos, feriados);
    }
    return { desde: q.desde, hasta: q.hasta, feriados };
  }

  /** 409 naming the holiday that already holds the date. */
  async function fechaOcupada(ejecutor: Ejecutor, fecha: string) {
    const otro = await repo.buscarPorFecha(ejecutor, fecha);
    const nombre = otro ? ` (${otro.nombre})` : '';
    const mensaje = `Ya existe un feriado el ${fechaDdMmAaaa(fecha)}${nombre}`;
    return conflicto(mensaje, { Fecha: [mensaje] });
  }

  /** Runs `trabajo`; a unique violation on the date (a concurrent insert) becomes the same 409. */
  async function sinDuplicar<T>(fecha: string, trabajo: () => Promise<T>): Promise<T> {
    try {
      return await trabajo();
    } catch (error) {
      if (esViolacionUnica(error, 'feriados_fecha_uq')) throw await fechaOcupada(db, fecha);
      throw error;
    }
  }

  async function crear(
    usuario: UsuarioSesion,
    body: TGuardarFeriadoBody,
    ip: string | null,
  ): Promise<TFeriado> {
    return sinDuplicar(body.fecha, () =>
      db.transaction(async (tx) => {
        if (await repo.buscarPorFecha(tx, body.fecha)) throw await fechaOcupada(tx, body.fecha);
        const f = await repo.insertar(tx, { ...body, origen: 'EMPRESA', creadoPorId: usuario.id });
        await registrarAuditoria(tx, {
          modulo: 'CONFIGURACION',
          tipoAccion: 'CREAR_FERIADO',
          severidad: 'INFO',
          mensajeCorto: `Feriado añadido: ${fechaDdMmAaaa(f.fecha)} ${f.nombre}`,
          usuarioEjecutorId: usuario.id,
          ip,
          tablaAfectada: 'feriados',
          registroId: f.id,
          datosNuevos: datosAuditados(f),
        });
        return f;
      }),
    );
  }

  async function actualizar(
    usuario: UsuarioSesion,
    id: number,
    body: TGuardarFeriadoBody,
    ip: string | null,
  ): Promise<TFeriado> {
    return sinDuplicar(body.fecha, () =>
      db.transaction(async (tx) => {
        const previo = await repo.bloquear(tx, id);
        if (!previo) throw noExiste();
        if (body.fecha !== previo.fecha) {
          const otro = await repo.buscarPorFecha(tx, body.fecha);
          if (otro) throw await fechaOcupada(tx, body.fecha);
        }
        const f = await repo.actualizar(tx, id, { ...body, fechaActualizacion: reloj.ahora() });
        if (!f) throw noExiste();
        await registrarAuditoria(tx, {
          modulo: 'CONFIGURACION',
          tipoAccion: 'ACTUALIZAR_FERIADO',
          severidad: 'INFO',
          mensajeCorto: `Feriado cambiado: ${fechaDdMmAaaa(previo.fecha)} ${previo.nombre} → ${fechaDdMmAaaa(f.fecha)} ${f.nombre}`,
          usuarioEjecutorId: usuario.id,
          ip,
          tablaAfectada: 'feriados',
          registroId: f.id,
          datosAnteriores: { fecha: previo.fecha, nombre: previo.nombre },
          datosNuevos: { fecha: f.fecha, nombre: f.nombre },
        });
        return f;
      }),
    );
  }

  /** Removes a holiday, national ones included (the yearly preload never brings it back). */
  async function eliminar(usuario: UsuarioSesion, id: number, ip: string | null): Promise<void> {
    await db.transaction(async (tx) => {
      const previo = await repo.bloquear(tx, id);
      if (!previo) throw noExiste();
      await repo.eliminar(tx, id);
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'ELIMINAR_FERIADO',
        severidad: 'WARNING',
        mensajeCorto: `Feriado quitado: ${fechaDdMmAaaa(previo.fecha)} ${previo.nombre}`,
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'feriados',
        registroId: previo.id,
        datosAnteriores: datosAuditados(previo),
      });
    });
  }

  /** On request: the year's national holidays whose date is free again; nothing existing is overwritten. */
  async function precargar(
    usuario: UsuarioSesion,
    anio: number,
    ip: string | null,
  ): Promise<TPrecargarFeriadosRespuesta> {
    return db.transaction(async (tx) => {
      await repo.marcarPrecargado(tx, anio);
      const agregados = await repo.insertarNacionales(tx, await feriadosNacionales(anio));
      if (agregados.length > 0) {
        await registrarAuditoria(tx, {
          modulo: 'CONFIGURACION',
          tipoAccion: 'PRECARGAR_FERIADOS',
          severidad: 'INFO',
          mensajeCorto: `Feriados nacionales de ${anio} traídos de nuevo: ${agregados.length}`,
          usuarioEjecutorId: usuario.id,
          ip,
          tablaAfectada: 'feriados',
          datosNuevos: { feriados: agregados.map((f) => `${fechaDdMmAaaa(f.fecha)} ${f.nombre}`) },
        });
      }
      return { anio, agregados: agregados.length };
    });
  }

  return { listar, crear, actualizar, eliminar, precargar };
}

export type FeriadosService = ReturnType<typeof crearFeriadosService>;
