// A real SMTP server inside the test process: it records every message it accepts, parsed, and can be
// told to refuse (4xx or 5xx), to drop the connection, or to stall before answering the DATA it received.
import { appendFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { esperarHasta } from './esperar';
import { archivoDeRegistro } from './registro-de-pruebas';

export type ModoSmtp = 'aceptar' | 'rechazar-temporal' | 'rechazar-permanente' | 'cortar' | 'detener';

export interface MensajeRecibido {
  de: string;
  para: string[];
  asunto: string;
  texto: string;
  html: string;
  messageId: string;
}

export interface ServidorSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL (`credenciales`: smtp://user:pass@…, accepted whatever they are). */
  url: string;
  urlConCredenciales(usuario: string, clave: string): string;
  /** What the next messages meet. */
  modo: ModoSmtp;
  /** Accepted messages, in order. */
  mensajes: MensajeRecibido[];
  /** DATA commands that reached the server, accepted or not. */
  datosRecibidos: number;
  /** TCP connections the server accepted so far. */
  conexiones: number;
  /**
   * Closes every open connection, as a relay does with an idle one, and returns once the sender (in this process)
   * has had time to see it; the server keeps listening.
   */
  cortarConexiones(): Promise<void>;
  /** Waits until `n` messages were accepted (the test's own time limit bounds it). */
  esperarMensajes(n: number): Promise<MensajeRecibido[]>;
  /** Waits until `n` DATA commands arrived (e.g. a message now stalled in 'detener'). */
  esperarDatos(n: number): Promise<void>;
  cerrar(): Promise<void>;
}

const hasta = (que: string, condicion: () => boolean) =>
  esperarHasta(que, condicion, Boolean, { cadaMs: 20 });

const conCodigo = (codigo: number, texto: string) =>
  Object.assign(new Error(texto), { responseCode: codigo }) as Error & { responseCode: number };

export async function arrancarServidorSmtp(modoInicial: ModoSmtp = 'aceptar'): Promise<ServidorSmtp> {
  // Every accepted message is also written to the suite's log folder, which the final scan searches for secrets.
  const captura = archivoDeRegistro('smtp');
  const sockets = new Set<Socket>();
  const detenidos: (() => void)[] = [];
  const estado = { modo: modoInicial, datos: 0, conexiones: 0 };
  const mensajes: MensajeRecibido[] = [];
  const destruirSockets = () => {
    for (const s of sockets) s.destroy();
  };
  const servidor = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // Its default reverse DNS lookup of 127.0.0.1 would query the machine's name server: loopback only.
    disableReverseLookup: true,
    onAuth: (_auth, _session, cb) => cb(null, { user: 'prueba' }),
    onData(stream, _session, cb) {
      estado.datos++;
      const modo = estado.modo;
      void simpleParser(stream).then(
        (m) => {
          if (modo === 'rechazar-temporal') return cb(conCodigo(451, 'Intente más tarde'));
          if (modo === 'rechazar-permanente') return cb(conCodigo(550, 'Buzón inexistente'));
          if (modo === 'cortar') {
            destruirSockets();
            return;
          }
          if (modo === 'detener') {
            // Never answers: the sender waits until it is killed (or the server closes).
            detenidos.push(() => cb(conCodigo(421, 'Cerrando')));
            return;
          }
          const para = [m.to ?? []].flat().flatMap((d) => d.value.map((v) => v.address ?? ''));
          const recibido: MensajeRecibido = {
            de: m.from?.text ?? '',
            para,
            asunto: m.subject ?? '',
            texto: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            messageId: m.messageId ?? '',
          };
          mensajes.push(recibido);
          if (captura) appendFileSync(captura, `${JSON.stringify(recibido)}\n`);
          cb();
        },
        (error: Error) => cb(error),
      );
    },
  });
  servidor.server.on('connection', (s: Socket) => {
    estado.conexiones++;
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    urlConCredenciales: (usuario, clave) =>
      `smtp://${encodeURIComponent(usuario)}:${encodeURIComponent(clave)}@127.0.0.1:${port}`,
    get modo() {
      return estado.modo;
    },
    set modo(m: ModoSmtp) {
      estado.modo = m;
    },
    mensajes,
    get datosRecibidos() {
      return estado.datos;
    },
    get conexiones() {
      return estado.conexiones;
    },
    async cortarConexiones() {
      destruirSockets();
      await hasta('a que el servidor SMTP cierre sus conexiones', () => sockets.size === 0);
      await new Promise((r) => setTimeout(r, 100));
    },
    async esperarMensajes(n) {
      await hasta(`a que lleguen ${n} correos al servidor SMTP`, () => mensajes.length >= n);
      return mensajes;
    },
    async esperarDatos(n) {
      await hasta(`a que el servidor SMTP reciba ${n} envíos (DATA)`, () => estado.datos >= n);
    },
    async cerrar() {
      for (const f of detenidos.splice(0)) f();
      destruirSockets();
      await new Promise<void>((resolve) => servidor.close(() => resolve()));
    },
  };
}
