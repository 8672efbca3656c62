// The scan that ends the API suite must itself be able to fail: fabricated logs with each kind of leak.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buscarFugas } from '../buscar-fugas';
import { generarContrasenaTemporal, nuevoToken } from '../../src/lib/seguridad';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const conLogs = (lineas: Record<string, unknown>[], secretos: string[] = []) => {
  dir = mkdtempSync(path.join(tmpdir(), 'descanso-fugas-'));
  writeFileSync(path.join(dir, 'app-x.log'), lineas.map((l) => JSON.stringify(l)).join('\n') + '\n');
  writeFileSync(path.join(dir, '1.secretos'), secretos.map((s) => JSON.stringify(s) + '\n').join(''));
  return dir;
};

const peticion = (url: string) => ({
  level: 30,
  reqId: '2b954386-c740-49cb-9fa3-96ffa73a34e0',
  req: { method: 'GET', url, host: 'localhost:80', remoteAddress: '127.0.0.1' },
  msg: 'incoming request',
});

describe('búsqueda de secretos en los logs de las pruebas', () => {
  it('un log normal, con campos secretos ocultos y listas con filtros en la URL, no da ninguna fuga', () => {
    const d = conLogs([
      peticion('/api/usuarios-admin?DepartamentoId=3&SortBy=fechaIngreso&PageSize=25'),
      { level: 30, req: { headers: { authorization: '[Redacted]' }, body: { password: '[Redacted]' } } },
      { level: 50, err: { message: 'fallo inesperado', stack: 'Error: fallo\n    at /work/main/x.ts:1:2' } },
      // A backup's name whose time of day has no 0 or 1 ("928794Z-esquema-": 16 characters of the alphabet).
      {
        level: 30,
        archivo: '/tmp/r/descanso-2026-11-25-141928794Z-esquema-0016_reportes.respaldo.gz',
        msg: 'respaldo creado',
      },
    ]);
    expect(buscarFugas(d, ['Clave#Segura2026'])).toEqual([]);
  });

  it('nombra archivo y línea de cada secreto registrado, encabezado Bearer, campo sin ocultar o forma de token', () => {
    const emitido = nuevoToken();
    const temporal = generarContrasenaTemporal();
    const d = conLogs(
      [
        peticion('/api/health'),
        { msg: `sesión ${emitido}` },
        { req: { headers: { authorization: 'Bearer abc' } } },
        { body: { contrasenaTemporal: 'x' } },
        { msg: 'algo AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE que nadie registró' },
        { msg: `contraseña ${temporal} generada` },
        { msg: 'la contraseña Clave#Segura2026 de las fábricas' },
      ],
      [emitido],
    );
    const fugas = buscarFugas(d, ['Clave#Segura2026']);
    const porLinea = (n: number) => fugas.filter((f) => f.linea === n).map((f) => f.motivo);
    expect(fugas.every((f) => f.archivo === 'app-x.log')).toBe(true);
    expect(porLinea(1)).toEqual([]);
    expect(porLinea(2)).toContain(`contiene un secreto usado en las pruebas («${emitido.slice(0, 4)}…»)`);
    expect(porLinea(3)).toEqual(['contiene un encabezado «Bearer …»', 'tiene un campo secreto sin ocultar']);
    expect(porLinea(4)).toEqual(['tiene un campo secreto sin ocultar']);
    expect(porLinea(5)).toEqual(['contiene algo con forma de token de sesión']);
    expect(porLinea(6)).toEqual(['contiene algo con forma de contraseña temporal']);
    expect(porLinea(7)).toEqual(['contiene un secreto usado en las pruebas («Clav…»)']);
  });
});
