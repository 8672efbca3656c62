import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import {
  ZEmpleadosEquipoSaldosRespuesta,
  ZEquipoQuery,
  ZSaldosEquipoExportarQuery,
  ZSaldosEquipoQuery,
  ZSaldosEquipoRespuesta,
} from '@app/contract/equipo';
import { ZHistorialRespuesta } from '@app/contract/solicitudes';
import { usuarioDe } from '../../plugins/autenticacion';
import { responderExcel } from '../exportaciones/exportaciones.service';
import type { SaldosService } from './saldos.service';

const errores = { 401: ZErrorResponse, 403: ZErrorResponse };

export const saldosRoutes: FastifyPluginAsyncZod<{ saldos: SaldosService }> = async (app, { saldos }) => {
  app.get(
    '/',
    {
      config: { permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD] },
      schema: {
        tags: ['Saldos'],
        summary: 'Saldo de vacaciones del usuario, por período',
        response: { 200: ZHistorialRespuesta, ...errores },
      },
    },
    (request) => {
      const usuario = usuarioDe(request);
      return saldos.historialDe(usuario.id, usuario);
    },
  );

  app.get(
    '/saldos-equipo',
    {
      config: { permisos: [PERMISOS.SALDOS_VACACIONES] },
      schema: {
        tags: ['Equipo'],
        summary: 'Saldos de vacaciones del equipo, por empleado y período',
        querystring: ZSaldosEquipoQuery,
        response: { 200: ZSaldosEquipoRespuesta, 400: ZErrorResponse, ...errores },
      },
    },
    (request) => saldos.saldosEquipo(usuarioDe(request), request.query),
  );

  app.get(
    '/saldos-equipo/exportar',
    {
      config: { permisos: [PERMISOS.SALDOS_VACACIONES] },
      schema: {
        tags: ['Equipo'],
        summary: 'Saldos de vacaciones del equipo en Excel (todo el resultado filtrado)',
        querystring: ZSaldosEquipoExportarQuery,
        response: { 200: z.any(), 400: ZErrorResponse, ...errores },
      },
    },
    async (request, reply) =>
      responderExcel(reply, await saldos.exportarSaldosEquipo(usuarioDe(request), request.query, request.ip)),
  );

  app.get(
    '/empleados-equipo',
    {
      config: { permisos: [PERMISOS.SALDOS_VACACIONES] },
      schema: {
        tags: ['Equipo'],
        summary: 'Empleados del equipo para el filtro de saldos',
        querystring: ZEquipoQuery,
        response: { 200: ZEmpleadosEquipoSaldosRespuesta, 400: ZErrorResponse, ...errores },
      },
    },
    (request) =>
      saldos.empleadosEquipo(usuarioDe(request), request.query.incluirSubordinadosNivelN, request.query),
  );
};
