import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyContextConfig } from 'fastify';
import compresion from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpcionesApp } from './app-opciones';
import { opcionesDeRegistro } from './app-registro';
import { registrarRutasApi, servirWeb } from './app-rutas';
import { crearServicios } from './app-servicios';
import { programarTareas } from './app-tareas';
import { confianzaEnProxy } from './lib/confianza-proxy';
import { crearListaPermitida } from './modules/metricas/metricas.service';
import { metricasRoutes } from './modules/metricas/metricas.routes';
import type { RespaldosService } from './modules/respaldos/respaldos.service';
import manejoDeErrores, { erroresDelEnrutador } from './plugins/error-handler';
import autenticacion from './plugins/autenticacion';
import auditoriaDeAccesos from './plugins/auditoria-accesos';
import cabecerasDeSeguridad from './plugins/cabeceras-seguridad';
import documentacion from './plugins/swagger';

export type { OpcionesApp } from './app-opciones';

export interface RutaRegistrada {
  metodo: string;
  url: string;
  config: FastifyContextConfig;
}

/**
 * Builds the application (used by server.ts and by the tests through `app.inject`): the services
 * (app-servicios.ts), the plugins every request goes through, the periodic tasks (app-tareas.ts), the routes and the
 * web (app-rutas.ts).
 */
export async function buildApp(opciones: OpcionesApp) {
  const app = Fastify({
    logger: opcionesDeRegistro(opciones.logger),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: confianzaEnProxy(opciones.trustProxy),
    bodyLimit: 1_048_576,
    frameworkErrors: erroresDelEnrutador,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every /api route with its declared access, so tests can prove none of them is left open.
  const rutas: RutaRegistrada[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const metodo of [r.method].flat()) {
      if (metodo !== 'HEAD')
        rutas.push({ metodo, url: r.url, config: (r.config ?? {}) as FastifyContextConfig });
    }
  });
  app.decorate('rutasApi', rutas);

  const servicios = crearServicios(opciones);
  const { metricas, auth, empresa } = servicios;
  // Every answered request, by route pattern (ADR 045); added first so that it sees every route and the 404s.
  app.addHook('onResponse', async (request, reply) => {
    metricas.observar(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });

  await app.register(manejoDeErrores);
  // Helmet (HSTS and upgrade-insecure-requests only over HTTPS) and no-store on /api: ADR 008.
  await app.register(cabecerasDeSeguridad);
  await app.register(rateLimit, { global: false });
  // Replies of 1 KB or more go out compressed when the client accepts it (ADR 046): brotli at quality 1
  // and gzip are cheap per request (quality 4 made a 16 KB audit page 1.0 KB instead of 1.1 KB for ~10 % more of
  // the server's CPU per request, ADR 054). Routes that keep a reply already compressed set Content-Encoding
  // themselves and are left alone; the built web is compressed at build time (app-rutas.ts). A reply of up to
  // 64 KB is compressed in one call on the event loop (tens of microseconds): a zlib stream per reply halved the
  // audit list's throughput (ADR 049).
  await app.register(compresion, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(documentacion);
  await app.register(autenticacion, { auth });
  await app.register(auditoriaDeAccesos, { db: opciones.baseDeDatos.db });
  // The business zone is the company's (ADR 026): read at start, and again whenever the data version read with a
  // request's session has moved (another process may have changed it).
  app.addHook('onReady', () => empresa.cargarZona());
  app.addHook('onRequest', async (request) => {
    if (request.usuario) empresa.sincronizarZona(request.usuario.versionDatos, request.usuario.zonaHoraria);
  });

  const respaldos = programarTareas(app, opciones, servicios);

  opciones.antesDeRutas?.(app);
  await app.register((api) => registrarRutasApi(api, opciones, { ...servicios, respaldos }), {
    prefix: '/api',
  });
  // For Prometheus, not for people: outside /api and out of the OpenAPI document (ADR 045).
  await app.register(metricasRoutes, {
    metricas,
    permitida: crearListaPermitida(opciones.metricasPermitidas ?? ['127.0.0.1', '::1']),
  });
  await servirWeb(app, opciones);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    rutasApi: RutaRegistrada[];
    /** Backups (ADR 043): server.ts answers `npm run respaldo` through its queue. */
    respaldos: RespaldosService;
    bandejaDeSalida: {
      enviar(): Promise<{ enviados: number; reintentos: number; fallidos: number; sinServidor: number }>;
      resumirDiario(): Promise<number>;
    };
  }
}
