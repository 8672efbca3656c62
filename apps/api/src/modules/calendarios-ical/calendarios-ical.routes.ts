import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LECTURAS_CALENDARIO_POR_MINUTO,
  PERMISOS_CALENDARIOS,
  ZCalendarioCreado,
  ZCalendarioIcalParams,
  ZCrearCalendarioBody,
  ZMisCalendarios,
} from '@app/contract/calendarios-ical';
import { ZIdParams, ZMensaje } from '@app/contract/comun';
import { MENSAJES } from '@app/contract/errores';
import { AppError } from '../../lib/app-error';
import { declarar } from '../../lib/declaracion-ruta';
import { hashToken } from '../../lib/seguridad';
import { usuarioDe } from '../../plugins/autenticacion';
import type { CalendariosIcalService } from './calendarios-ical.service';

const tags = ['Calendario'];
const comun = {
  tags,
  // Whoever may hold a feed of some scope manages their own feeds; which scopes they may choose is the service's rule.
  permisos: PERMISOS_CALENDARIOS,
  errores: [400, 401, 403, 404, 409, 422],
} as const;

/** The token in the path, before the schema has run (rate-limit keys are built in onRequest). */
const tokenDe = (params: unknown) => {
  const archivo = (params as { archivo?: unknown } | undefined)?.archivo;
  return typeof archivo === 'string' ? archivo.slice(0, 100) : '';
};

/** Private calendar feeds (ADR 037). */
export const calendariosIcalRoutes: FastifyPluginAsyncZod<{ calendarios: CalendariosIcalService }> = async (
  app,
  { calendarios },
) => {
  app.get(
    '/feeds',
    declarar({
      ...comun,
      summary: 'Mis calendarios iCal (sin la dirección secreta, que solo se muestra al crearlos)',
      respuesta: ZMisCalendarios,
    }),
    (request) => calendarios.listar(usuarioDe(request)),
  );

  app.post(
    '/feeds',
    declarar({
      ...comun,
      summary:
        'Crea un calendario iCal privado (mis solicitudes, mi equipo o las aprobadas de mi departamento) y devuelve su dirección una sola vez',
      body: ZCrearCalendarioBody,
      respuesta: ZCalendarioCreado,
    }),
    (request) => calendarios.crear(usuarioDe(request), request.body, request.ip),
  );

  app.delete(
    '/feeds/:id',
    declarar({
      ...comun,
      summary: 'Revoca uno de mis calendarios iCal: su dirección deja de funcionar al instante',
      params: ZIdParams,
      respuesta: ZMensaje,
    }),
    (request) => calendarios.revocar(usuarioDe(request), request.params.id, request.ip),
  );

  const porDireccion = app.createRateLimit({
    max: LECTURAS_CALENDARIO_POR_MINUTO * 20,
    timeWindow: '1 minute',
    keyGenerator: (request) => `ical-ip:${request.ip}`,
  });

  // Calendar clients (Google, Outlook, Thunderbird) cannot sign in: the secret token in the path is the credential.
  // Limited per token (a leaked URL polled hard) and, far more loosely, per address (guessing tokens): Google
  // fetches every subscriber's feed from a shared pool of addresses, so the per-address limit must stay high.
  app.get(
    '/ical/:archivo',
    {
      ...declarar({
        tags,
        publica: true,
        summary: 'Lee un calendario iCal por su dirección secreta (sin sesión; 404 si fue revocado)',
        params: ZCalendarioIcalParams,
        respuesta: z.string().describe('text/calendar'),
        errores: [400, 404, 429],
        config: {
          rateLimit: {
            max: LECTURAS_CALENDARIO_POR_MINUTO,
            timeWindow: '1 minute',
            keyGenerator: (request) => `ical-token:${hashToken(tokenDe(request.params))}`,
          },
        },
      }),
      // The plugin runs one limiter per request; the per-address one is applied by hand.
      onRequest: async (request) => {
        const r = await porDireccion(request);
        if (!r.isAllowed && r.isExceeded)
          throw new AppError('DEMASIADAS_SOLICITUDES', MENSAJES.demasiadasSolicitudes);
      },
    },
    async (request, reply) => {
      const texto = await calendarios.leer(request.params.archivo.slice(0, -'.ics'.length));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(texto);
    },
  );
};
