#!/usr/bin/env node
// The import graph between the API's modules (apps/api/src/modules/<módulo>, type imports included): which module
// uses which, the circles among them and how many floors the graph has. sin-ciclos refuses circles between files;
// grafo-modulos.test.mjs refuses them between modules, so that each module sits below those that use it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dependenciasDe } from '../tools/eslint-reglas/grafo-importaciones.js';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const moduloDe = (archivo) => archivo.match(/apps\/api\/src\/modules\/([^/]+)\//)?.[1] ?? null;

/** Strongly connected components with more than one node (Tarjan). */
function circulos(grafo) {
  let siguiente = 0;
  const indice = new Map();
  const bajo = new Map();
  const pila = [];
  const enPila = new Set();
  const resultado = [];
  const visitar = (v) => {
    indice.set(v, siguiente);
    bajo.set(v, siguiente++);
    pila.push(v);
    enPila.add(v);
    for (const w of grafo.get(v) ?? []) {
      if (!indice.has(w)) {
        visitar(w);
        bajo.set(v, Math.min(bajo.get(v), bajo.get(w)));
      } else if (enPila.has(w)) bajo.set(v, Math.min(bajo.get(v), indice.get(w)));
    }
    if (bajo.get(v) !== indice.get(v)) return;
    const componente = [];
    let w;
    do {
      w = pila.pop();
      enPila.delete(w);
      componente.push(w);
    } while (w !== v);
    if (componente.length > 1) resultado.push(componente.sort());
  };
  for (const v of grafo.keys()) if (!indice.has(v)) visitar(v);
  return resultado;
}

/** The modules, the arrows between them (with one file that draws each) and the circles; floors when there are none. */
export function grafoDeModulos() {
  const archivos = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/api/src'],
    {
      cwd: RAIZ,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(RAIZ, f));
  const grafo = new Map();
  const ejemplo = new Map();
  for (const archivo of archivos) {
    const origen = moduloDe(archivo);
    if (!origen) continue;
    if (!grafo.has(origen)) grafo.set(origen, new Set());
    for (const dependencia of dependenciasDe(archivo, { tipos: true })) {
      const destino = moduloDe(dependencia);
      if (!destino || destino === origen) continue;
      grafo.get(origen).add(destino);
      ejemplo.set(`${origen} → ${destino}`, path.relative(RAIZ, archivo));
    }
  }
  const ciclos = circulos(grafo);
  let pisos = null;
  if (ciclos.length === 0) {
    const altura = new Map();
    const alto = (v) => {
      if (!altura.has(v)) altura.set(v, 1 + Math.max(0, ...[...grafo.get(v)].map(alto)));
      return altura.get(v);
    };
    pisos = Math.max(...[...grafo.keys()].map(alto));
  }
  const flechas = [...grafo.values()].reduce((n, destinos) => n + destinos.size, 0);
  return { modulos: grafo.size, flechas, ciclos, pisos, ejemplo };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { modulos, flechas, ciclos, pisos } = grafoDeModulos();
  console.log(
    `${modulos} módulos, ${flechas} flechas entre ellos, ${ciclos.length} círculos, ${pisos ?? '—'} pisos`,
  );
  for (const c of ciclos) console.log(`  círculo: ${c.join(', ')}`);
}
