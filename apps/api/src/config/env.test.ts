import { describe, expect, it } from 'vitest';
import { ConfiguracionInvalida, leerEnv } from './env';

describe('variables del correo (ADR 030)', () => {
  it('por defecto: sin servidor, remitente de Descanso, sin APP_URL (server.ts usa el puerto), trabajador cada 5 s', () => {
    const env = leerEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SMTP_REMITENTE).toBe('Descanso <no-responder@localhost>');
    expect(env.APP_URL).toBeUndefined();
    expect(env.CORREO_INTERVALO_MS).toBe(5000);
    expect(env.CORREO_RECLAMO_SEGUNDOS).toBe(300);
  });

  it('acepta smtp:// y smtps://, remitentes con o sin nombre y URLs http(s)', () => {
    const env = leerEnv({
      SMTP_URL: 'smtps://avisos:clave@smtp.empresa.pe:465',
      SMTP_REMITENTE: 'avisos@empresa.pe',
      APP_URL: 'https://vacaciones.empresa.pe',
    });
    expect(env.SMTP_URL).toBe('smtps://avisos:clave@smtp.empresa.pe:465');
    expect(leerEnv({ SMTP_REMITENTE: 'Vacaciones ACME <avisos@acme.pe>' }).SMTP_REMITENTE).toBe(
      'Vacaciones ACME <avisos@acme.pe>',
    );
    expect(env.APP_URL).toBe('https://vacaciones.empresa.pe');
  });

  it('rechaza otra URL o un remitente sin dirección, sin repetir la clave en el mensaje', () => {
    const error = (fuente: NodeJS.ProcessEnv) => {
      try {
        leerEnv(fuente);
      } catch (e) {
        expect(e).toBeInstanceOf(ConfiguracionInvalida);
        return (e as Error).message;
      }
      throw new Error('no falló');
    };
    const m = error({
      SMTP_URL: 'http://avisos:Secreta%231@smtp.empresa.pe',
      APP_URL: 'ftp://x',
      SMTP_REMITENTE: 'Avisos',
    });
    expect(m).toMatch(/SMTP_URL: debe ser una URL smtp:\/\/ o smtps:\/\//);
    expect(m).toMatch(/APP_URL: debe ser una URL http:\/\/ o https:\/\//);
    expect(m).toMatch(/SMTP_REMITENTE: debe ser una dirección/);
    expect(m).not.toContain('Secreta');
  });
});

describe('METRICS_PERMITIDOS (ADR 045)', () => {
  it('por defecto solo loopback; acepta direcciones y rangos CIDR de IPv4 e IPv6', () => {
    expect(leerEnv({}).METRICS_PERMITIDOS).toEqual(['127.0.0.1', '::1']);
    expect(leerEnv({ METRICS_PERMITIDOS: ' 10.0.0.0/8, ::1 ,192.0.2.7' }).METRICS_PERMITIDOS).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.0.2.7',
    ]);
  });

  it('rechaza lo que no es una dirección o un rango, en una línea que lo nombra', () => {
    expect(() => leerEnv({ METRICS_PERMITIDOS: '127.0.0.1,prometheus.local,10.0.0.0/33' })).toThrow(
      'Configuración inválida: METRICS_PERMITIDOS: debe ser una lista de direcciones IP o rangos CIDR separados por comas (no válido: prometheus.local, 10.0.0.0/33)',
    );
  });
});
