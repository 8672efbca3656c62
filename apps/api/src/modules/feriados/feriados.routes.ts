import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMensaje } from '@app/contract/comun';
import {
  ZFeriado,
  ZFeriadoIdParams,
  ZFeriadosQuery,
  ZFeriadosRespuesta,
  ZGuardarFeriadoBody,
  ZPrecargarFeriadosQuery,
  ZPrecargarFeriadosRespuesta,
} from '@app/contract/feriados';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { FeriadosService } from './feriados.service';

const comun = { tags: ['Feriados'], errores: [400, 401, 403, 404, 409] } as const;
const administrar = { ...comun, permisos: [PERMISOS.ADMIN_CONFIGURACION] } as const;

/** The company's holidays, mounted at /api/feriados. */
export const feriadosRoutes: FastifyPluginAsyncZod<{ feriados: FeriadosService }> = async (
  app,
  { feriados },
) => {
  app.get(
    '/',
    declarar({
      ...comun,
      // Any signed-in user: the request form's date pickers and the team calendar show them.
      permisos: [],
      summary: 'Feriados de un año (anio) o de un rango (desde, hasta), ordenados por fecha',
      querystring: ZFeriadosQuery,
      respuesta: ZFeriadosRespuesta,
    }),
    (request) => feriados.listar(usuarioDe(request), request.query),
  );

  app.post(
    '/',
    declarar({
      ...administrar,
      summary: 'Añade un día no laborable de la empresa',
      body: ZGuardarFeriadoBody,
      respuesta: ZFeriado,
    }),
    (request) => feriados.crear(usuarioDe(request), request.body, request.ip),
  );

  app.post(
    '/precargar',
    declarar({
      ...administrar,
      summary: 'Vuelve a traer los feriados nacionales de un año sin pisar los existentes',
      querystring: ZPrecargarFeriadosQuery,
      respuesta: ZPrecargarFeriadosRespuesta,
    }),
    (request) => feriados.precargar(usuarioDe(request), request.query.anio, request.ip),
  );

  app.put(
    '/:id',
    declarar({
      ...administrar,
      summary: 'Cambia el nombre o la fecha de un feriado',
      params: ZFeriadoIdParams,
      body: ZGuardarFeriadoBody,
      respuesta: ZFeriado,
    }),
    (request) => feriados.actualizar(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/:id',
    declarar({
      ...administrar,
      summary: 'Quita un feriado (también uno nacional)',
      params: ZFeriadoIdParams,
      respuesta: ZMensaje,
    }),
    async (request) => {
      await feriados.eliminar(usuarioDe(request), request.params.id, request.ip);
      return { message: 'Feriado quitado' };
    },
  );
};
