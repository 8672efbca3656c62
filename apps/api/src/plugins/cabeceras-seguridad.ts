import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's own default, sent only over HTTPS: a year, subdomains included. */
export const CABECERA_HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply (when 200) is public and keeps its own Cache-Control (the logo, whose URL carries its hash). */
    cachePublica?: boolean;
  }
}

const esApi = (request: FastifyRequest) => request.url === '/api' || request.url.startsWith('/api/');

export const OPCIONES_HELMET: HelmetOptions = {
  hsts: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet sets with these options, read once by running its middleware on a response that is never sent.
 * None depends on the request (no nonces, no directive functions); @fastify/helmet built the whole middleware again,
 * parsing every directive, on each request: 0.03–0.06 ms of CPU per request (ADR 056).
 */
function cabecerasDeHelmet(): Readonly<Record<string, string>> {
  const respuesta = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(OPCIONES_HELMET)(respuesta.req, respuesta, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(
    Object.fromEntries(
      Object.entries(respuesta.getHeaders()).map(([nombre, valor]) => [nombre, String(valor)]),
    ),
  );
}

/**
 * Helmet, with the two headers that only make sense over HTTPS sent only then (ADR 008): over plain HTTP on a LAN
 * address (`http://192.168.1.20:3000`) `upgrade-insecure-requests` makes the browser fetch the scripts over HTTPS,
 * which fails, and HSTS would pin the name to HTTPS. `request.protocol` honours X-Forwarded-Proto only from the
 * proxies TRUST_PROXY names. Every /api reply also gets `Cache-Control: no-store`: most carry personal data or a
 * token, and no shared or browser cache should keep them.
 */
export default fp(async function cabecerasDeSeguridad(app: FastifyInstance) {
  const deHelmet = cabecerasDeHelmet();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(deHelmet);
    done();
  });

  // onSend sees every reply (routes, errors, 404s, static files) after helmet has set its headers.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', CABECERA_HSTS);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && !/upgrade-insecure-requests/.test(csp))
        reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
    const publica = request.routeOptions.config.cachePublica === true && reply.statusCode === 200;
    // A route may send a stricter value of its own that still forbids storing (`private, no-store`: the iCal feeds).
    const propia = reply.getHeader('cache-control');
    const yaSinAlmacenar = typeof propia === 'string' && /\bno-store\b/.test(propia);
    if (esApi(request) && !publica && !yaSinAlmacenar) reply.header('cache-control', 'no-store');
  });
});
