import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  MENSAJES_LOGO,
  TAMANO_MAXIMO_LOGO,
  ZActualizarEmpresaBody,
  ZContextoEmpresa,
  ZEmpresa,
  ZEmpresaPublica,
} from '@app/contract/empresa';
import { ZErrorResponse } from '@app/contract/errores';
import { PERMISOS } from '@app/contract/permisos';
import { AppError } from '../../lib/app-error';
import { usuarioDe } from '../../plugins/autenticacion';
import type { EmpresaService } from './empresa.service';

const errores = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** A year, and never revalidated: a new logo is a new URL (its hash). */
const CACHE_LOGO = 'public, max-age=31536000, immutable';
/** An SVG opened on its own may run nothing and load nothing (its content was checked too: logo.ts). */
const CSP_LOGO = "default-src 'none'; style-src 'unsafe-inline'";

const validacion = (mensaje: string) => new AppError('VALIDACION', mensaje, { Logo: [mensaje] });

/** The multipart upload: one file in field `logo`, nothing else; a file over 200 KB is cut off with a 413. */
async function recibirLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw validacion(MENSAJES_LOGO.sinArchivo);
  let bytes: Buffer | undefined;
  try {
    for await (const parte of request.parts()) {
      if (parte.type !== 'file' || parte.fieldname !== 'logo' || bytes) {
        if (parte.type === 'file') parte.file.resume();
        throw validacion(MENSAJES_LOGO.sinArchivo);
      }
      bytes = await parte.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('ARCHIVO_DEMASIADO_GRANDE', MENSAJES_LOGO.demasiadoGrande, {
        Logo: [MENSAJES_LOGO.demasiadoGrande],
      });
    }
    throw validacion('No se pudo recibir el logo. Intente nuevamente.');
  }
  if (!bytes || bytes.length === 0) throw validacion(MENSAJES_LOGO.sinArchivo);
  return bytes;
}

/** The upload lives in its own scope: only it parses multipart, with the logo's limits. */
async function rutasDeSubida(app: FastifyInstance, empresa: EmpresaService) {
  await app.register(multipart, {
    limits: { fileSize: TAMANO_MAXIMO_LOGO, files: 1, fields: 0, parts: 2, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  app.withTypeProvider<ZodTypeProvider>().put(
    '/logo',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary:
          'Cambia el logo de la empresa (multipart: logo; PNG o SVG de hasta 200 KB, revisado por su contenido)',
        consumes: ['multipart/form-data'],
        response: { 200: ZEmpresa, ...errores, 413: ZErrorResponse },
      },
    },
    async (request) => empresa.subirLogo(usuarioDe(request), await recibirLogo(request), request.ip),
  );
}

/** The company's identity, logo and business time zone (ADR 026). */
export const empresaRoutes: FastifyPluginAsyncZod<{ empresa: EmpresaService }> = async (app, { empresa }) => {
  app.get(
    '/publica',
    {
      config: { publica: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Nombre comercial y logo de la empresa, y si están cargados los datos de demostración',
        security: [],
        response: { 200: ZEmpresaPublica, 404: ZErrorResponse },
      },
    },
    () => empresa.publica(),
  );

  app.get(
    '/contexto',
    {
      config: { permisos: [] },
      schema: {
        tags: ['Sistema'],
        summary: 'Zona horaria de negocio y fecha de negocio de hoy',
        response: { 200: ZContextoEmpresa, ...errores },
      },
    },
    () => empresa.contexto(),
  );

  app.get(
    '/',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary: 'Datos de la empresa: nombre comercial, razón social, RUC, zona horaria y logo',
        response: { 200: ZEmpresa, ...errores },
      },
    },
    () => empresa.leer(),
  );

  app.put(
    '/',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary: 'Cambia nombre comercial, razón social, RUC y zona horaria de la empresa',
        body: ZActualizarEmpresaBody,
        response: { 200: ZEmpresa, ...errores },
      },
    },
    (request) => empresa.actualizar(usuarioDe(request), request.body, request.ip),
  );

  await app.register(async (subida) => rutasDeSubida(subida, empresa));

  app.delete(
    '/logo',
    {
      config: { permisos: [PERMISOS.ADMIN_CONFIGURACION] },
      schema: {
        tags: ['Configuración'],
        summary: 'Quita el logo de la empresa',
        response: { 200: ZEmpresa, ...errores },
      },
    },
    (request) => empresa.quitarLogo(usuarioDe(request), request.ip),
  );

  app.get(
    '/logo/:hash',
    {
      config: { publica: true, cachePublica: true },
      schema: {
        tags: ['Sistema'],
        summary: 'El logo de la empresa (público; la dirección lleva el hash de su contenido)',
        security: [],
        params: z.object({ hash: z.string().max(64) }),
        response: { 200: z.any(), 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { bytes, tipo } = await empresa.logo(request.params.hash);
      return reply
        .type(tipo)
        .header('cache-control', CACHE_LOGO)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', CSP_LOGO)
        .send(bytes);
    },
  );
};
