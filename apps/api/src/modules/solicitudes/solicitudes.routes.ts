import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZMensaje } from '@app/contract/comun';
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
import { declarar, type AppRutas } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import { responderExcel } from '../exportaciones/exportaciones.service';
import type { SolicitudesService } from './solicitudes.service';

const errores = [400, 401, 403, 404, 409, 422] as const;
const propias = { tags: ['Solicitudes'], errores } as const;
const delEquipo = { tags: ['Equipo'], errores } as const;

/** The applicant's side: create, list and export their own, see one, cancel. */
function rutasDelSolicitante(app: AppRutas, solicitudes: SolicitudesService) {
  app.post(
    '/crear-solicitud-vacaciones',
    declarar({
      ...propias,
      permisos: [PERMISOS.SOLICITAR_VACACIONES],
      summary: 'Crea una solicitud de vacaciones del usuario',
      body: ZCrearSolicitudBody,
      respuesta: ZCrearSolicitudRespuesta,
    }),
    (request) => solicitudes.crear(usuarioDe(request), request.body, request.ip),
  );

  app.get(
    '/mis-solicitudes',
    declarar({
      ...propias,
      permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD],
      summary: 'Solicitudes del usuario, filtradas, ordenadas y paginadas',
      querystring: ZMisSolicitudesQuery,
      respuesta: ZMisSolicitudesRespuesta,
    }),
    (request) => solicitudes.misSolicitudes(usuarioDe(request), request.query),
  );

  app.get(
    '/mis-solicitudes/exportar',
    declarar({
      ...propias,
      permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD],
      summary: 'Mis Solicitudes en .xlsx: todas las filas filtradas, en el orden de la lista (en flujo)',
      querystring: ZMisSolicitudesExportarQuery,
      respuesta: z.any(),
    }),
    async (request, reply) =>
      responderExcel(
        reply,
        await solicitudes.exportarMisSolicitudes(usuarioDe(request), request.query, request.ip),
      ),
  );

  app.get(
    '/:id',
    declarar({
      ...propias,
      permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.GESTION_SOLICITUDES, PERMISOS.SOLICITUDES_VER_TODAS],
      summary: 'Detalle de una solicitud',
      params: ZIdParams,
      respuesta: ZSolicitudDetalle,
    }),
    (request) => solicitudes.detalle(usuarioDe(request), request.params.id),
  );

  app.put(
    '/:id/cancelar',
    declarar({
      ...propias,
      // Row rules in the service: the owner, a manager in the chain (approved, not started) or HR.
      permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.GESTION_SOLICITUDES, PERMISOS.ADMIN_USUARIOS],
      summary:
        'Cancela una solicitud: la propia pendiente, o una aprobada que no empezó (titular, jefe en la línea de mando o RR. HH.)',
      params: ZIdParams,
      body: ZCancelarSolicitudBody,
      respuesta: ZMensaje,
    }),
    (request) => solicitudes.cancelar(usuarioDe(request), request.params.id, request.body, request.ip),
  );
}

/** The manager's side: the team's requests, their export, the team picker, deciding and interrupting. */
function rutasDelEquipo(app: AppRutas, solicitudes: SolicitudesService) {
  app.get(
    '/gestion-solicitudes',
    declarar({
      ...delEquipo,
      permisos: [PERMISOS.GESTION_SOLICITUDES],
      summary: 'Solicitudes del equipo, con estadísticas del conjunto filtrado',
      querystring: ZGestionSolicitudesQuery,
      respuesta: ZGestionSolicitudesRespuesta,
    }),
    (request) => solicitudes.gestion(usuarioDe(request), request.query),
  );

  app.get(
    '/gestion-solicitudes/exportar',
    declarar({
      ...delEquipo,
      permisos: [PERMISOS.GESTION_SOLICITUDES],
      summary:
        'Gestión de Solicitudes en .xlsx: todas las solicitudes filtradas del equipo, en el orden de la lista (en flujo)',
      querystring: ZGestionSolicitudesExportarQuery,
      respuesta: z.any(),
    }),
    async (request, reply) =>
      responderExcel(reply, await solicitudes.exportarGestion(usuarioDe(request), request.query, request.ip)),
  );

  app.get(
    '/equipo-empleados',
    declarar({
      ...delEquipo,
      permisos: [PERMISOS.GESTION_SOLICITUDES],
      summary: 'Empleados del equipo, directos o de todos los niveles',
      querystring: ZEquipoQuery,
      respuesta: ZEquipoEmpleadosRespuesta,
    }),
    (request) =>
      solicitudes.equipoEmpleados(usuarioDe(request), request.query.incluirSubordinadosNivelN, request.query),
  );

  app.put(
    '/:id/aprobar',
    declarar({
      ...delEquipo,
      permisos: [PERMISOS.GESTION_SOLICITUDES],
      summary: 'Aprueba o rechaza una solicitud pendiente del equipo',
      params: ZIdParams,
      body: ZAprobarSolicitudBody,
      respuesta: ZMensaje,
    }),
    (request) => solicitudes.decidir(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.put(
    '/:id/interrumpir',
    declarar({
      ...delEquipo,
      // Row rules in the service: a manager in the applicant's chain or HR, never the applicant.
      permisos: [PERMISOS.GESTION_SOLICITUDES, PERMISOS.ADMIN_USUARIOS],
      summary:
        'Registra la interrupción de vacaciones aprobadas que ya empezaron: el último día real de descanso',
      params: ZIdParams,
      body: ZInterrumpirSolicitudBody,
      respuesta: ZMensaje,
    }),
    (request) => solicitudes.interrumpir(usuarioDe(request), request.params.id, request.body, request.ip),
  );
}

export const solicitudesRoutes: FastifyPluginAsyncZod<{ solicitudes: SolicitudesService }> = async (
  app,
  { solicitudes },
) => {
  rutasDelSolicitante(app, solicitudes);
  rutasDelEquipo(app, solicitudes);
};
