import { describe, expect, it } from 'vitest';
import { MENSAJES_LOGO } from '@app/contract/empresa';
import { problemaDeLogo, zonasHorarias } from './empresa';

describe('zonas horarias de la empresa', () => {
  it('America/Lima va primero y el resto en orden alfabético, sin repetirla', () => {
    expect(zonasHorarias(['Europe/Madrid', 'America/Lima', 'America/Bogota'])).toEqual([
      'America/Lima',
      'America/Bogota',
      'Europe/Madrid',
    ]);
  });

  it('ofrece las zonas que conoce el navegador', () => {
    const zonas = zonasHorarias();
    expect(zonas[0]).toBe('America/Lima');
    expect(zonas).toContain('Europe/Madrid');
  });
});

describe('logo elegido', () => {
  it('acepta PNG y SVG de hasta 200 KB', () => {
    expect(problemaDeLogo({ name: 'logo.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(problemaDeLogo({ name: 'logo.svg', type: 'image/svg+xml', size: 200 * 1024 })).toBeNull();
  });

  it('rechaza otro tipo o más de 200 KB con un mensaje en español', () => {
    expect(problemaDeLogo({ name: 'foto.jpg', type: 'image/jpeg', size: 1000 })).toBe(MENSAJES_LOGO.tipo);
    expect(problemaDeLogo({ name: 'logo.png', type: 'image/png', size: 200 * 1024 + 1 })).toBe(
      'El logo no puede superar 200 KB',
    );
  });
});
