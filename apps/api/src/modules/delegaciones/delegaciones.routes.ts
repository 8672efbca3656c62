import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMensaje } from '@app/contract/comun';
import {
  ZCrearDelegacionBody,
  ZDelegacion,
  ZDelegacionParams,
  ZMisDelegaciones,
  ZSolicitudesPorDelegacion,
  ZSustitutos,
  ZSustitutosQuery,
} from '@app/contract/delegaciones';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { UsuarioSesion } from '../auth/auth.service';
import type { DelegacionesService } from './delegaciones.service';

const comun = {
  tags: ['Delegaciones'],
  // Delegating and deciding by delegation both belong to whoever manages requests (ADR 033).
  permisos: [PERMISOS.GESTION_SOLICITUDES],
  errores: [400, 401, 403, 404, 409],
} as const;

/** Delegation of approvals (ADR 033). */
export const delegacionesRoutes: FastifyPluginAsyncZod<{
  delegaciones: DelegacionesService;
  /** The requests module's «Por delegación» list; typed here so that delegaciones does not import it back. */
  solicitudes: { porDelegacion(usuario: UsuarioSesion): Promise<z.infer<typeof ZSolicitudesPorDelegacion>> };
}> = async (app, { delegaciones, solicitudes }) => {
  app.get(
    '/',
    declarar({
      ...comun,
      summary: 'Mis delegaciones vigentes o futuras: las que otorgué y las que recibí',
      respuesta: ZMisDelegaciones,
    }),
    (request) => delegaciones.listar(usuarioDe(request)),
  );

  app.post(
    '/',
    declarar({
      ...comun,
      summary:
        'Delega mis aprobaciones a un sustituto que gestiona solicitudes: entre dos fechas o mientras estoy de vacaciones',
      body: ZCrearDelegacionBody,
      respuesta: ZDelegacion,
    }),
    (request) => delegaciones.crear(usuarioDe(request), request.body, request.ip),
  );

  app.delete(
    '/:id',
    declarar({
      ...comun,
      summary: 'Revoca una delegación que otorgué',
      params: ZDelegacionParams,
      respuesta: ZMensaje,
    }),
    (request) => delegaciones.revocar(usuarioDe(request), request.params.id, request.ip),
  );

  app.get(
    '/sustitutos',
    declarar({
      ...comun,
      summary: 'Busca (como máximo 20) usuarios activos que gestionan solicitudes, para nombrar un sustituto',
      querystring: ZSustitutosQuery,
      respuesta: ZSustitutos,
    }),
    (request) => delegaciones.sustitutos(usuarioDe(request), request.query.busqueda),
  );

  app.get(
    '/solicitudes',
    declarar({
      ...comun,
      summary: 'Solicitudes pendientes que hoy puedo aprobar o rechazar por delegación',
      respuesta: ZSolicitudesPorDelegacion,
    }),
    (request) => solicitudes.porDelegacion(usuarioDe(request)),
  );
};
