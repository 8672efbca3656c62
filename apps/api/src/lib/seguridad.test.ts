import { availableParallelism } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { enTurnoArgon2, hashArgon2, verificarContrasena } from './seguridad';

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts more jobs than the limit, so the peak must reach the limit whatever the machine's core count
 * (with a fixed 12 jobs, a 14-core machine has a limit of 13 and the peak could only be 12).
 */
async function medirPico(enTurno: typeof enTurnoArgon2, maximo: number) {
  const trabajos = maximo + 3;
  let enCurso = 0;
  let pico = 0;
  const orden: number[] = [];
  await Promise.all(
    Array.from({ length: trabajos }, (_, i) =>
      enTurno(async () => {
        enCurso++;
        pico = Math.max(pico, enCurso);
        orden.push(i);
        await pausa(5);
        enCurso--;
      }),
    ),
  );
  return { pico, orden, trabajos };
}

describe('enTurnoArgon2', () => {
  it('nunca corre más trabajos a la vez que núcleos libres, y todos terminan en orden de llegada', async () => {
    const maximo = Math.max(1, availableParallelism() - 1);
    const { pico, orden, trabajos } = await medirPico(enTurnoArgon2, maximo);
    expect(pico).toBe(maximo);
    expect(orden).toEqual(Array.from({ length: trabajos }, (_, i) => i));
  });

  it.each([1, 2, 14, 64])('con %i núcleos el pico es núcleos − 1 (al menos 1)', async (nucleos) => {
    vi.resetModules();
    vi.doMock('node:os', async (original) => ({
      ...(await original<object>()),
      availableParallelism: () => nucleos,
    }));
    try {
      const modulo = await import('./seguridad');
      const maximo = Math.max(1, nucleos - 1);
      const { pico, orden, trabajos } = await medirPico(modulo.enTurnoArgon2, maximo);
      expect(pico).toBe(maximo);
      expect(orden).toEqual(Array.from({ length: trabajos }, (_, i) => i));
    } finally {
      vi.doUnmock('node:os');
      vi.resetModules();
    }
  });

  it('un trabajo que falla libera su turno para los siguientes', async () => {
    const fallos = Array.from({ length: 4 }, () =>
      enTurnoArgon2(async () => {
        await pausa(1);
        throw new Error('falla');
      }),
    );
    await Promise.allSettled(fallos);
    await expect(enTurnoArgon2(async () => 'listo')).resolves.toBe('listo');
  });

  it('hash y verificación argon2id siguen funcionando a través de la fila', async () => {
    const hash = await hashArgon2('Clave#Segura2026');
    const [buena, mala] = await Promise.all([
      verificarContrasena('argon2id', hash, 'Clave#Segura2026'),
      verificarContrasena('argon2id', hash, 'otra'),
    ]);
    expect([buena, mala]).toEqual([true, false]);
  });
});
