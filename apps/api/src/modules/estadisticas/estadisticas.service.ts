import {
  MENSAJES_ESTADISTICAS,
  MESES,
  TITULOS_GRAFICOS,
  type TEstadisticas,
  type TEstadisticasQuery,
  type TGraficoEstadisticas,
} from '@app/contract/estadisticas';
import { PERMISOS } from '@app/contract/permisos';
import { ESTADOS_SOLICITUD } from '@app/contract/solicitudes';
import type { Db } from '../../db/client';
import { crearCacheVersionada } from '../../db/version-datos';
import { redondearMostrar } from '../../domain/calculo-saldo';
import {
  agruparPorAntiguedad,
  diasPorMes,
  estadosPorMes,
  horasPromedio,
  resumirSaldo,
  type ResumenSaldo,
} from '../../domain/estadisticas';
import { hoja, libroExcelEnStream, type Hoja } from '../../lib/excel-stream';
import type { Reloj } from '../../lib/reloj';
import type { UsuarioSesion } from '../auth/auth.service';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { SaldosService } from '../saldos/saldos.service';
import { materializarSinRespuesta } from '../vencimiento/vencimiento.service';
import * as repo from './estadisticas.repository';

const colator = new Intl.Collator('es', { sensitivity: 'base' });

export function crearEstadisticasService(deps: { db: Db; reloj: Reloj; saldos: SaldosService }) {
  const { db, reloj, saldos } = deps;
  const esRrhh = (u: UsuarioSesion) => u.permisos.includes(PERMISOS.ADMIN_USUARIOS);

  // Every active employee's balance summary per business day, and each reply per scope and filters, valid while the
  // data version does not move: the engine over 10,000 people is seconds of CPU and a year's requests tens of
  // thousands of rows, while the statistics are read far more often than the data changes.
  const cacheSaldos = crearCacheVersionada<Map<number, ResumenSaldo>>(4);
  const cacheRespuestas = crearCacheVersionada<TEstadisticas>(64);
  // Concurrent first reads of the same thing share one computation.
  const enCurso = new Map<string, Promise<unknown>>();
  function compartido<T>(clave: string, calcular: () => Promise<T>): Promise<T> {
    let calculo = enCurso.get(clave) as Promise<T> | undefined;
    if (!calculo) {
      calculo = calcular().finally(() => enCurso.delete(clave));
      enCurso.set(clave, calculo);
    }
    return calculo;
  }

  /** The data version the cached figures must match; -1 (never cached) when closing late requests changed data. */
  async function versionVigente(usuario: UsuarioSesion, hoy: string) {
    // The engine ignores undecided requests past their start; once closed, the figures of the old version are stale.
    return (await materializarSinRespuesta(db, hoy, reloj.ahora(), usuario)) > 0 ? -1 : usuario.versionDatos;
  }

  async function saldosDeLaEmpresa(hoy: string, version: number): Promise<Map<number, ResumenSaldo>> {
    const enCache = cacheSaldos.obtener(hoy, version);
    if (enCache) return enCache;
    return compartido(`saldos|${hoy}|${version}`, async () => {
      const empleados = await saldos.saldosDeActivos();
      const resumen = new Map(empleados.map((e) => [e.id, resumirSaldo(e.filas, hoy)]));
      if (version !== -1) cacheSaldos.guardar(hoy, version, resumen);
      return resumen;
    });
  }

  /**
   * The statistics of a year: HR sees the company, a manager their team at every level (a department filter
   * narrows either; a department without people of the team gives empty figures). Balances are today's.
   */
  async function estadisticas(usuario: UsuarioSesion, q: TEstadisticasQuery): Promise<TEstadisticas> {
    const jefeId = esRrhh(usuario) ? null : usuario.id;
    const hoy = reloj.hoy();
    const zona = reloj.zona();
    const [version, huella] = [await versionVigente(usuario, hoy), await repo.huellaDepartamentos(db)];
    const clave = `${jefeId ?? 'empresa'}|${q.anio}|${q.departamentoId ?? ''}|${hoy}|${zona}|${huella}`;
    const enCache = cacheRespuestas.obtener(clave, version);
    if (enCache) return enCache;
    return compartido(`respuesta|${clave}|${version}`, async () => {
      const e = await calcular(jefeId, q, hoy, zona, await saldosDeLaEmpresa(hoy, version));
      if (version !== -1) cacheRespuestas.guardar(clave, version, e);
      return e;
    });
  }

  async function calcular(
    jefeId: number | null,
    q: TEstadisticasQuery,
    hoy: string,
    zona: string,
    resumenes: Map<number, ResumenSaldo>,
  ): Promise<TEstadisticas> {
    const filtro = repo.filtroPersonas({ jefeId, departamentoId: q.departamentoId });
    const desde = `${q.anio}-01-01`;
    const finAnio = `${q.anio}-12-31`;
    const tope = hoy < finAnio ? hoy : finAnio;
    const [personas, nombres, elegibles, gozados, estados, aprobacion, antiguedad] = await Promise.all([
      repo.personasActivas(db, filtro),
      repo.nombresDepartamentos(db),
      repo.departamentosElegibles(db, jefeId),
      repo.diasGozadosPorMes(db, filtro, desde, tope),
      repo.solicitudesPorEstadoPorMes(db, filtro, q.anio, zona),
      repo.tiempoDeAprobacion(db, filtro, q.anio, zona),
      repo.pendientesPorAntiguedad(db, filtro, hoy, zona),
    ]);

    const nombrePorId = new Map(nombres.map((d) => [d.id, d.nombre]));
    const nombreDe = (id: number | null) =>
      (id === null ? undefined : nombrePorId.get(id)) ?? MENSAJES_ESTADISTICAS.sinDepartamento;
    // The series: departments of the people in scope or of the days taken, by name, "Sin departamento" last.
    const ids = [
      ...new Set([...personas.map((p) => p.departamentoId), ...gozados.map((g) => g.departamentoId)]),
    ];
    ids.sort((a, b) =>
      a === null ? 1 : b === null ? -1 : colator.compare(nombreDe(a), nombreDe(b)) || a - b,
    );

    const porDepartamento = new Map(ids.map((id) => [id, { vencidas: 0, enRiesgo: 0, personas: 0 }]));
    const total = { pendientes: 0, vencidas: 0, personasEnRiesgo: 0 };
    for (const p of personas) {
      const r = resumenes.get(p.id);
      if (!r) continue;
      const d = porDepartamento.get(p.departamentoId)!;
      total.pendientes += r.pendientes;
      total.vencidas += r.vencidas;
      d.vencidas += r.vencidas;
      d.enRiesgo += r.enRiesgo;
      if (r.tieneRiesgo) {
        total.personasEnRiesgo += 1;
        d.personas += 1;
      }
    }
    const diasGozadosPorMes = diasPorMes(gozados, ids);

    return {
      anio: q.anio,
      departamentoId: q.departamentoId ?? null,
      alcance: jefeId === null ? 'EMPRESA' : 'EQUIPO',
      hoy,
      opcionesDepartamento: elegibles.sort((a, b) => colator.compare(a.nombre, b.nombre) || a.id - b.id),
      tarjetas: {
        personas: personas.length,
        diasGozados: diasGozadosPorMes.reduce((t, m) => t + m.total, 0),
        // Totals add the exact amounts and round once, as Saldos de Vacaciones does.
        diasPendientes: redondearMostrar(total.pendientes),
        diasVencidos: redondearMostrar(total.vencidas),
        personasEnRiesgo: total.personasEnRiesgo,
        horasPromedioAprobacion: horasPromedio(aprobacion.segundos, aprobacion.cantidad),
        solicitudesDecididas: aprobacion.cantidad,
      },
      departamentos: ids.map((id) => ({ id, nombre: nombreDe(id) })),
      diasGozadosPorMes,
      solicitudesPorEstadoPorMes: estadosPorMes(estados),
      vencidosRiesgoPorDepartamento: ids.map((id) => {
        const d = porDepartamento.get(id)!;
        return {
          id,
          nombre: nombreDe(id),
          diasVencidos: redondearMostrar(d.vencidas),
          diasEnRiesgo: redondearMostrar(d.enRiesgo),
          personasEnRiesgo: d.personas,
        };
      }),
      antiguedadPendientes: agruparPorAntiguedad(antiguedad),
    };
  }

  /** The table under one chart, as its sheet. */
  function hojaDe(grafico: TGraficoEstadisticas, e: TEstadisticas, titulo: string[]): Hoja {
    const nombre = TITULOS_GRAFICOS[grafico];
    const mes = (m: { mes: number }) => MESES[m.mes - 1];
    switch (grafico) {
      case 'dias-gozados':
        return hoja({
          nombre,
          titulo,
          filas: e.diasGozadosPorMes,
          columnas: [
            { encabezado: 'Mes', tipo: 'texto', valor: mes },
            ...e.departamentos.map((d, i) => ({
              encabezado: d.nombre,
              tipo: 'entero' as const,
              valor: (m: (typeof e.diasGozadosPorMes)[number]) => m.dias[i],
            })),
            { encabezado: 'Total', tipo: 'entero', valor: (m) => m.total },
          ],
        });
      case 'solicitudes-estado':
        return hoja({
          nombre,
          titulo,
          filas: e.solicitudesPorEstadoPorMes,
          columnas: [
            { encabezado: 'Mes', tipo: 'texto', valor: mes },
            ...ESTADOS_SOLICITUD.map((estado) => ({
              encabezado: estado,
              tipo: 'entero' as const,
              valor: (m: (typeof e.solicitudesPorEstadoPorMes)[number]) => m.porEstado[estado],
            })),
            { encabezado: 'Total', tipo: 'entero', valor: (m) => m.total },
          ],
        });
      case 'vencidos-riesgo':
        return hoja({
          nombre,
          titulo,
          filas: e.vencidosRiesgoPorDepartamento,
          columnas: [
            { encabezado: 'Departamento', tipo: 'texto', valor: (d) => d.nombre },
            { encabezado: 'Días vencidos', tipo: 'decimal', valor: (d) => d.diasVencidos },
            { encabezado: 'Días en riesgo', tipo: 'decimal', valor: (d) => d.diasEnRiesgo },
            { encabezado: 'Personas en riesgo', tipo: 'entero', valor: (d) => d.personasEnRiesgo },
          ],
        });
      case 'antiguedad-pendientes':
        return hoja({
          nombre,
          titulo,
          filas: e.antiguedadPendientes,
          columnas: [
            { encabezado: 'Antigüedad', tipo: 'texto', valor: (t) => t.etiqueta },
            { encabezado: 'Solicitudes pendientes', tipo: 'entero', valor: (t) => t.solicitudes },
          ],
        });
    }
  }

  /** One chart's table as .xlsx (the same figures as the page), audited with the filters used. */
  async function exportarGrafico(
    usuario: UsuarioSesion,
    grafico: TGraficoEstadisticas,
    q: TEstadisticasQuery,
    ip: string | null,
  ) {
    const e = await estadisticas(usuario, q);
    const departamento =
      q.departamentoId === undefined
        ? 'Todos'
        : (e.opcionesDepartamento.find((d) => d.id === q.departamentoId)?.nombre ?? `#${q.departamentoId}`);
    const titulo = [
      TITULOS_GRAFICOS[grafico],
      `Año ${q.anio} · ${e.alcance === 'EMPRESA' ? 'Toda la empresa' : 'Mi equipo'} · Departamento: ${departamento}`,
    ];
    await registrarAuditoria(db, {
      modulo: 'REPORTES',
      tipoAccion: 'EXPORTAR_ESTADISTICAS',
      severidad: 'INFO',
      mensajeCorto: `Exportó «${TITULOS_GRAFICOS[grafico]}» del año ${q.anio} a Excel`,
      usuarioEjecutorId: usuario.id,
      ip,
      datosNuevos: { grafico, anio: q.anio, departamentoId: q.departamentoId ?? null, alcance: e.alcance },
    });
    return {
      nombreArchivo: `estadisticas-${grafico}-${q.anio}${q.departamentoId === undefined ? '' : `-departamento-${q.departamentoId}`}.xlsx`,
      filas: hojaFilas(grafico, e),
      contenido: libroExcelEnStream([hojaDe(grafico, e, titulo)]),
    };
  }

  const hojaFilas = (grafico: TGraficoEstadisticas, e: TEstadisticas) =>
    ({
      'dias-gozados': e.diasGozadosPorMes.length,
      'solicitudes-estado': e.solicitudesPorEstadoPorMes.length,
      'vencidos-riesgo': e.vencidosRiesgoPorDepartamento.length,
      'antiguedad-pendientes': e.antiguedadPendientes.length,
    })[grafico];

  return { estadisticas, exportarGrafico };
}

export type EstadisticasService = ReturnType<typeof crearEstadisticasService>;
