import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Codificacion = 'br' | 'gzip';

const comprimirBr = promisify(brotliCompress);
const comprimirGzip = promisify(gzip);

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none. A coding listed with
 * `q=0` is refused by the client (RFC 9110 §12.5.3), and `*` accepts any coding not named.
 */
export function codificacionPreferida(aceptadas: string | undefined): Codificacion | null {
  if (!aceptadas) return null;
  const calidad = new Map<string, number>();
  for (const parte of aceptadas.split(',')) {
    const [nombre = '', ...parametros] = parte.trim().toLowerCase().split(';');
    const q = parametros.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const valor = q === undefined ? 1 : Number(q.slice(2));
    if (nombre) calidad.set(nombre, Number.isFinite(valor) ? valor : 0);
  }
  const de = (c: string) => calidad.get(c) ?? calidad.get('*') ?? 0;
  if (de('br') > 0 && de('br') >= de('gzip')) return 'br';
  if (de('gzip') > 0) return 'gzip';
  return null;
}

/**
 * A JSON reply kept as bytes with its compressed forms, each computed once on first use (off the event loop, in
 * zlib's thread pool) and then reused: for a large reply that is cached per data version (the team calendar is
 * megabytes for a top manager), compressing it again on every read would cost more than building it.
 */
export function jsonComprimible(json: Buffer) {
  const formas = new Map<Codificacion, Promise<Buffer>>();
  return {
    json,
    en(codificacion: Codificacion): Promise<Buffer> {
      let forma = formas.get(codificacion);
      if (!forma) {
        forma =
          codificacion === 'br'
            ? comprimirBr(json, {
                params: {
                  // Quality 5: within a few percent of the best ratio at a fraction of quality 11's time.
                  [constants.BROTLI_PARAM_QUALITY]: 5,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
                },
              })
            : comprimirGzip(json, { level: 6 });
        formas.set(codificacion, forma);
      }
      return forma;
    },
  };
}

export type JsonComprimible = ReturnType<typeof jsonComprimible>;

/** Sends `respuesta` in the best encoding the client accepts; @fastify/compress leaves it alone once encoded. */
export async function enviarJsonComprimible(
  request: FastifyRequest,
  reply: FastifyReply,
  respuesta: JsonComprimible,
) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const codificacion = codificacionPreferida(request.headers['accept-encoding']);
  if (!codificacion) return reply.send(respuesta.json);
  const cuerpo = await respuesta.en(codificacion);
  return reply.header('content-encoding', codificacion).send(cuerpo);
}
