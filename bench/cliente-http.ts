// The HTTP client of the create→approve cycle (ADR 052). The cycle's 16 workers share this machine's two cores with
// the server and PostgreSQL, so what the client spends is taken from them: with the global `fetch` the bench process
// used ~2 ms of CPU per request of the cycle, with `node:http` and a keep-alive agent ~0.9 ms. It asks for the same
// encodings as `fetch` (gzip, deflate), so the server does the same work, and decompresses what comes back.
import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

const agente = new http.Agent({ keepAlive: true });

export interface Respuesta {
  ok: boolean;
  status: number;
  json(): unknown;
}

/** The two encodings it asks for. */
const descomprimir: Record<string, (b: Buffer) => Buffer> = { gzip: gunzipSync, deflate: inflateSync };

/** One request on a kept-alive connection; the body is read whole. */
export function pedir(
  url: string,
  opciones: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Respuesta> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate', ...opciones.headers };
  if (opciones.body !== undefined) headers['content-length'] = String(Buffer.byteLength(opciones.body));
  return new Promise((resolve, reject) => {
    const peticion = http.request(
      url,
      { method: opciones.method ?? 'GET', headers, agent: agente },
      (res) => {
        const trozos: Buffer[] = [];
        res.on('data', (trozo: Buffer) => trozos.push(trozo));
        res.on('error', reject);
        res.on('end', () => {
          const crudo = Buffer.concat(trozos);
          const codificacion = res.headers['content-encoding'];
          const cuerpo = codificacion ? (descomprimir[codificacion]?.(crudo) ?? crudo) : crudo;
          const status = res.statusCode ?? 0;
          resolve({
            ok: status >= 200 && status < 300,
            status,
            json: () => JSON.parse(cuerpo.toString('utf8')),
          });
        });
      },
    );
    peticion.on('error', reject);
    peticion.end(opciones.body);
  });
}
