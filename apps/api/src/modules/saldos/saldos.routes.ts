import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISOS } from '@app/contract/permisos';
import {
  ZEmpleadosEquipoSaldosRespuesta,
  ZEquipoQuery,
  ZSaldosEquipoExportarQuery,
  ZSaldosEquipoQuery,
  ZSaldosEquipoRespuesta,
} from '@app/contract/equipo';
import { ZHistorialRespuesta } from '@app/contract/solicitudes';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import { responderExcel } from '../exportaciones/exportaciones.service';
import type { SaldosService } from './saldos.service';

const errores = [401, 403] as const;
const delEquipo = {
  tags: ['Equipo'],
  permisos: [PERMISOS.SALDOS_VACACIONES],
  errores: [400, ...errores],
} as const;

export const saldosRoutes: FastifyPluginAsyncZod<{ saldos: SaldosService }> = async (app, { saldos }) => {
  app.get(
    '/',
    declarar({
      tags: ['Saldos'],
      permisos: [PERMISOS.SOLICITAR_VACACIONES, PERMISOS.MIS_SOLICITUDES, PERMISOS.DASHBOARD],
      summary: 'Saldo de vacaciones del usuario, por período',
      respuesta: ZHistorialRespuesta,
      errores,
    }),
    (request) => {
      const usuario = usuarioDe(request);
      return saldos.historialDe(usuario.id, usuario);
    },
  );

  app.get(
    '/saldos-equipo',
    declarar({
      ...delEquipo,
      summary: 'Saldos de vacaciones del equipo, por empleado y período',
      querystring: ZSaldosEquipoQuery,
      respuesta: ZSaldosEquipoRespuesta,
    }),
    (request) => saldos.saldosEquipo(usuarioDe(request), request.query),
  );

  app.get(
    '/saldos-equipo/exportar',
    declarar({
      ...delEquipo,
      summary: 'Saldos de vacaciones del equipo en Excel (todo el resultado filtrado)',
      querystring: ZSaldosEquipoExportarQuery,
      respuesta: z.any(),
    }),
    async (request, reply) =>
      responderExcel(reply, await saldos.exportarSaldosEquipo(usuarioDe(request), request.query, request.ip)),
  );

  app.get(
    '/empleados-equipo',
    declarar({
      ...delEquipo,
      summary: 'Empleados del equipo para el filtro de saldos',
      querystring: ZEquipoQuery,
      respuesta: ZEmpleadosEquipoSaldosRespuesta,
    }),
    (request) =>
      saldos.empleadosEquipo(usuarioDe(request), request.query.incluirSubordinadosNivelN, request.query),
  );
};
