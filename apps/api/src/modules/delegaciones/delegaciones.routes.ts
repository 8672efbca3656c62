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
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { usuarioDe } from '../../plugins/autenticacion';
import type { SolicitudesService } from '../solicitudes/solicitudes.service';
import type { DelegacionesService } from './delegaciones.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const tags = ['Delegaciones'];
// Delegating and deciding by delegation both belong to whoever manages requests (ADR 033).
const config = { permisos: [PERMISOS.GESTION_SOLICITUDES] };

/** Delegation of approvals (ADR 033). */
export const delegacionesRoutes: FastifyPluginAsyncZod<{
  delegaciones: DelegacionesService;
  solicitudes: SolicitudesService;
}> = async (app, { delegaciones, solicitudes }) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Mis delegaciones vigentes o futuras: las que otorgué y las que recibí',
        response: { 200: ZMisDelegaciones, ...errores },
      },
    },
    (request) => delegaciones.listar(usuarioDe(request)),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary:
          'Delega mis aprobaciones a un sustituto que gestiona solicitudes: entre dos fechas o mientras estoy de vacaciones',
        body: ZCrearDelegacionBody,
        response: { 200: ZDelegacion, ...errores },
      },
    },
    (request) => delegaciones.crear(usuarioDe(request), request.body, request.ip),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoca una delegación que otorgué',
        params: ZDelegacionParams,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => delegaciones.revocar(usuarioDe(request), request.params.id, request.ip),
  );

  app.get(
    '/sustitutos',
    {
      config,
      schema: {
        tags,
        summary:
          'Busca (como máximo 20) usuarios activos que gestionan solicitudes, para nombrar un sustituto',
        querystring: ZSustitutosQuery,
        response: { 200: ZSustitutos, ...errores },
      },
    },
    (request) => delegaciones.sustitutos(usuarioDe(request), request.query.busqueda),
  );

  app.get(
    '/solicitudes',
    {
      config,
      schema: {
        tags,
        summary: 'Solicitudes pendientes que hoy puedo aprobar o rechazar por delegación',
        response: { 200: ZSolicitudesPorDelegacion, ...errores },
      },
    },
    (request) => solicitudes.porDelegacion(usuarioDe(request)),
  );
};
