import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const recortar = (texto: string, maximo: number) =>
  texto.length > maximo ? `${texto.slice(0, maximo)}…(+${texto.length - maximo})` : texto;

// Never log credentials, tokens or temporary passwords.
const REDACTAR = [
  'req.headers.authorization',
  'req.body.password',
  'res.body.token',
  '*.password',
  '*.contrasena',
  '*.contrasenaTemporal',
  '*.contrasenaActual',
  '*.nuevaContrasena',
  '*.confirmarContrasena',
  '*.token',
];

/**
 * Fastify's request serializer, minus the secrets that travel in a URL (the credentials download token in a path,
 * a calendar feed's token (ADR 037), the first-start setup link's `token=`), and with the URL cut short: a hostile query string would otherwise be
 * copied whole into every log line.
 */
const ocultarEnUrl = (url: string) =>
  url
    .replace(/(\/credenciales\/)[^/?#]+/, '$1[Redacted]')
    .replace(/(\/calendario\/ical\/)[^/?#]+/, '$1[Redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
const serializarPeticion = (req: FastifyRequest) => ({
  method: req.method,
  url: recortar(ocultarEnUrl(req.url), 1_000),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
/** The logger's options, with the secrets redacted and requests serialised as above; false when not logging. */
export const opcionesDeRegistro = (logger: FastifyServerOptions['logger']) =>
  logger ? { ...(logger as object), redact: REDACTAR, serializers: { req: serializarPeticion } } : false;
