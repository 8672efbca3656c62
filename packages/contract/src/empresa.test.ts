import { describe, expect, it } from 'vitest';
import { ZRuc, esRucValido } from './empresa';

describe('RUC', () => {
  it('acepta RUC reales de empresas y personas (dígito de verificación correcto)', () => {
    // SUNAT's own RUC and a well-known bank's, plus a person's (prefix 10).
    for (const ruc of ['20131312955', '20100047218', '10467793549']) expect(esRucValido(ruc)).toBe(true);
  });

  it('rechaza un dígito cambiado, un prefijo que no existe y longitudes que no son 11', () => {
    expect(esRucValido('20131312956')).toBe(false);
    expect(esRucValido('30131312955')).toBe(false);
    expect(esRucValido('2013131295')).toBe(false);
    expect(esRucValido('201313129551')).toBe(false);
    expect(esRucValido('2013131295a')).toBe(false);
  });

  it('cada error de un solo dígito en un RUC válido falla la verificación', () => {
    const base = '20131312955';
    for (let i = 2; i < 11; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === base[i]) continue;
        expect(esRucValido(base.slice(0, i) + d + base.slice(i + 1))).toBe(false);
      }
    }
  });

  it('un RUC corto da solo el mensaje de longitud; uno de 11 dígitos mal verificado, el de verificación', () => {
    expect(ZRuc.safeParse('123').error?.issues.map((i) => i.message)).toEqual([
      'El RUC debe tener 11 dígitos',
    ]);
    expect(ZRuc.safeParse('20131312956').error?.issues[0]?.message).toMatch(/no es válido/);
    expect(ZRuc.parse(' 20131312955 ')).toBe('20131312955');
  });
});
