/**
 * The web's weight budget, as pure functions over what the build leaves in dist/.vite:
 * Vite's manifest (the chunk graph) and modulos.json (our modules in each chunk, see vite.config.ts).
 */

/** One record of Vite's build manifest (`build.manifest: true`). */
export interface EntradaManifiesto {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifiesto = Record<string, EntradaManifiesto>;

/** Our own modules (paths relative to apps/web) that each emitted JS file ships, by file name. */
export type ModulosPorArchivo = Record<string, string[]>;

export const CARPETA_PAGINAS = 'src/app/routes/';
export const PAGINA_LOGIN = `${CARPETA_PAGINAS}login.tsx`;
/** The signed-in shell, a lazy chunk of its own that every page but these needs too (see app/router.tsx). */
export const SHELL = 'src/app/layouts/app-layout.tsx';
export const PAGINAS_SIN_SHELL = ['login', 'cambiar-contrasena', 'no-encontrada'];
/** 250 kB gzip, in the 1 kB = 1000 bytes that Vite prints. */
export const LIMITE_LOGIN_BYTES = 250_000;

/** The administration area: its pages and the features only they use. */
export const ZONA_ADMINISTRACION = [
  `${CARPETA_PAGINAS}administracion/`,
  'src/features/usuarios/',
  'src/features/roles/',
  'src/features/permisos/',
  'src/features/bulk-import/',
  'src/features/auditoria/',
] as const;

export const esDeAdministracion = (modulo: string) => ZONA_ADMINISTRACION.some((z) => modulo.startsWith(z));

/** A page's name as the report shows it: its file under app/routes, without extension. */
export const nombrePagina = (src: string) => src.slice(CARPETA_PAGINAS.length).replace(/\.[jt]sx?$/, '');

/**
 * The manifest keys the browser must load for these keys to run: the keys themselves and all their static
 * imports, transitively. Dynamic imports are left out: they load only when used.
 */
export function clavesNecesarias(manifiesto: Manifiesto, claves: readonly string[]): string[] {
  const vistas = new Set<string>();
  const pendientes = [...claves];
  while (pendientes.length > 0) {
    const clave = pendientes.shift() as string;
    if (vistas.has(clave)) continue;
    const entrada = manifiesto[clave];
    if (!entrada) throw new Error(`El manifiesto de Vite no tiene la entrada ${clave}`);
    vistas.add(clave);
    pendientes.push(...(entrada.imports ?? []));
  }
  return [...vistas];
}

export interface PesoArchivo {
  archivo: string;
  gzip: number;
}

export interface PesoPagina {
  pagina: string;
  archivo: string;
  esAdministracion: boolean;
  /** The page's own chunk. */
  gzipPropio: number;
  /** Everything needed to show the page on a fresh load: entry, shell, page chunk and their static imports. */
  gzipTotal: number;
}

export interface InformePresupuesto {
  limiteLogin: number;
  login: { archivos: PesoArchivo[]; gzip: number };
  paginas: PesoPagina[];
  /** Lazy chunks that are not pages (e.g. the bulk import wizard). */
  otrosDiferidos: (PesoArchivo & { modulo: string })[];
  /** Empty when the budget holds; otherwise one Spanish sentence per breach. */
  errores: string[];
}

const sumar = (archivos: readonly string[], gzip: Readonly<Record<string, number>>) =>
  archivos.reduce((total, a) => total + (gzip[a] ?? 0), 0);

/** kB as Vite prints them. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** Every page must be a chunk of its own: a page folded into another chunk is loaded before it is opened. */
function paginasSinChunkPropio(modulos: ModulosPorArchivo, clavesPaginas: ReadonlySet<string>): string[] {
  const errores: string[] = [];
  for (const [archivo, ids] of Object.entries(modulos)) {
    for (const id of ids) {
      if (id.startsWith(CARPETA_PAGINAS) && !clavesPaginas.has(id)) {
        errores.push(
          `La página ${nombrePagina(id)} no tiene chunk propio (va dentro de ${archivo}): ` +
            'el router debe importarla con lazy().',
        );
      }
    }
  }
  return errores;
}

/**
 * Checks the budget: /login needs at most `limiteLogin` bytes of gzip JavaScript, every page is its own
 * chunk, and nothing loaded for /login or for a page outside administration ships administration code.
 */
export function analizarPresupuesto({
  manifiesto,
  modulos,
  gzip,
  limiteLogin = LIMITE_LOGIN_BYTES,
}: {
  manifiesto: Manifiesto;
  modulos: ModulosPorArchivo;
  /** Gzip size of each emitted file, by file name. */
  gzip: Readonly<Record<string, number>>;
  limiteLogin?: number;
}): InformePresupuesto {
  const errores: string[] = [];
  const informe: InformePresupuesto = {
    limiteLogin,
    login: { archivos: [], gzip: 0 },
    paginas: [],
    otrosDiferidos: [],
    errores,
  };

  const entrada = Object.keys(manifiesto).find((k) => manifiesto[k]?.isEntry);
  if (!entrada) {
    errores.push('El manifiesto de Vite no tiene punto de entrada: no se puede medir la web.');
    return informe;
  }
  const archivosDe = (claves: readonly string[]) =>
    claves.map((k) => (manifiesto[k] as EntradaManifiesto).file);

  const diferidos = Object.entries(manifiesto).filter(([, e]) => e.isDynamicEntry && !e.isEntry);
  const paginas = diferidos.filter(([k]) => k.startsWith(CARPETA_PAGINAS));
  informe.otrosDiferidos = diferidos
    .filter(([k]) => !k.startsWith(CARPETA_PAGINAS))
    .map(([k, e]) => ({ modulo: k, archivo: e.file, gzip: gzip[e.file] ?? 0 }));

  // Code of administration shipped where it was not asked for, reported once per chunk.
  const yaDenunciados = new Set<string>();
  const buscarAdministracion = (claves: readonly string[], quien: string) => {
    for (const archivo of archivosDe(claves)) {
      const ajenos = (modulos[archivo] ?? []).filter(esDeAdministracion);
      if (ajenos.length === 0 || yaDenunciados.has(archivo)) continue;
      yaDenunciados.add(archivo);
      errores.push(
        `${quien} carga código de administración sin abrirla (${archivo}): ${ajenos.join(', ')}. ` +
          'Impórtelo solo desde las páginas de administración o con lazy().',
      );
    }
  };

  buscarAdministracion(clavesNecesarias(manifiesto, [entrada]), 'El punto de entrada (todas las páginas)');
  // Lazy chunks that are not pages (the shell, a wizard) are loaded by some page: outside administration
  // they must not drag its code in either.
  for (const d of informe.otrosDiferidos) {
    if (!esDeAdministracion(d.modulo))
      buscarAdministracion(clavesNecesarias(manifiesto, [d.modulo]), d.modulo);
  }

  const clavesPaginas = new Set(paginas.map(([k]) => k));
  errores.push(...paginasSinChunkPropio(modulos, clavesPaginas));

  for (const [clave, e] of paginas) {
    const esAdministracion = esDeAdministracion(clave);
    const conShell = manifiesto[SHELL] && !PAGINAS_SIN_SHELL.includes(nombrePagina(clave));
    const claves = clavesNecesarias(manifiesto, conShell ? [entrada, SHELL, clave] : [entrada, clave]);
    const archivos = archivosDe(claves);
    informe.paginas.push({
      pagina: nombrePagina(clave),
      archivo: e.file,
      esAdministracion,
      gzipPropio: gzip[e.file] ?? 0,
      gzipTotal: sumar(archivos, gzip),
    });
    if (!esAdministracion) buscarAdministracion(claves, `La página ${nombrePagina(clave)}`);
    if (clave === PAGINA_LOGIN) {
      informe.login = {
        archivos: archivos.map((archivo) => ({ archivo, gzip: gzip[archivo] ?? 0 })),
        gzip: sumar(archivos, gzip),
      };
    }
  }
  informe.paginas.sort((a, b) => a.pagina.localeCompare(b.pagina));

  if (!clavesPaginas.has(PAGINA_LOGIN)) {
    errores.push(
      `La página de /login (${PAGINA_LOGIN}) no aparece como chunk propio en el manifiesto de Vite.`,
    );
  } else if (informe.login.gzip > limiteLogin) {
    errores.push(
      `Mostrar /login necesita ${kB(informe.login.gzip)} de JavaScript gzip; el presupuesto es ${kB(limiteLogin)}.`,
    );
  }
  return informe;
}

/** The report the build prints. */
export function formatearInforme(informe: InformePresupuesto): string {
  const ancho = Math.max(24, ...informe.paginas.map((p) => p.pagina.length + 2));
  const cifra = (bytes: number) => kB(bytes).padStart(11);
  const lineas = [
    'Presupuesto de peso de la web (JavaScript gzip, 1 kB = 1000 bytes)',
    '',
    `Para mostrar /login: ${kB(informe.login.gzip)} de ${kB(informe.limiteLogin)}`,
    ...[...informe.login.archivos]
      .sort((a, b) => b.gzip - a.gzip)
      .map((a) => `  ${cifra(a.gzip)}  ${a.archivo}`),
    '',
    `${'Página'.padEnd(ancho)}${'chunk propio'.padStart(13)}${'total carga'.padStart(13)}`,
    ...informe.paginas.map(
      (p) =>
        `${p.pagina.padEnd(ancho)}${cifra(p.gzipPropio).padStart(13)}${cifra(p.gzipTotal).padStart(13)}` +
        (p.esAdministracion ? '  (administración)' : ''),
    ),
  ];
  if (informe.otrosDiferidos.length > 0) {
    lineas.push('', 'Otros chunks diferidos (se cargan al usarse)');
    for (const d of informe.otrosDiferidos) lineas.push(`  ${cifra(d.gzip)}  ${d.modulo}`);
  }
  lineas.push('');
  if (informe.errores.length === 0) lineas.push('Presupuesto cumplido.');
  else lineas.push('PRESUPUESTO EXCEDIDO:', ...informe.errores.map((e) => `  - ${e}`));
  return lineas.join('\n');
}
