import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMensaje } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import {
  ZAnioQuery,
  ZEmpleadoPlanParams,
  ZExportarPlanQuery,
  ZMiPlan,
  ZPlanEquipo,
  ZTramoGuardado,
  ZTramoPlanBody,
  ZTramoPlanParams,
  ZVentanaPlanBody,
} from '@app/contract/programacion';
import { usuarioDe } from '../../plugins/autenticacion';
import type { ProgramacionService } from './programacion.service';
import { adjunto } from '../../lib/descargas';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['Programación'];
// The employee's own plan: whoever requests vacations proposes it.
const empleado = { permisos: [PERMISOS.SOLICITAR_VACACIONES] };
// The team's plan: the page's permission; the row rule (own chain, or HR) is the service's.
const jefe = { permisos: [PERMISOS.PROGRAMACION_VACACIONES] };
// The company's plan: HR.
const rrhh = { permisos: [PERMISOS.ADMIN_USUARIOS] };

/** Adjunto RFC 6266 with a plain fallback and the UTF-8 name. */

/** The rol vacacional (ADR 036). */
export const programacionRoutes: FastifyPluginAsyncZod<{ programacion: ProgramacionService }> = async (
  app,
  { programacion },
) => {
  app.get(
    '/mi-plan',
    {
      config: empleado,
      schema: {
        tags,
        summary: 'Mi rol vacacional del año: tramos, ventana y períodos que vencen con su cobertura',
        querystring: ZAnioQuery,
        response: { 200: ZMiPlan, ...errores },
      },
    },
    (request) => programacion.miPlan(usuarioDe(request), request.query.anio),
  );

  app.post(
    '/mi-plan/tramos',
    {
      config: empleado,
      schema: {
        tags,
        summary:
          'Propone un tramo de mi rol vacacional mientras la ventana está abierta (mismas reglas que una solicitud)',
        body: ZTramoPlanBody,
        response: { 200: ZTramoGuardado, ...errores },
      },
    },
    (request) => programacion.proponer(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/mi-plan/tramos/:id',
    {
      config: empleado,
      schema: {
        tags,
        summary: 'Edita un tramo propuesto de mi rol vacacional mientras la ventana está abierta',
        params: ZTramoPlanParams,
        body: ZTramoPlanBody,
        response: { 200: ZTramoGuardado, ...errores },
      },
    },
    (request) => programacion.editarPropio(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/mi-plan/tramos/:id',
    {
      config: empleado,
      schema: {
        tags,
        summary: 'Elimina un tramo propuesto de mi rol vacacional mientras la ventana está abierta',
        params: ZTramoPlanParams,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => programacion.eliminarPropio(usuarioDe(request), request.params.id, request.ip),
  );

  app.get(
    '/equipo',
    {
      config: jefe,
      schema: {
        tags,
        summary: 'Rol vacacional del año de mis reportes directos, con los períodos en riesgo sin cubrir',
        querystring: ZAnioQuery,
        response: { 200: ZPlanEquipo, ...errores },
      },
    },
    (request) => programacion.equipo(usuarioDe(request), request.query.anio),
  );

  app.put(
    '/ventana',
    {
      config: jefe,
      schema: {
        tags,
        summary: 'Abre o cierra la ventana del rol vacacional del año para mis reportes directos',
        body: ZVentanaPlanBody,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => programacion.ventana(usuarioDe(request), request.body, request.ip, false),
  );

  app.put(
    '/tramos/:id/aceptar',
    {
      config: jefe,
      schema: {
        tags,
        summary: 'Acepta un tramo del rol vacacional de un empleado de mi equipo',
        params: ZTramoPlanParams,
        response: { 200: ZTramoGuardado, ...errores },
      },
    },
    (request) => programacion.aceptar(usuarioDe(request), request.params.id, request.ip),
  );

  app.put(
    '/tramos/:id',
    {
      config: jefe,
      schema: {
        tags,
        summary: 'Ajusta un tramo de un empleado de mi equipo: queda fijado por el empleador',
        params: ZTramoPlanParams,
        body: ZTramoPlanBody,
        response: { 200: ZTramoGuardado, ...errores },
      },
    },
    (request) => programacion.ajustar(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/empleados/:usuarioId/tramos',
    {
      config: jefe,
      schema: {
        tags,
        summary: 'Fija un tramo para un empleado de mi equipo (a falta de acuerdo, decide el empleador)',
        params: ZEmpleadoPlanParams,
        body: ZTramoPlanBody,
        response: { 200: ZTramoGuardado, ...errores },
      },
    },
    (request) => programacion.fijar(usuarioDe(request), request.params.usuarioId, request.body, request.ip),
  );

  app.get(
    '/empresa',
    {
      config: rrhh,
      schema: {
        tags,
        summary: 'Rol vacacional del año de toda la empresa, por departamento (RR. HH.)',
        querystring: ZExportarPlanQuery,
        response: { 200: ZPlanEquipo, ...errores },
      },
    },
    (request) => programacion.empresa(request.query.anio, request.query.departamentoId),
  );

  app.put(
    '/ventana-empresa',
    {
      config: rrhh,
      schema: {
        tags,
        summary: 'Abre o cierra la ventana del rol vacacional del año para toda la empresa (RR. HH.)',
        body: ZVentanaPlanBody,
        response: { 200: ZMensaje, ...errores },
      },
    },
    (request) => programacion.ventana(usuarioDe(request), request.body, request.ip, true),
  );

  app.get(
    '/exportar',
    {
      config: jefe,
      schema: {
        tags,
        summary:
          'Rol vacacional del año en .xlsx: un departamento (RR. HH.: cualquiera; un jefe: sus reportes directos)',
        querystring: ZExportarPlanQuery,
        response: { 200: z.any(), ...errores },
      },
    },
    async (request, reply) => {
      const x = await programacion.exportar(
        usuarioDe(request),
        request.query.anio,
        request.query.departamentoId,
      );
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', adjunto(x.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(x.contenido);
    },
  );
};
