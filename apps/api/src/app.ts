import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MENSAJES } from '@app/contract/errores';
import type { BaseDeDatos } from './db/client';
import type { Reloj } from './lib/reloj';
import manejoDeErrores from './plugins/error-handler';
import autenticacion from './plugins/autenticacion';
import documentacion from './plugins/swagger';
import { crearAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { saludRoutes } from './modules/salud/salud.routes';
import { crearSaldosService } from './modules/saldos/saldos.service';
import { saldosRoutes } from './modules/saldos/saldos.routes';
import { crearSolicitudesService } from './modules/solicitudes/solicitudes.service';
import { solicitudesRoutes } from './modules/solicitudes/solicitudes.routes';

export interface OpcionesApp {
  baseDeDatos: BaseDeDatos;
  reloj: Reloj;
  nombreEmpresa: string;
  logger?: FastifyServerOptions['logger'];
  loginMaxPorMinuto?: number;
  /** Folder with the built web app; served at / when it exists. */
  webDist?: string | undefined;
  /** Tests add routes of their own (e.g. one that fails on purpose) before the app is ready. */
  antesDeRutas?: (app: FastifyInstance) => void;
}

export interface RutaRegistrada {
  metodo: string;
  url: string;
  config: FastifyContextConfig;
}

const WEB_DIST_POR_DEFECTO = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Never log credentials, tokens or temporary passwords.
const REDACTAR = [
  'req.headers.authorization',
  'req.body.password',
  'res.body.token',
  '*.password',
  '*.contrasena',
  '*.contrasenaTemporal',
  '*.token',
];

/** Builds the application (used by server.ts and by the tests through `app.inject`). */
export async function buildApp(opciones: OpcionesApp) {
  const app = Fastify({
    logger: opciones.logger ? { ...(opciones.logger as object), redact: REDACTAR } : false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every /api route with its declared access, so tests can prove none of them is left open.
  const rutas: RutaRegistrada[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/') || r.url.startsWith('/api/docs')) return;
    for (const metodo of [r.method].flat()) {
      if (metodo !== 'HEAD') rutas.push({ metodo, url: r.url, config: (r.config ?? {}) as FastifyContextConfig });
    }
  });
  app.decorate('rutasApi', rutas);

  const { db } = opciones.baseDeDatos;
  const { reloj } = opciones;
  const auth = crearAuthService({ db, reloj });
  const saldos = crearSaldosService({ db, reloj });
  const solicitudes = crearSolicitudesService({ db, reloj, saldos });

  await app.register(manejoDeErrores);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(documentacion);
  await app.register(autenticacion, { auth });

  opciones.antesDeRutas?.(app);
  await app.register(
    async (api) => {
      await api.register(saludRoutes, { db });
      await api.register(authRoutes, {
        prefix: '/account',
        auth,
        loginMaxPorMinuto: opciones.loginMaxPorMinuto ?? 30,
      });
      await api.register(saldosRoutes, { prefix: '/historial-vacaciones', saldos });
      await api.register(solicitudesRoutes, { prefix: '/solicitud-vacaciones', solicitudes });
    },
    { prefix: '/api' },
  );

  const webDist = path.resolve(opciones.webDist ?? WEB_DIST_POR_DEFECTO);
  const hayWeb = existsSync(path.join(webDist, 'index.html'));
  if (hayWeb) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/dashboard, /solicitudes…) all get the single-page app.
    if (hayWeb && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NO_ENCONTRADO', message: MENSAJES.rutaNoEncontrada });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    rutasApi: RutaRegistrada[];
  }
}
