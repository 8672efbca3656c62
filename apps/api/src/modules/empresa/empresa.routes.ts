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
import { PERMISOS } from '@app/contract/permisos';
import { AppError } from '../../lib/app-error';
import { declarar } from '../../lib/declaracion-ruta';
import { usuarioDe } from '../../plugins/autenticacion';
import type { EmpresaService } from './empresa.service';

const errores = [400, 401, 403, 404] as const;
const administrar = { tags: ['Configuración'], permisos: [PERMISOS.ADMIN_CONFIGURACION], errores } as const;
// Read before signing in (the login page), so outside the bearer scheme of the rest of the document.
const publica = { tags: ['Sistema'], publica: true, errores: [404], schema: { security: [] } } as const;

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
    declarar({
      ...administrar,
      summary:
        'Cambia el logo de la empresa (multipart: logo; PNG o SVG de hasta 200 KB, revisado por su contenido)',
      respuesta: ZEmpresa,
      errores: [...errores, 413],
      schema: { consumes: ['multipart/form-data'] },
    }),
    async (request) => empresa.subirLogo(usuarioDe(request), await recibirLogo(request), request.ip),
  );
}

/** The company's identity, logo and business time zone (ADR 026). */
export const empresaRoutes: FastifyPluginAsyncZod<{ empresa: EmpresaService }> = async (app, { empresa }) => {
  app.get(
    '/publica',
    declarar({
      ...publica,
      summary: 'Nombre comercial y logo de la empresa, y si están cargados los datos de demostración',
      respuesta: ZEmpresaPublica,
    }),
    () => empresa.publica(),
  );

  app.get(
    '/contexto',
    declarar({
      tags: ['Sistema'],
      permisos: [],
      summary: 'Zona horaria de negocio y fecha de negocio de hoy',
      respuesta: ZContextoEmpresa,
      errores,
    }),
    () => empresa.contexto(),
  );

  app.get(
    '/',
    declarar({
      ...administrar,
      summary: 'Datos de la empresa: nombre comercial, razón social, RUC, zona horaria y logo',
      respuesta: ZEmpresa,
    }),
    () => empresa.leer(),
  );

  app.put(
    '/',
    declarar({
      ...administrar,
      summary: 'Cambia nombre comercial, razón social, RUC y zona horaria de la empresa',
      body: ZActualizarEmpresaBody,
      respuesta: ZEmpresa,
    }),
    (request) => empresa.actualizar(usuarioDe(request), request.body, request.ip),
  );

  await app.register(async (subida) => rutasDeSubida(subida, empresa));

  app.delete(
    '/logo',
    declarar({ ...administrar, summary: 'Quita el logo de la empresa', respuesta: ZEmpresa }),
    (request) => empresa.quitarLogo(usuarioDe(request), request.ip),
  );

  app.get(
    '/logo/:hash',
    declarar({
      ...publica,
      summary: 'El logo de la empresa (público; la dirección lleva el hash de su contenido)',
      params: z.object({ hash: z.string().max(64) }),
      respuesta: z.any(),
      config: { cachePublica: true },
    }),
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
