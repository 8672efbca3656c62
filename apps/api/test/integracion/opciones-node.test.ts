import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leerEnv } from '../../src/config/env';
import { motorDelEntorno, OPCIONES_NODE } from '../../src/opciones-node';

describe('opciones de Node del servidor', () => {
  it('npm run start:servidor arranca iniciar.js con las opciones de la base embebida', () => {
    const paquete = JSON.parse(
      readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    expect(paquete.scripts['start:servidor']).toBe(
      `node ${OPCIONES_NODE.pglite.join(' ')} apps/api/dist/iniciar.js`,
    );
  });

  it('decide la base como config/env.ts: una DATABASE_URL vacía o en blanco es la base embebida', () => {
    for (const DATABASE_URL of [undefined, '', '  ', 'postgres://u@127.0.0.1:5432/descanso']) {
      const env = DATABASE_URL === undefined ? {} : { DATABASE_URL };
      expect(motorDelEntorno(env)).toBe(leerEnv(env).DATABASE_URL ? 'postgres' : 'pglite');
    }
    expect(motorDelEntorno({ DATABASE_URL: 'postgresql://u@127.0.0.1/d' })).toBe('postgres');
  });
});
