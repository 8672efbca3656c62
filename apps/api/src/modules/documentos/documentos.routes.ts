import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@app/contract/comun';
import {
  VERIFICACIONES_POR_MINUTO,
  ZDocumentoSolicitudParams,
  ZDocumentosDeSolicitud,
  ZVerificacionDocumento,
  ZVerificarDocumentoParams,
} from '@app/contract/documentos';
import { PERMISOS } from '@app/contract/permisos';
import { declarar } from '../../lib/declaracion-ruta';
import { adjunto, TIPO_PDF } from '../../lib/descargas';
import { usuarioDe } from '../../plugins/autenticacion';
import type { DocumentosService } from './documentos.service';

const tags = ['Documentos'];
const comun = {
  tags,
  // Whoever may read a request's detail; which requests they may read is the service's rule (as for the detail).
  permisos: [PERMISOS.MIS_SOLICITUDES, PERMISOS.GESTION_SOLICITUDES, PERMISOS.SOLICITUDES_VER_TODAS],
  errores: [400, 401, 403, 404, 409, 422],
} as const;

/** Legal documents of a request and their public verification (ADR 042). */
export const documentosRoutes: FastifyPluginAsyncZod<{ documentos: DocumentosService }> = async (
  app,
  { documentos },
) => {
  app.get(
    '/solicitudes/:id',
    declarar({
      ...comun,
      summary:
        'Documentos legales que corresponden a una solicitud (papeleta, acuerdo de fraccionamiento o de adelanto)',
      params: ZIdParams,
      respuesta: ZDocumentosDeSolicitud,
    }),
    (request) => documentos.disponibles(usuarioDe(request), request.params.id),
  );

  // POST, not GET: the first issue writes the verification code and its audit record (a GET must change nothing).
  app.post(
    '/solicitudes/:id/:documento',
    declarar({
      ...comun,
      summary:
        'Descarga en PDF un documento de la solicitud con su código de verificación (409 si no le corresponde)',
      params: ZDocumentoSolicitudParams,
      respuesta: z.any(),
    }),
    async (request, reply) => {
      const d = await documentos.descargar(
        usuarioDe(request),
        request.params.id,
        request.params.documento,
        request.ip,
      );
      return reply
        .type(TIPO_PDF)
        .header('content-disposition', adjunto(d.nombreArchivo))
        .header('cache-control', 'no-store')
        .send(d.pdf);
    },
  );

  // Anyone holding a printed document checks it here without signing in; limited per address against guessing.
  app.get(
    '/verificar/:codigo',
    declarar({
      tags,
      publica: true,
      summary:
        'Verifica un documento por su código (sin sesión): tipo, solicitud, nombre del trabajador y fecha de emisión',
      params: ZVerificarDocumentoParams,
      respuesta: ZVerificacionDocumento,
      errores: [400, 404, 429],
      config: {
        rateLimit: {
          max: VERIFICACIONES_POR_MINUTO,
          timeWindow: '1 minute',
          keyGenerator: (request) => `verificar-documento:${request.ip}`,
        },
      },
    }),
    (request) => documentos.verificar(request.params.codigo),
  );
};
