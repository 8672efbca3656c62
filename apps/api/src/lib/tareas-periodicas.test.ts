import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { programarTarea } from './tareas-periodicas';

// The clock is a fake one: «no second round» is proven by moving time past every wake-up, not by sleeping.
const esperar = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** A task that counts its rounds and, while `bloqueada`, does not finish. */
function tareaContada() {
  let liberar: (() => void) | undefined;
  const t = {
    rondas: 0,
    bloqueada: false,
    tarea: async () => {
      t.rondas++;
      if (t.bloqueada) await new Promise<void>((r) => (liberar = r));
    },
    soltar: () => {
      t.bloqueada = false;
      liberar?.();
    },
  };
  return t;
}

describe('programarTarea: despertar', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.close()));
    vi.useRealTimers();
  });

  async function conTarea(t: ReturnType<typeof tareaContada>, esperaAlDespertarMs = 30) {
    const app = Fastify();
    apps.push(app);
    // An interval far beyond the test: every round seen here comes from a wake-up.
    const trabajo = programarTarea(app, {
      nombre: 'prueba',
      intervaloMs: 3_600_000,
      tarea: t.tarea,
      esperaAlDespertarMs,
    });
    await app.ready();
    return { app, ahora: trabajo!.ahora };
  }

  it('los despertares seguidos comparten una sola ronda', async () => {
    const t = tareaContada();
    const { ahora } = await conTarea(t);
    for (let i = 0; i < 10; i++) ahora();
    expect(t.rondas).toBe(0);
    await esperar(120);
    expect(t.rondas).toBe(1);
  });

  it('un despertar durante una ronda pide otra al terminarla, no espera al intervalo', async () => {
    const t = tareaContada();
    const { ahora } = await conTarea(t);
    t.bloqueada = true;
    ahora();
    await esperar(80);
    expect(t.rondas).toBe(1);
    ahora();
    ahora();
    await esperar(80);
    expect(t.rondas).toBe(1);
    t.soltar();
    await esperar(120);
    expect(t.rondas).toBe(2);
  });

  it('tras cerrar el servidor, un despertar no inicia ninguna ronda', async () => {
    const t = tareaContada();
    const { app, ahora } = await conTarea(t);
    ahora();
    await app.close();
    ahora();
    await esperar(120);
    expect(t.rondas).toBe(0);
  });
});
