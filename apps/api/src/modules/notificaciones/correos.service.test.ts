import { describe, expect, it } from 'vitest';
import { clasificarError, esperaTrasIntento, idDeMensaje, sinCredenciales } from './correos.service';

describe('bandeja de salida: reglas puras (ADR 030)', () => {
  it('la espera se duplica con cada intento fallido y tiene un tope de una hora', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(esperaTrasIntento)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });

  it('un 5xx es permanente; un 4xx y los errores de conexión son pasajeros', () => {
    expect(clasificarError({ responseCode: 550, response: '550 Buzón inexistente' }, undefined)).toEqual({
      permanente: true,
      descripcion: 'El servidor de correo respondió 550 Buzón inexistente',
    });
    expect(
      clasificarError({ responseCode: 451, response: '451 Intente más tarde' }, undefined).permanente,
    ).toBe(false);
    expect(
      clasificarError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }),
        undefined,
      ),
    ).toEqual({ permanente: false, descripcion: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25' });
  });

  it('el error guardado nunca lleva el usuario ni la clave de SMTP_URL', () => {
    const url = 'smtps://avisos%40empresa.pe:Cl%40ve%23Smtp99@smtp.empresa.pe:465';
    const d = clasificarError(
      new Error(`Invalid login for avisos@empresa.pe with Cl@ve#Smtp99 at ${url}`),
      url,
    ).descripcion;
    expect(d).not.toContain('Cl@ve#Smtp99');
    expect(d).not.toContain('Cl%40ve%23Smtp99');
    expect(d).not.toContain('avisos@empresa.pe');
    expect(sinCredenciales('smtp://u:p@host', undefined)).toBe('smtp://[oculto]@host');
  });

  it('el Message-ID es el mismo para una fila en cada intento y distinto entre filas', () => {
    const creado = new Date('2025-03-01T12:00:00Z');
    expect(idDeMensaje(7, creado, 'empresa.pe')).toBe(idDeMensaje(7, new Date(creado), 'empresa.pe'));
    expect(idDeMensaje(7, creado, 'empresa.pe')).not.toBe(idDeMensaje(8, creado, 'empresa.pe'));
    expect(idDeMensaje(7, creado, 'empresa.pe')).toMatch(/^<correo-7\.[0-9a-z]+@empresa\.pe>$/);
  });
});
