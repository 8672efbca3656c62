import type { FastifyInstance } from 'fastify';

/**
 * Runs `tarea` every `intervaloMs` while the server is up (issue 16: the outbox worker, the risk radar, approval
 * reminders). A round never overlaps the previous one; a failure is logged and the next round tries again. Every
 * task must be safe with several processes on one database (row claims, unique keys): each process runs its own.
 */
export function programarTarea(
  app: FastifyInstance,
  opciones: { nombre: string; intervaloMs: number | undefined; tarea: () => Promise<unknown> },
) {
  const { intervaloMs, nombre, tarea } = opciones;
  if (intervaloMs === undefined) return;
  let temporizador: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> | undefined;
  const ronda = () => {
    if (enCurso) return;
    enCurso = tarea()
      .catch((error: unknown) => app.log.warn({ err: error }, `tarea periódica fallida: ${nombre}`))
      .finally(() => {
        enCurso = undefined;
      });
  };
  let primera: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    temporizador = setInterval(ronda, intervaloMs);
    temporizador.unref();
    // An hourly task would otherwise first run an hour after every restart: the first round within a minute.
    if (intervaloMs > 60_000) {
      primera = setTimeout(ronda, 60_000);
      primera.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearTimeout(primera);
    clearInterval(temporizador);
    // Let a round in progress finish its transaction before the database closes.
    await enCurso;
  });
  return { ahora: ronda };
}

/**
 * A pause between the transactions of a long round, so the requests waiting for the database go first: with the
 * embedded database (one connection) a round of back-to-back transactions would otherwise hold it for its whole
 * length (issue 16).
 */
export const cederTurno = () => new Promise<void>((resolver) => setTimeout(resolver, 20));
