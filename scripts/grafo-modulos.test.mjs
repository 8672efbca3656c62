// No circle between the API's modules: a module that uses another never is used by it, directly or through others
// (type imports count, as in sin-ciclos). The message names one file for each arrow of the circle.
import { describe, expect, it } from 'vitest';
import { grafoDeModulos } from './grafo-modulos.mjs';

describe('grafo de módulos de la API', () => {
  it('no tiene círculos entre módulos', () => {
    const { ciclos, ejemplo } = grafoDeModulos();
    const descritos = ciclos.map((c) =>
      [...ejemplo]
        .filter(
          ([flecha]) =>
            c.some((a) => flecha.startsWith(`${a} → `)) && c.some((b) => flecha.endsWith(` → ${b}`)),
        )
        .map(([f, archivo]) => `${f} (${archivo})`),
    );
    expect(descritos).toEqual([]);
  });
});
