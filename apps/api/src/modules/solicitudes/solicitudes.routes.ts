import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZMensaje } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import {
  ZCancelarSolicitudBody,
  ZInterrumpirSolicitudBody,
  ZCrearSolicitudBody,
  ZCrearSolicitudRespuesta,
  ZMisSolicitudesExportarQuery,
  ZMisSolicitudesQuery,
  ZMisSolicitudesRespuesta,
  ZSolicitudDetalle,
} from '@app/contract/solicitudes';
import {
  ZAprobarSolicitudBody,
  ZEquipoEmpleadosRespuesta,
  ZEquipoQuery,
  ZGestionSolicitudesExportarQuery,
  ZGestionSolicitudesQuery,
  ZGestionSolicitudesRespuesta,
} from '@app/contract/equipo';
import { usuarioDe } from '../../plugins/autenticacion';
import { responderExcel } from '../exportaciones/exportaciones.service';
import type { SolicitudesService } from './solicitudes.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};

export const solicitudesRoutes: FastifyPluginAsyncZod<{ solicitudes: SolicitudesService }> = async (
  app,
  { solicitudes },
) => {
  app.post(
    '/crear-solicitud-vacaciones',
    {
      config: { permisos: [PERMISOS.SOLICITAR_VACACIONES] },
      schema: {
        tags: ['Solicitudes'],
        summary: 'Crea una solicitud de vacaciones del usuario',
        body: ZCrearSolicitudBody,
        response: { 200: ZCrearSolicitudRespuesta, ...errores },
      },
    },
    (request) => solicitudes.crear(usuarioDe(request), request.body, request.ip),
  );

  app.get(
    '/mis-solicitudes',
    {
      config: { permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD] },
      schema: {
        tags: ['Solicitudes'],
        summary: 'Solicitudes del usuario, filtradas, ordenadas y paginadas',
        querystring: ZMisSolicitudesQuery,
        response: { 200: ZMisSolicitudesRespuesta, ...errores },
      },
    },
    (request) => solicitudes.misSolicitudes(usuarioDe(request), request.query),
  );

  app.get(
    '/mis-solicitudes/exportar',
    {
      config: { permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD] },
      schema: {
        tags: ['Solicitudes'],
        summary: 'Mis Solicitudes en .xlsx: todas las filas filtradas, en el orden de la lista (en flujo)',
        querystring: ZMisSolicitudesExportarQuery,
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) =>
      responderExcel(
        reply,
        await solicitudes.exportarMisSolicitudes(usuarioDe(request), request.query, request.ip),
      ),
  );

  app.get(
    '/gestion-solicitudes',
    {
      config: { permisos: [PERMISOS.GESTION_SOLICITUDES] },
      schema: {
        tags: ['Equipo'],
        summary: 'Solicitudes del equipo, con estadísticas del conjunto filtrado',
        querystring: ZGestionSolicitudesQuery,
        response: { 200: ZGestionSolicitudesRespuesta, ...errores },
      },
    },
    (request) => solicitudes.gestion(usuarioDe(request), request.query),
  );

  app.get(
    '/gestion-solicitudes/exportar',
    {
      config: { permisos: [PERMISOS.GESTION_SOLICITUDES] },
      schema: {
        tags: ['Equipo'],
        summary:
          'Gestión de Solicitudes en .xlsx: todas las solicitudes filtradas del equipo, en el orden de la lista (en flujo)',
        querystring: ZGestionSolicitudesExportarQuery,
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) =>
      responderExcel(reply, await solicitudes.exportarGestion(usuarioDe(request), request.query, request.ip)),
  );

  app.get(
    '/equipo-empleados',
    {
      config: { permisos: [PERMISOS.GESTION_SOLICITUDES] },
      schema: {
        tags: ['Equipo'],
        summary: 'Empleados del equipo, directos o de todos los niveles',
        querystring: ZEquipoQuery,
        response: { 200: ZEquipoEmpleadosRespuesta, ...errores },
      },
    },
    (request) =>
      solicitudes.equipoEmpleados(usuarioDe(request), request.query.incluirSubordinadosNivelN, request.query),
  );

  app.put(
    '/:id/aprobar',
    {
      config: { permisos: [PERMISOS.GESTION_SOLICITUDES] },
      schema: {
        tags: ['Equipo'],
        summary: 'Aprueba o rechaza una solicitud pendiente del equipo',
        params: ZIdParams,
        body: ZAprobarSolicitudBody,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => solicitudes.decidir(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.get(
    '/:id',
    {
      config: {
        permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.GESTION_SOLICITUDES, PERMISOS.SOLICITUDES_VER_TODAS],
      },
      schema: {
        tags: ['Solicitudes'],
        summary: 'Detalle de una solicitud',
        params: ZIdParams,
        response: { 200: ZSolicitudDetalle, ...errores },
      },
    },
    (request) => solicitudes.detalle(usuarioDe(request), request.params.id),
  );

  app.put(
    '/:id/cancelar',
    {
      // Row rules in the service: the owner, a manager in the chain (approved, not started) or HR.
      config: { permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.GESTION_SOLICITUDES, PERMISOS.ADMIN_USUARIOS] },
      schema: {
        tags: ['Solicitudes'],
        summary:
          'Cancela una solicitud: la propia pendiente, o una aprobada que no empezó (titular, jefe en la línea de mando o RR. HH.)',
        params: ZIdParams,
        body: ZCancelarSolicitudBody,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => solicitudes.cancelar(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.put(
    '/:id/interrumpir',
    {
      // Row rules in the service: a manager in the applicant's chain or HR, never the applicant.
      config: { permisos: [PERMISOS.GESTION_SOLICITUDES, PERMISOS.ADMIN_USUARIOS] },
      schema: {
        tags: ['Equipo'],
        summary:
          'Registra la interrupción de vacaciones aprobadas que ya empezaron: el último día real de descanso',
        params: ZIdParams,
        body: ZInterrumpirSolicitudBody,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => solicitudes.interrumpir(usuarioDe(request), request.params.id, request.body, request.ip),
  );
};
