import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { importacionesEnTiempoDeCarga, importacionesEstaticas } from './grafo-importaciones.js';
import limitesDeModulo from './limites-de-modulo.js';
import nombreDeArchivo, { esKebab } from './nombre-de-archivo.js';
import sinCiclos from './sin-ciclos.js';

RuleTester.describe = describe;
RuleTester.it = it;
const probador = new RuleTester({ languageOptions: { parser: tseslint.parser } });

// A throwaway repo on disk: the rules resolve imports against real files.
const raiz = mkdtempSync(path.join(tmpdir(), 'reglas-eslint-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));
function archivo(relativo, codigo = 'export const x = 1;\n') {
  const ruta = path.join(raiz, relativo);
  mkdirSync(path.dirname(ruta), { recursive: true });
  writeFileSync(ruta, codigo);
  return ruta;
}

const web = (r) => archivo(`apps/web/src/${r}`);
const api = (r) => archivo(`apps/api/src/${r}`);
web('features/solicitudes/components/cancelar-solicitud-dialog.tsx');
web('features/solicitudes/index.ts');
web('features/equipo/components/tabla.tsx');
web('components/boton.tsx');
web('app/router.tsx');
api('modules/auth/auth.repository.ts');
api('modules/auth/auth.service.ts');
api('modules/auth/auth.schema.ts');
api('modules/saldos/calculo.ts');
api('domain/calculo-saldo.ts');
api('db/client.ts');

describe('limites-de-modulo', () => {
  probador.run('limites-de-modulo', limitesDeModulo, {
    valid: [
      {
        filename: path.join(raiz, 'apps/web/src/features/equipo/components/tabla.tsx'),
        code: "import { CancelarSolicitudDialog } from '../../solicitudes';\nimport { Boton } from '../../../components/boton';",
      },
      {
        filename: path.join(raiz, 'apps/web/src/app/router.tsx'),
        code: "import { C } from '../features/solicitudes/components/cancelar-solicitud-dialog';",
      },
      {
        filename: path.join(raiz, 'apps/web/src/features/equipo/components/tabla.test.tsx'),
        code: "import { rutas } from '../../../app/router';",
      },
      {
        filename: path.join(raiz, 'apps/api/src/modules/usuarios-admin/usuarios.service.ts'),
        code: "import { revocar } from '../auth/auth.service';\nimport { calcular } from '../../domain/calculo-saldo';",
      },
      {
        filename: path.join(raiz, 'apps/api/src/db/semilla-demo.ts'),
        code: "import { calcular } from '../domain/calculo-saldo';",
      },
    ],
    invalid: [
      {
        filename: path.join(raiz, 'apps/web/src/features/equipo/components/tabla.tsx'),
        code: "import { C } from '../../solicitudes/components/cancelar-solicitud-dialog';",
        errors: [{ messageId: 'limite' }],
      },
      {
        filename: path.join(raiz, 'apps/web/src/features/equipo/components/tabla.tsx'),
        code: "const m = () => import('../../solicitudes/components/cancelar-solicitud-dialog');",
        errors: [{ messageId: 'limite' }],
      },
      {
        filename: path.join(raiz, 'apps/web/src/features/equipo/components/tabla.tsx'),
        code: "import { rutas } from '../../../app/router';",
        errors: [{ messageId: 'limite' }],
      },
      {
        filename: path.join(raiz, 'apps/web/src/components/boton.tsx'),
        code: "export { C } from '../features/solicitudes';\nimport { rutas } from '../app/router';",
        errors: [{ messageId: 'limite' }, { messageId: 'limite' }],
      },
      {
        filename: path.join(raiz, 'apps/api/src/db/semilla-demo.ts'),
        code: "import { calcular } from '../modules/saldos/calculo';",
        errors: [{ messageId: 'limite' }],
      },
      {
        filename: path.join(raiz, 'apps/api/src/lib/seguridad.ts'),
        code: "import type { X } from '../modules/auth/auth.service';",
        errors: [{ messageId: 'limite' }],
      },
      {
        filename: path.join(raiz, 'apps/api/src/domain/calculo-saldo.ts'),
        code: "import { db } from '../db/client';",
        errors: [{ messageId: 'limite' }],
      },
      {
        filename: path.join(raiz, 'apps/api/src/modules/usuarios-admin/usuarios.service.ts'),
        code: "import { revocar } from '../auth/auth.repository';\nimport { sesiones } from '../auth/auth.schema';",
        errors: [{ messageId: 'limite' }, { messageId: 'limite' }],
      },
    ],
  });
});

// a → b → c → a at load time; d → e only through a type import back; f imports nothing.
const a = archivo('ciclo/a.ts', "import { b } from './b';\nexport const a = b;\n");
archivo('ciclo/b.ts', "import { c } from './c';\nexport const b = c;\n");
archivo('ciclo/c.ts', "import { a } from './a';\nexport const c = 1;\n");
const d = archivo('ciclo/d.ts', "import { e } from './e';\nexport const d = e;\n");
const e = archivo(
  'ciclo/e.ts',
  "import type { D } from './d';\nimport { type F } from './d';\nexport const e = 1;\n",
);
archivo('ciclo/f.ts', 'export type F = number;\n');

describe('sin-ciclos', () => {
  probador.run('sin-ciclos', sinCiclos, {
    valid: [
      { filename: a, code: "import type { F } from './f';\nexport const a = 1;" },
      { filename: a, code: "const b = () => import('./b');" },
    ],
    invalid: [
      // A circle through types breaks no load order, but it comes back at runtime with the first value import.
      {
        filename: d,
        code: "import { e } from './e';\nexport const d = e;",
        errors: [{ messageId: 'cicloDeTipos' }],
      },
      {
        filename: e,
        code: "import type { D } from './d';\nexport const e = 1;",
        errors: [{ messageId: 'cicloDeTipos' }],
      },
      {
        filename: a,
        code: "import type { B } from './b';\nimport { type C } from './c';\nexport type { C } from './c';",
        errors: [{ messageId: 'cicloDeTipos' }, { messageId: 'cicloDeTipos' }, { messageId: 'cicloDeTipos' }],
      },
      {
        filename: a,
        code: "import { b } from './b';\nexport const a = b;",
        errors: [{ messageId: 'ciclo' }],
      },
      { filename: a, code: "export * from './c';", errors: [{ messageId: 'ciclo' }] },
    ],
  });

  it('type-only imports and dynamic import() do not count as load-time edges', () => {
    const codigo = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "import { type E, f } from './e';",
      "import g from './g';",
      "export * from './h';",
      "import './i.css';",
      "const j = await import('./j');",
      "export const k = 'from ./k';",
    ].join('\n');
    expect(importacionesEnTiempoDeCarga(codigo)).toEqual(['./e', './g', './h', './i.css']);
    expect(importacionesEstaticas(codigo, { tipos: true })).toEqual([
      './a',
      './b',
      './d',
      './e',
      './g',
      './h',
      './i.css',
    ]);
  });
});

describe('nombre-de-archivo', () => {
  it('accepts kebab-case with technical suffixes and rejects camelCase, PascalCase and snake_case', () => {
    for (const bueno of [
      'usuarios.service.ts',
      'vite-env.d.ts',
      'orden-espanol.spec.ts',
      'index.ts',
      'e2e.config.ts',
    ])
      expect(esKebab(bueno), bueno).toBe(true);
    for (const malo of ['usuarioModal.tsx', 'AppShell.tsx', 'semilla_demo.ts', 'README.ts', 'a--b.ts'])
      expect(esKebab(malo), malo).toBe(false);
  });

  probador.run('nombre-de-archivo', nombreDeArchivo, {
    valid: [{ filename: path.join(raiz, 'apps/web/src/components/data-table.test.tsx'), code: '' }],
    invalid: [
      {
        filename: path.join(raiz, 'apps/web/src/components/DataTable.tsx'),
        code: '',
        errors: [{ messageId: 'nombre', data: { nombre: 'DataTable.tsx' } }],
      },
    ],
  });
});
