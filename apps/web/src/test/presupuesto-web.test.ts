// Tests scripts/presupuesto-analisis.ts (run by the build); it lives here because the web project collects src/.
import { describe, expect, it } from 'vitest';
import {
  analizarPresupuesto,
  clavesNecesarias,
  formatearInforme,
  type Manifiesto,
  type ModulosPorArchivo,
} from '../../scripts/presupuesto-analisis';

/** A small build: entry, /login, the shell, dashboard and an administration page sharing one vendor chunk. */
const manifiesto: Manifiesto = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/app/routes/login.tsx',
      'src/app/layouts/app-layout.tsx',
      'src/app/routes/dashboard.tsx',
      'src/app/routes/administracion/usuarios.tsx',
    ],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['index.html'] },
  '_formulario.js': { file: 'assets/formulario.js', imports: ['_vendor.js'] },
  '_tabla.js': { file: 'assets/tabla.js', imports: ['_vendor.js'] },
  'src/app/routes/login.tsx': {
    file: 'assets/login.js',
    src: 'src/app/routes/login.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_formulario.js'],
  },
  'src/app/layouts/app-layout.tsx': {
    file: 'assets/app-layout.js',
    src: 'src/app/layouts/app-layout.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard.js',
    src: 'src/app/routes/dashboard.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_tabla.js'],
  },
  'src/app/routes/administracion/usuarios.tsx': {
    file: 'assets/usuarios.js',
    src: 'src/app/routes/administracion/usuarios.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_tabla.js', '_formulario.js'],
  },
};

const modulos: ModulosPorArchivo = {
  'assets/index.js': ['src/main.tsx', 'src/app/router.tsx'],
  'assets/vendor.js': [],
  'assets/formulario.js': ['src/features/auth/components/login-form.tsx'],
  'assets/tabla.js': ['src/components/data-table/data-table.tsx'],
  'assets/login.js': ['src/app/routes/login.tsx'],
  'assets/app-layout.js': ['src/app/layouts/app-layout.tsx'],
  'assets/dashboard.js': ['src/app/routes/dashboard.tsx'],
  'assets/usuarios.js': [
    'src/app/routes/administracion/usuarios.tsx',
    'src/features/usuarios/components/gestion-usuarios.tsx',
  ],
};

const gzip = {
  'assets/index.js': 100_000,
  'assets/vendor.js': 50_000,
  'assets/formulario.js': 20_000,
  'assets/tabla.js': 15_000,
  'assets/login.js': 2_000,
  'assets/app-layout.js': 8_000,
  'assets/dashboard.js': 3_000,
  'assets/usuarios.js': 14_000,
};

/** The same build with one chunk's module list replaced. */
const conModulos = (archivo: string, ids: string[]) => ({ ...modulos, [archivo]: ids });

describe('clavesNecesarias', () => {
  it('sigue los imports estáticos, aun en ciclo, y no los dinámicos', () => {
    expect(clavesNecesarias(manifiesto, ['src/app/routes/login.tsx']).sort()).toEqual(
      ['_formulario.js', '_vendor.js', 'index.html', 'src/app/routes/login.tsx'].sort(),
    );
  });
});

describe('analizarPresupuesto', () => {
  it('suma entrada, página de /login y sus imports estáticos, y cumple bajo el límite', () => {
    const informe = analizarPresupuesto({ manifiesto, modulos, gzip });
    expect(informe.login.gzip).toBe(100_000 + 50_000 + 20_000 + 2_000);
    expect(informe.login.archivos.map((a) => a.archivo).sort()).toEqual(
      ['assets/formulario.js', 'assets/index.js', 'assets/login.js', 'assets/vendor.js'].sort(),
    );
    expect(informe.errores).toEqual([]);
  });

  it('da el chunk propio de cada página y su carga total, con el shell para las que lo usan', () => {
    const { paginas } = analizarPresupuesto({ manifiesto, modulos, gzip });
    expect(paginas.find((p) => p.pagina === 'dashboard')).toMatchObject({
      gzipPropio: 3_000,
      gzipTotal: 100_000 + 50_000 + 8_000 + 3_000 + 15_000,
      esAdministracion: false,
    });
    expect(paginas.find((p) => p.pagina === 'login')?.gzipTotal).toBe(172_000);
    expect(paginas.find((p) => p.pagina === 'administracion/usuarios')?.esAdministracion).toBe(true);
  });

  it('falla cuando /login supera el presupuesto', () => {
    const informe = analizarPresupuesto({ manifiesto, modulos, gzip, limiteLogin: 150_000 });
    expect(informe.errores).toEqual([
      'Mostrar /login necesita 172.00 kB de JavaScript gzip; el presupuesto es 150.00 kB.',
    ]);
  });

  it('falla cuando una página fuera de administración carga código de administración', () => {
    const informe = analizarPresupuesto({
      manifiesto,
      modulos: conModulos('assets/tabla.js', ['src/features/roles/components/tabla-roles.tsx']),
      gzip,
    });
    expect(informe.errores).toHaveLength(1);
    expect(informe.errores[0]).toMatch(/^La página dashboard carga código de administración/);
    expect(informe.errores[0]).toContain('src/features/roles/components/tabla-roles.tsx');
  });

  it('también vigila el punto de entrada y los chunks diferidos que no son páginas', () => {
    const enEntrada = analizarPresupuesto({
      manifiesto,
      modulos: conModulos('assets/vendor.js', ['src/features/bulk-import/api/importar.ts']),
      gzip,
    });
    expect(enEntrada.errores[0]).toMatch(/^El punto de entrada/);
    const enShell = analizarPresupuesto({
      manifiesto,
      modulos: conModulos('assets/app-layout.js', [
        'src/app/layouts/app-layout.tsx',
        'src/features/auditoria/api/get-auditoria.ts',
      ]),
      gzip,
    });
    expect(enShell.errores[0]).toMatch(/^src\/app\/layouts\/app-layout.tsx carga código de administración/);
  });

  it('acepta código de administración en los chunks que solo cargan sus páginas', () => {
    expect(analizarPresupuesto({ manifiesto, modulos, gzip }).errores).toEqual([]);
  });

  it('falla cuando una página no tiene chunk propio', () => {
    const informe = analizarPresupuesto({
      manifiesto,
      modulos: conModulos('assets/index.js', ['src/main.tsx', 'src/app/routes/no-encontrada.tsx']),
      gzip,
    });
    expect(informe.errores).toEqual([
      'La página no-encontrada no tiene chunk propio (va dentro de assets/index.js): el router debe importarla con lazy().',
    ]);
  });

  it('falla cuando /login no es un chunk propio', () => {
    const { 'src/app/routes/login.tsx': _login, ...sinLogin } = manifiesto;
    const informe = analizarPresupuesto({ manifiesto: sinLogin, modulos, gzip });
    expect(informe.errores.some((e) => e.startsWith('La página de /login'))).toBe(true);
  });
});

describe('formatearInforme', () => {
  it('imprime los tamaños y dice si el presupuesto se excede', () => {
    const bien = formatearInforme(analizarPresupuesto({ manifiesto, modulos, gzip }));
    expect(bien).toContain('Para mostrar /login: 172.00 kB de 250.00 kB');
    expect(bien).toMatch(/dashboard\s+3\.00 kB\s+176\.00 kB/);
    expect(bien).toContain('Presupuesto cumplido.');
    const mal = formatearInforme(analizarPresupuesto({ manifiesto, modulos, gzip, limiteLogin: 100_000 }));
    expect(mal).toContain('PRESUPUESTO EXCEDIDO:');
  });
});
