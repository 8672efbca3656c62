import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claveOrdenNombre, compararClaves } from './orden-nombres';

const ordenar = (nombres: readonly string[]) =>
  [...nombres].sort((a, b) => compararClaves(claveOrdenNombre(a), claveOrdenNombre(b)));

describe('claveOrdenNombre', () => {
  it('quita tildes y mayúsculas, y escribe la ñ como n~ para que vaya entre la n y la o', () => {
    expect(claveOrdenNombre('Ángel Quispe')).toBe('angel quispe');
    expect(claveOrdenNombre('ÑAHUI Zúñiga')).toBe('n~ahui zun~iga');
    expect(claveOrdenNombre('Ítalo Óscar Úrsula Müller Çelik')).toBe('italo oscar ursula muller celik');
  });

  it('ordena a la española: Á, Í, Ó y Ú con su vocal, Ñ tras la N, sin importar mayúsculas', () => {
    const nombres = [
      'Zúñiga',
      'Úrsula',
      'Óscar',
      'Ñahui',
      'Nuzco',
      'Núñez',
      'Ítalo',
      'Ángel',
      'beatriz',
      'Oscar',
    ];
    expect(ordenar(nombres)).toEqual([
      'Ángel',
      'beatriz',
      'Ítalo',
      'Núñez',
      'Nuzco',
      'Ñahui',
      'Óscar',
      'Oscar',
      'Úrsula',
      'Zúñiga',
    ]);
  });

  it('da el mismo orden que la colación española de ICU (Intl.Collator es, nivel base)', () => {
    const colacion = new Intl.Collator('es', { sensitivity: 'base' });
    const letra = fc.constantFrom(...'aAáÁbcçCnNñÑoOóÓuUúÚüÜzZ ');
    const nombre = fc.array(letra, { maxLength: 6 }).map((l) => l.join(''));
    fc.assert(
      fc.property(nombre, nombre, (a, b) => {
        const porClave = Math.sign(compararClaves(claveOrdenNombre(a), claveOrdenNombre(b)));
        expect(porClave).toBe(Math.sign(colacion.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});
