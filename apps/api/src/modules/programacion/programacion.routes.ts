import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMensaje } from '@app/contract/comun';
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
import { declarar, type AppRutas } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { ProgramacionService } from './programacion.service';
import { adjunto } from '../../lib/descargas';

const comun = { tags: ['Programación'], errores: [400, 401, 403, 404, 409, 422] } as const;
// The employee's own plan: whoever requests vacations proposes it.
const empleado = { ...comun, permisos: [PERMISOS.SOLICITAR_VACACIONES] } as const;
// The team's plan: the page's permission; the row rule (own chain, or HR) is the service's.
const jefe = { ...comun, permisos: [PERMISOS.PROGRAMACION_VACACIONES] } as const;
// The company's plan: HR.
const rrhh = { ...comun, permisos: [PERMISOS.ADMIN_USUARIOS] } as const;

/** The employee's own plan and its segments. */
function rutasDelEmpleado(app: AppRutas, programacion: ProgramacionService) {
  app.get(
    '/mi-plan',
    declarar({
      ...empleado,
      summary: 'Mi rol vacacional del año: tramos, ventana y períodos que vencen con su cobertura',
      querystring: ZAnioQuery,
      respuesta: ZMiPlan,
    }),
    (request) => programacion.miPlan(usuarioDe(request), request.query.anio),
  );

  app.post(
    '/mi-plan/tramos',
    declarar({
      ...empleado,
      summary:
        'Propone un tramo de mi rol vacacional mientras la ventana está abierta (mismas reglas que una solicitud)',
      body: ZTramoPlanBody,
      respuesta: ZTramoGuardado,
    }),
    (request) => programacion.proponer(usuarioDe(request), request.body, request.ip),
  );

  app.put(
    '/mi-plan/tramos/:id',
    declarar({
      ...empleado,
      summary: 'Edita un tramo propuesto de mi rol vacacional mientras la ventana está abierta',
      params: ZTramoPlanParams,
      body: ZTramoPlanBody,
      respuesta: ZTramoGuardado,
    }),
    (request) => programacion.editarPropio(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/mi-plan/tramos/:id',
    declarar({
      ...empleado,
      summary: 'Elimina un tramo propuesto de mi rol vacacional mientras la ventana está abierta',
      params: ZTramoPlanParams,
      respuesta: ZMensaje,
    }),
    (request) => programacion.eliminarPropio(usuarioDe(request), request.params.id, request.ip),
  );
}

/** The manager's view of the team's plan: the window, accepting, adjusting and fixing segments, the export. */
function rutasDelJefe(app: AppRutas, programacion: ProgramacionService) {
  app.get(
    '/equipo',
    declarar({
      ...jefe,
      summary: 'Rol vacacional del año de mis reportes directos, con los períodos en riesgo sin cubrir',
      querystring: ZAnioQuery,
      respuesta: ZPlanEquipo,
    }),
    (request) => programacion.equipo(usuarioDe(request), request.query.anio),
  );

  app.put(
    '/ventana',
    declarar({
      ...jefe,
      summary: 'Abre o cierra la ventana del rol vacacional del año para mis reportes directos',
      body: ZVentanaPlanBody,
      respuesta: ZMensaje,
    }),
    (request) => programacion.ventana(usuarioDe(request), request.body, request.ip, false),
  );

  app.put(
    '/tramos/:id/aceptar',
    declarar({
      ...jefe,
      summary: 'Acepta un tramo del rol vacacional de un empleado de mi equipo',
      params: ZTramoPlanParams,
      respuesta: ZTramoGuardado,
    }),
    (request) => programacion.aceptar(usuarioDe(request), request.params.id, request.ip),
  );

  app.put(
    '/tramos/:id',
    declarar({
      ...jefe,
      summary: 'Ajusta un tramo de un empleado de mi equipo: queda fijado por el empleador',
      params: ZTramoPlanParams,
      body: ZTramoPlanBody,
      respuesta: ZTramoGuardado,
    }),
    (request) => programacion.ajustar(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/empleados/:usuarioId/tramos',
    declarar({
      ...jefe,
      summary: 'Fija un tramo para un empleado de mi equipo (a falta de acuerdo, decide el empleador)',
      params: ZEmpleadoPlanParams,
      body: ZTramoPlanBody,
      respuesta: ZTramoGuardado,
    }),
    (request) => programacion.fijar(usuarioDe(request), request.params.usuarioId, request.body, request.ip),
  );

  app.get(
    '/exportar',
    declarar({
      ...jefe,
      summary:
        'Rol vacacional del año en .xlsx: un departamento (RR. HH.: cualquiera; un jefe: sus reportes directos)',
      querystring: ZExportarPlanQuery,
      respuesta: z.any(),
    }),
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
}

/** HR's view of the whole company's plan and its window. */
function rutasDeRrhh(app: AppRutas, programacion: ProgramacionService) {
  app.get(
    '/empresa',
    declarar({
      ...rrhh,
      summary: 'Rol vacacional del año de toda la empresa, por departamento (RR. HH.)',
      querystring: ZExportarPlanQuery,
      respuesta: ZPlanEquipo,
    }),
    (request) => programacion.empresa(request.query.anio, request.query.departamentoId),
  );

  app.put(
    '/ventana-empresa',
    declarar({
      ...rrhh,
      summary: 'Abre o cierra la ventana del rol vacacional del año para toda la empresa (RR. HH.)',
      body: ZVentanaPlanBody,
      respuesta: ZMensaje,
    }),
    (request) => programacion.ventana(usuarioDe(request), request.body, request.ip, true),
  );
}

/** The rol vacacional (ADR 036). */
export const programacionRoutes: FastifyPluginAsyncZod<{ programacion: ProgramacionService }> = async (
  app,
  { programacion },
) => {
  rutasDelEmpleado(app, programacion);
  rutasDelJefe(app, programacion);
  rutasDeRrhh(app, programacion);
};
