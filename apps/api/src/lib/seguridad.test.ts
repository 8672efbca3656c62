import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { enTurnoArgon2, hashArgon2, verificarContrasena } from './seguridad';

const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('enTurnoArgon2', () => {
  it('nunca corre más trabajos a la vez que núcleos libres, y todos terminan en orden de llegada', async () => {
    const maximo = Math.max(1, availableParallelism() - 1);
    let enCurso = 0;
    let pico = 0;
    const orden: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        enTurnoArgon2(async () => {
          enCurso++;
          pico = Math.max(pico, enCurso);
          orden.push(i);
          await pausa(5);
          enCurso--;
        }),
      ),
    );
    expect(pico).toBe(maximo);
    expect(orden).toEqual(Array.from({ length: 12 }, (_, i) => i));
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
