import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copiarPlantillaSiEsNueva } from './pglite';

describe('copiarPlantillaSiEsNueva', () => {
  let raiz: string;
  let plantilla: string;
  beforeEach(() => {
    raiz = mkdtempSync(path.join(tmpdir(), 'descanso-plantilla-'));
    // A cluster as the build leaves it: PG_VERSION and the folders initdb writes.
    plantilla = path.join(raiz, 'plantilla');
    mkdirSync(path.join(plantilla, 'base', '1'), { recursive: true });
    writeFileSync(path.join(plantilla, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(plantilla, 'base', '1', 'pg_filenode.map'), 'plantilla');
  });
  afterEach(() => rmSync(raiz, { recursive: true, force: true }));

  it('llena una carpeta nueva con el clúster de la plantilla y conserva el bloqueo que ya estaba', () => {
    const datos = path.join(raiz, 'datos');
    mkdirSync(datos);
    writeFileSync(path.join(datos, 'descanso.lock'), '1234');
    expect(copiarPlantillaSiEsNueva(datos, plantilla)).toBe(true);
    expect(readFileSync(path.join(datos, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(datos, 'base', '1', 'pg_filenode.map'), 'utf8')).toBe('plantilla');
    expect(readFileSync(path.join(datos, 'descanso.lock'), 'utf8')).toBe('1234');
  });

  it('no toca una carpeta que ya tiene un clúster', () => {
    const datos = path.join(raiz, 'datos');
    mkdirSync(datos);
    writeFileSync(path.join(datos, 'PG_VERSION'), '17\n');
    expect(copiarPlantillaSiEsNueva(datos, plantilla)).toBe(false);
    expect(existsSync(path.join(datos, 'base'))).toBe(false);
  });

  it('sin plantilla construida no copia nada (el servidor hará initdb)', () => {
    const datos = path.join(raiz, 'datos');
    mkdirSync(datos);
    expect(copiarPlantillaSiEsNueva(datos, path.join(raiz, 'no-existe'))).toBe(false);
    expect(existsSync(path.join(datos, 'PG_VERSION'))).toBe(false);
  });
});
