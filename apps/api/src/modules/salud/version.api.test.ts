// GET /api/version: public, and it tells the application version, the schema applied and the engine.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVersion } from '@app/contract/version';
import { crearAppDePrueba, type AppDePrueba } from '../../../test/build-test-app';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const leerJson = (archivo: string) => JSON.parse(readFileSync(path.join(RAIZ, archivo), 'utf8'));

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t.cerrar());

describe('GET /api/version', () => {
  it('sin sesión responde la versión de package.json, la última migración del diario y el motor', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/version' });
    expect(r.statusCode).toBe(200);
    const cuerpo = ZVersion.parse(r.json());
    const diario = leerJson('apps/api/drizzle/meta/_journal.json') as { entries: { tag: string }[] };
    expect(cuerpo).toEqual({
      version: leerJson('package.json').version,
      esquema: diario.entries.at(-1)!.tag,
      motor: t.motor === 'postgres' ? 'postgresql' : 'pglite',
    });
    // The CHANGELOG starts with the version the server reports.
    const changelog = readFileSync(path.join(RAIZ, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(new RegExp(`^## \\[${cuerpo.version.replace(/\./g, '\\.')}\\]`, 'm'));
  });
});
