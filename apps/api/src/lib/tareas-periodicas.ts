import type { FastifyInstance } from 'fastify';

/** How long a wake-up waits for others before its round: short next to an e-mail's delivery, long next to a write. */
export const ESPERA_AL_DESPERTAR_MS = 50;

/** When a task slower than this first runs after the server is ready (the bench waits for that round, ADR 054). */
export const PRIMERA_RONDA_MS = 60_000;

/**
 * Runs `tarea` every `intervaloMs` while the server is up (the outbox worker, the risk radar, approval
 * reminders). A round never overlaps the previous one; a failure is logged and the next round tries again. Every
 * task must be safe with several processes on one database (row claims, unique keys): each process runs its own.
 */
export function programarTarea(
  app: FastifyInstance,
  opciones: {
    nombre: string;
    intervaloMs: number | undefined;
    tarea: () => Promise<unknown>;
    /** How long `ahora` gathers calls into one round (default ESPERA_AL_DESPERTAR_MS). */
    esperaAlDespertarMs?: number;
  },
) {
  const { intervaloMs, nombre, tarea } = opciones;
  const esperaAlDespertarMs = opciones.esperaAlDespertarMs ?? ESPERA_AL_DESPERTAR_MS;
  if (intervaloMs === undefined) return;
  let temporizador: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> | undefined;
  let despertador: NodeJS.Timeout | undefined;
  let despertarTrasLaRonda = false;
  let cerrada = false;
  const ronda = () => {
    if (enCurso) return;
    enCurso = tarea()
      .catch((error: unknown) => app.log.warn({ err: error }, `tarea periódica fallida: ${nombre}`))
      .finally(() => {
        enCurso = undefined;
        if (despertarTrasLaRonda) {
          despertarTrasLaRonda = false;
          ahora();
        }
      });
  };
  /**
   * A round soon, for a commit that queued work (ADR 052): the calls of the next few milliseconds share one round
   * (under load each write used to start its own, one more statement per write), and a call that arrives while a
   * round runs gets a round after it, instead of waiting for the interval.
   */
  const ahora = () => {
    if (cerrada || despertador) return;
    if (enCurso) {
      despertarTrasLaRonda = true;
      return;
    }
    despertador = setTimeout(() => {
      despertador = undefined;
      ronda();
    }, esperaAlDespertarMs);
  };
  let primera: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    temporizador = setInterval(ronda, intervaloMs);
    temporizador.unref();
    // An hourly task would otherwise first run an hour after every restart: the first round within a minute.
    if (intervaloMs > PRIMERA_RONDA_MS) {
      primera = setTimeout(ronda, PRIMERA_RONDA_MS);
      primera.unref();
    }
  });
  app.addHook('onClose', async () => {
    cerrada = true;
    clearTimeout(primera);
    clearTimeout(despertador);
    clearInterval(temporizador);
    // Let a round in progress finish its transaction before the database closes.
    await enCurso;
  });
  return { ahora };
}

/**
 * A pause between the transactions of a long round, so the requests waiting for the database go first: with the
 * embedded database (one connection) a round of back-to-back transactions would otherwise hold it for its whole
 * length.
 */
export const cederTurno = () => new Promise<void>((resolver) => setTimeout(resolver, 20));
