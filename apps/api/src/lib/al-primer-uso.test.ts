import { describe, expect, it } from 'vitest';
import { alPrimerUso } from './al-primer-uso';

describe('alPrimerUso', () => {
  it('carga solo con la primera llamada y da a todas la misma promesa', async () => {
    let cargas = 0;
    const obtener = alPrimerUso(async () => ({ numero: ++cargas }));
    expect(cargas).toBe(0);
    const [a, b] = [obtener(), obtener()];
    expect(a).toBe(b);
    expect(await a).toEqual({ numero: 1 });
    expect(await obtener()).toBe(await a);
    expect(cargas).toBe(1);
  });
});
