import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CarpetaInvalida, crearCarpeta } from './carpetas';

const raiz = mkdtempSync(path.join(tmpdir(), 'descanso-carpetas-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

describe('crearCarpeta', () => {
  it('crea todos los niveles que faltan, y una carpeta que ya existe no es un error', () => {
    const destino = path.join(raiz, 'a', 'b', 'c');
    crearCarpeta(destino);
    expect(statSync(destino).isDirectory()).toBe(true);
    expect(() => crearCarpeta(destino)).not.toThrow();
  });

  it('bajo /proc responde con un error en vez de quedarse dando vueltas como mkdir recursivo de Node', () => {
    expect(() => crearCarpeta('/proc/descanso-no-existe/respaldos')).toThrow(CarpetaInvalida);
    expect(() => crearCarpeta('/proc/descanso-no-existe/respaldos')).toThrow(
      /^No se puede usar la carpeta \/proc\/descanso-no-existe\/respaldos: /,
    );
  });

  it('una parte de la ruta que es un archivo se nombra como tal', () => {
    const archivo = path.join(raiz, 'un-archivo');
    writeFileSync(archivo, 'x');
    expect(() => crearCarpeta(path.join(archivo, 'dentro'))).toThrow(
      'una parte de la ruta es un archivo, no una carpeta',
    );
    expect(() => crearCarpeta(archivo)).toThrow('una parte de la ruta es un archivo, no una carpeta');
  });
});
