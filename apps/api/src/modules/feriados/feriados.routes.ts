import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMensaje } from '@app/contract/comun';
import { ZErrorResponse } from '@app/contract/errores';
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
import { usuarioDe } from '../../plugins/autenticacion';
import type { FeriadosService } from './feriados.service';

const errores = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const administrar = { permisos: [PERMISOS.ADMIN_CONFIGURACION] };
const tags = ['Feriados'];

/** The company's holidays, mounted at /api/feriados. */
export const feriadosRoutes: FastifyPluginAsyncZod<{ feriados: FeriadosService }> = async (
  app,
  { feriados },
) => {
  app.get(
    '/',
    {
      // Any signed-in user: the request form's date pickers and the team calendar show them.
      config: { permisos: [] },
      schema: {
        tags,
        summary: 'Feriados de un año (anio) o de un rango (desde, hasta), ordenados por fecha',
        querystring: ZFeriadosQuery,
        response: { 200: ZFeriadosRespuesta, ...errores },
      },
    },
    (request) => feriados.listar(usuarioDe(request), request.query),
  );

  app.post(
    '/',
    {
      config: administrar,
      schema: {
        tags,
        summary: 'Añade un día no laborable de la empresa',
        body: ZGuardarFeriadoBody,
        response: { 200: ZFeriado, ...errores },
      },
    },
    (request) => feriados.crear(usuarioDe(request), request.body, request.ip),
  );

  app.post(
    '/precargar',
    {
      config: administrar,
      schema: {
        tags,
        summary: 'Vuelve a traer los feriados nacionales de un año sin pisar los existentes',
        querystring: ZPrecargarFeriadosQuery,
        response: { 200: ZPrecargarFeriadosRespuesta, ...errores },
      },
    },
    (request) => feriados.precargar(usuarioDe(request), request.query.anio, request.ip),
  );

  app.put(
    '/:id',
    {
      config: administrar,
      schema: {
        tags,
        summary: 'Cambia el nombre o la fecha de un feriado',
        params: ZFeriadoIdParams,
        body: ZGuardarFeriadoBody,
        response: { 200: ZFeriado, ...errores },
      },
    },
    (request) => feriados.actualizar(usuarioDe(request), request.params.id, request.body, request.ip),
  );

  app.delete(
    '/:id',
    {
      config: administrar,
      schema: {
        tags,
        summary: 'Quita un feriado (también uno nacional)',
        params: ZFeriadoIdParams,
        response: { 200: ZMensaje, ...errores },
      },
    },
    async (request) => {
      await feriados.eliminar(usuarioDe(request), request.params.id, request.ip);
      return { message: 'Feriado quitado' };
    },
  );
};
