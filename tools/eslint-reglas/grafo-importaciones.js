import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONES = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

/** Whether a path is an existing file (stat errors mean "no"). */
function esArchivo(ruta) {
  try {
    return statSync(ruta).isFile();
  } catch {
    return false;
  }
}

/**
 * Resolves a relative specifier the way the repo's bundler resolution does ('./x' → x.ts, x.tsx, x/index.ts…).
 * Package specifiers (react, @app/contract/…) return null: the rules only police files of this repo, and a
 * workspace package cannot import back into an app.
 */
export function resolverImportacion(desde, especificador) {
  if (!especificador.startsWith('./') && !especificador.startsWith('../')) return null;
  const base = path.resolve(path.dirname(desde), especificador);
  if (path.extname(base) && esArchivo(base)) return base;
  for (const ext of EXTENSIONES) if (esArchivo(base + ext)) return base + ext;
  for (const ext of EXTENSIONES) {
    const indice = path.join(base, `index${ext}`);
    if (esArchivo(indice)) return indice;
  }
  return null;
}

// Static imports and re-exports; the clause cannot hold ';', '=' or '(' so that 'export const …' never matches.
const DECLARACION = /^[ \t]*(import|export)\s+(type\s+)?([^;=()'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const EFECTO = /^[ \t]*import\s+['"]([^'"]+)['"]/gm;

/** `{ type A, type B }` (nothing else) is erased at runtime, like `import type`. */
function soloTipos(clausula) {
  const llaves = clausula.match(/^\{([\s\S]*)\}$/);
  if (!llaves) return false;
  const nombres = llaves[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return nombres.length > 0 && nombres.every((n) => n.startsWith('type '));
}

/**
 * The specifiers a source imports statically (dynamic import() is left out); with `tipos: false`, only those it
 * loads at runtime, without the type-only imports the compiler erases.
 */
export function importacionesEstaticas(codigo, { tipos }) {
  const especificadores = [];
  for (const m of codigo.matchAll(DECLARACION)) {
    const [, , tipo, clausula, especificador] = m;
    if (!tipos && (tipo || soloTipos(clausula.trim()))) continue;
    especificadores.push(especificador);
  }
  for (const m of codigo.matchAll(EFECTO)) especificadores.push(m[1]);
  return especificadores;
}

/** The specifiers a source imports at load time (type-only imports and dynamic import() are left out). */
export const importacionesEnTiempoDeCarga = (codigo) => importacionesEstaticas(codigo, { tipos: false });

// Keyed by path and modification time, so an editor's long-lived ESLint sees edits.
const cache = new Map();

/** The repo files a file imports, resolved to absolute paths; with `tipos: false`, only those loaded at runtime. */
export function dependenciasDe(archivo, { tipos }) {
  let mtime;
  try {
    mtime = statSync(archivo).mtimeMs;
  } catch {
    return [];
  }
  let guardado = cache.get(archivo);
  if (!guardado || guardado.mtime !== mtime) {
    const codigo = readFileSync(archivo, 'utf8');
    const resolver = (lista) => lista.map((e) => resolverImportacion(archivo, e)).filter((r) => r !== null);
    guardado = {
      mtime,
      todas: resolver(importacionesEstaticas(codigo, { tipos: true })),
      enCarga: resolver(importacionesEstaticas(codigo, { tipos: false })),
    };
    cache.set(archivo, guardado);
  }
  return tipos ? guardado.todas : guardado.enCarga;
}

/**
 * A path of imports from `inicio` back to `objetivo` (the chain of files, inicio first), or null; with
 * `tipos: false`, only through imports loaded at runtime. Depth-first with a visited set: each file is expanded
 * once per question.
 */
export function caminoHasta(inicio, objetivo, { tipos }) {
  const visitados = new Set();
  const pila = [[inicio, [inicio]]];
  while (pila.length > 0) {
    const [actual, camino] = pila.pop();
    if (actual === objetivo) return camino;
    if (visitados.has(actual)) continue;
    visitados.add(actual);
    for (const dep of dependenciasDe(actual, { tipos }))
      if (!visitados.has(dep)) pila.push([dep, [...camino, dep]]);
  }
  return null;
}
