import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crearBaseVacia, type BaseVacia } from '../base-vacia';
import { arrancarServidor, detenerTodos } from '../servidor-hijo';
import { OPCIONES_NODE } from '../../src/opciones-node';

// `npm run start:servidor` (iniciar.js) on each engine, built as npm run build builds it (ADR 057).
const motor = inject('motorPruebas');

/** A process's command line (Linux /proc). */
const argumentosDe = (pid: number | string) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

/** The processes whose parent is `pid`, with their arguments (Linux /proc). */
function hijosDe(pid: number) {
  const hijos: { pid: number; argumentos: string[] }[] = [];
  for (const entrada of readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const stat = readFileSync(`/proc/${entrada}/stat`, 'utf8');
      // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after its last ')'.
      const padre = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (padre !== pid) continue;
      hijos.push({ pid: Number(entrada), argumentos: argumentosDe(entrada) });
    } catch {
      // Gone meanwhile.
    }
  }
  return hijos;
}

/** The semi-space option V8 applies: the last one given. */
const semiespacio = (argumentos: string[]) =>
  argumentos.filter((a) => a.startsWith('--max-semi-space-size=')).at(-1);

describe('npm run start:servidor', () => {
  let base: BaseVacia;
  beforeAll(async () => {
    base = await crearBaseVacia('iniciar');
  });
  afterAll(async () => {
    await detenerTodos();
    await base.borrar();
  });
  /** Started as `npm run start:servidor` starts it, on the suite's empty database. */
  const lanzar = (etiqueta: string) => arrancarServidor({ env: base.env, comoStartServidor: true, etiqueta });

  it.runIf(motor === 'pglite')(
    'en la base embebida es el servidor mismo, sin proceso hijo y con semiespacios de 2 MB; SIGTERM lo detiene limpio',
    async () => {
      const s = await lanzar('iniciar-pglite');
      expect(hijosDe(s.proceso.pid!)).toEqual([]);
      expect(semiespacio(argumentosDe(s.proceso.pid!))).toBe('--max-semi-space-size=2');
      expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
      await s.detener('SIGTERM');
      expect(await s.terminado).toBe(0);
    },
  );

  it.runIf(motor === 'postgres')(
    'en PostgreSQL arranca el servidor en un proceso hijo con semiespacios de 16 MB, y SIGTERM al lanzador detiene los dos limpio',
    async () => {
      const s = await lanzar('iniciar-postgres');
      const hijos = hijosDe(s.proceso.pid!);
      expect(hijos).toHaveLength(1);
      const servidor = hijos[0]!;
      expect(servidor.argumentos.at(-1)).toMatch(/server\.js$/);
      expect(servidor.argumentos).toEqual(expect.arrayContaining([...OPCIONES_NODE.postgres]));
      expect(semiespacio(servidor.argumentos)).toBe('--max-semi-space-size=16');
      expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
      await s.detener('SIGTERM');
      expect(await s.terminado).toBe(0);
      expect(existsSync(`/proc/${servidor.pid}`)).toBe(false);
    },
  );

  it.runIf(motor === 'postgres')(
    'en PostgreSQL, si el servidor muere, el lanzador termina con 128 + el número de la señal',
    async () => {
      const s = await lanzar('iniciar-postgres-muere');
      const [servidor] = hijosDe(s.proceso.pid!);
      process.kill(servidor!.pid, 'SIGKILL');
      expect(await s.terminado).toBe(137);
    },
  );

  it.runIf(motor === 'postgres')(
    'en PostgreSQL, si el lanzador muere (SIGKILL), el servidor se detiene y libera el puerto',
    async () => {
      const s = await lanzar('iniciar-postgres-lanzador-muere');
      const [servidor] = hijosDe(s.proceso.pid!);
      await s.detener('SIGKILL');
      const limite = Date.now() + 15_000;
      while (existsSync(`/proc/${servidor!.pid}`) && Date.now() < limite)
        await new Promise((r) => setTimeout(r, 50));
      expect(existsSync(`/proc/${servidor!.pid}`)).toBe(false);
      await expect(fetch(`${s.url}/api/health`)).rejects.toThrow();
    },
  );
});
