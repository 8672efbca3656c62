import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  TIPO_FLUJO_PROGRESO,
  ZResultadoProcesamiento,
  type TEventoProcesamiento,
  type TProgresoImportacion,
  type TResultadoProcesamiento,
} from '@app/contract/bulk-import';
import { MENSAJES } from '@app/contract/errores';
import { AppError } from '../../lib/app-error';

/** An AbortSignal that fires if the client goes away before the reply is complete. */
export function senalDeCierre(reply: FastifyReply): AbortSignal {
  const control = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) control.abort(new Error('cliente desconectado'));
  });
  return control.signal;
}

/** The client asked for the live progress (one JSON object per line) instead of one JSON reply. */
export const pideFlujo = (request: FastifyRequest) =>
  request.headers.accept?.includes(TIPO_FLUJO_PROGRESO) ?? false;

/**
 * Streamed reply: one JSON object per line, progress first, then the result or the error. `ejecutar` runs the
 * import, reporting each progress change to the callback it receives.
 */
export function responderConProgreso(
  request: FastifyRequest,
  reply: FastifyReply,
  ejecutar: (alProgreso: (p: TProgresoImportacion) => void) => Promise<TResultadoProcesamiento>,
) {
  const salida = new PassThrough();
  const escribir = (evento: TEventoProcesamiento) => {
    if (!salida.writableEnded) salida.write(`${JSON.stringify(evento)}\n`);
  };
  reply.type(`${TIPO_FLUJO_PROGRESO}; charset=utf-8`).header('x-accel-buffering', 'no');
  void reply.send(salida as never);
  void (async () => {
    try {
      const resultado = await ejecutar((progreso) => escribir({ tipo: 'progreso', progreso }));
      escribir({ tipo: 'resultado', resultado: ZResultadoProcesamiento.parse(resultado) });
    } catch (error) {
      if (error instanceof AppError) escribir({ tipo: 'error', code: error.codigo, message: error.message });
      else {
        request.log.error({ err: error }, 'error no controlado en la importación masiva');
        escribir({ tipo: 'error', code: 'ERROR_INTERNO', message: MENSAJES.errorInterno });
      }
    } finally {
      salida.end();
    }
  })();
  return reply;
}
