import { BlockList, isIP } from 'node:net';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type PrometheusContentType,
} from 'prom-client';
import type { BaseDeDatos } from '../../db/client';
import { fechaUltimoRespaldo } from '../../lib/metricas';
import { VERSION_APP } from '../../lib/version';
import type { CorreosService } from '../notificaciones/correos.service';

/**
 * Process metrics (memory, CPU, event loop, GC) belong to the process, not to an app: one registry for the whole
 * process, created on first use, so that the many apps a test run builds do not each add GC observers.
 */
let registroProceso: Registry | undefined;
function metricasDelProceso(): Registry {
  if (!registroProceso) {
    registroProceso = new Registry();
    collectDefaultMetrics({ register: registroProceso });
  }
  return registroProceso;
}

/** The route label: the route's pattern, never the raw URL (bounded label values); no route at all is one value. */
export const SIN_RUTA = 'sin_ruta';

/** Latency buckets in seconds: from a cached read to a large export. */
const CUBETAS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function crearMetricasService(deps: {
  baseDeDatos: BaseDeDatos;
  correos: Pick<CorreosService, 'porEnviar'>;
}) {
  const { baseDeDatos, correos } = deps;
  // Per app: tests build many apps in one process, and each must count only its own requests.
  const registro = new Registry();
  const etiquetas = ['metodo', 'ruta', 'estado'] as const;
  const peticiones = new Counter({
    name: 'descanso_http_peticiones_total',
    help: 'Peticiones HTTP atendidas, por método, patrón de ruta y código de estado',
    labelNames: etiquetas,
    registers: [registro],
  });
  const errores = new Counter({
    name: 'descanso_http_errores_total',
    help: 'Peticiones HTTP que terminaron en un error del servidor (5xx), por método, patrón de ruta y código',
    labelNames: etiquetas,
    registers: [registro],
  });
  const duracion = new Histogram({
    name: 'descanso_http_duracion_seconds',
    help: 'Duración de las peticiones HTTP en segundos, por método, patrón de ruta y código de estado',
    labelNames: etiquetas,
    buckets: CUBETAS,
    registers: [registro],
  });
  new Gauge({
    name: 'descanso_info',
    help: 'Versión de la aplicación y motor de base de datos (valor siempre 1)',
    labelNames: ['version', 'motor'],
    registers: [registro],
  }).set({ version: VERSION_APP, motor: baseDeDatos.tipo === 'postgres' ? 'postgresql' : 'pglite' }, 1);

  const pool = baseDeDatos.estadoPool;
  if (pool) {
    // PostgreSQL only: PGlite is one in-process connection whose query queue is private (ADR 045).
    new Gauge({
      name: 'descanso_bd_conexiones',
      help: 'Conexiones abiertas del pool de PostgreSQL',
      registers: [registro],
      collect() {
        this.set(pool().total);
      },
    });
    new Gauge({
      name: 'descanso_bd_conexiones_libres',
      help: 'Conexiones del pool de PostgreSQL abiertas y sin uso',
      registers: [registro],
      collect() {
        this.set(pool().libres);
      },
    });
    new Gauge({
      name: 'descanso_bd_peticiones_en_espera',
      help: 'Consultas que esperan una conexión libre del pool de PostgreSQL',
      registers: [registro],
      collect() {
        this.set(pool().enEspera);
      },
    });
  }

  new Gauge({
    name: 'descanso_correos_por_enviar',
    help: 'Correos en la bandeja de salida que aún no se envían, por estado',
    labelNames: ['estado'],
    registers: [registro],
    async collect() {
      const cuenta = await correos.porEnviar();
      for (const [estado, n] of Object.entries(cuenta)) this.set({ estado }, n);
    },
  });

  const segundosDesde = (fecha: Date | undefined, ahora = Date.now()) =>
    fecha ? (ahora - fecha.getTime()) / 1000 : Number.NaN;
  new Gauge({
    name: 'descanso_respaldo_edad_seconds',
    help: 'Segundos desde el último respaldo en RESPALDO_DIR que conoce este proceso (NaN si no hay ninguno)',
    registers: [registro],
    collect() {
      this.set(segundosDesde(fechaUltimoRespaldo()));
    },
  });
  new Gauge({
    name: 'descanso_respaldo_ultimo_timestamp_seconds',
    help: 'Momento del último respaldo en RESPALDO_DIR que conoce este proceso, en segundos Unix (NaN si no hay ninguno)',
    registers: [registro],
    collect() {
      const fecha = fechaUltimoRespaldo();
      this.set(fecha ? fecha.getTime() / 1000 : Number.NaN);
    },
  });

  return {
    /** Called once per answered request (onResponse). */
    observar(metodo: string, ruta: string | undefined, estado: number, segundos: number) {
      const valores = { metodo, ruta: ruta ?? SIN_RUTA, estado: String(estado) };
      peticiones.inc(valores);
      duracion.observe(valores, segundos);
      if (estado >= 500) errores.inc(valores);
    },
    /** The exposition text and its content type (this app's metrics and the process's). */
    async exponer(): Promise<{ tipo: PrometheusContentType; texto: string }> {
      const todo = Registry.merge([registro, metricasDelProceso()]);
      return { tipo: todo.contentType, texto: await todo.metrics() };
    },
  };
}

export type MetricasService = ReturnType<typeof crearMetricasService>;

/**
 * Who may read /metrics (METRICS_PERMITIDOS): addresses and CIDR ranges, IPv4 and IPv6. An IPv4 client reached
 * through an IPv6 socket (`::ffff:127.0.0.1`) counts as its IPv4 address.
 */
export function crearListaPermitida(
  direcciones: readonly string[],
): (direccion: string | undefined) => boolean {
  const lista = new BlockList();
  for (const d of direcciones) {
    const [ip, bits] = d.split('/') as [string, string | undefined];
    const tipo = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) lista.addAddress(ip, tipo);
    else lista.addSubnet(ip, Number(bits), tipo);
  }
  return (direccion) => {
    if (!direccion) return false;
    const mapeada = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(direccion)?.[1];
    if (mapeada) return lista.check(mapeada, 'ipv4') || lista.check(direccion, 'ipv6');
    const tipo = isIP(direccion);
    return tipo !== 0 && lista.check(direccion, tipo === 6 ? 'ipv6' : 'ipv4');
  };
}
