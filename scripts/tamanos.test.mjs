// The size limits of the house style: no production file over MAX_ARCHIVO lines and no function over MAX_FUNCION
// lines of its own, except those docs/architecture.md lists with the reason for each. The list must match what
// the code measures both ways, so a new long file fails here and a split one must leave the list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAX_ARCHIVO, MAX_FUNCION, medir } from './tamanos.mjs';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECCION = '### Excepciones de tamaño';

/** The entries of the exceptions section: `- \`ruta\` (n): razón` and `- \`ruta\` → \`función\` (n): razón`. */
function excepciones() {
  const doc = readFileSync(path.join(RAIZ, 'docs/architecture.md'), 'utf8');
  const inicio = doc.indexOf(SECCION);
  if (inicio === -1) throw new Error(`docs/architecture.md no tiene la sección «${SECCION}»`);
  const fin = doc.indexOf('\n#', inicio + SECCION.length);
  const seccion = doc.slice(inicio, fin === -1 ? undefined : fin);
  const archivos = new Map();
  const funciones = new Map();
  for (const m of seccion.matchAll(/^- `([^`]+)`(?: → `([^`]+)`)? \(\d+\): (.*)$/gm)) {
    if (m[2]) funciones.set(`${m[1]} → ${m[2]}`, m[3].trim());
    else archivos.set(m[1], m[3].trim());
  }
  return { archivos, funciones };
}

describe('tamaños de archivos y funciones', () => {
  const { grandes, largas } = medir();
  const { archivos, funciones } = excepciones();

  it(`cada archivo de más de ${MAX_ARCHIVO} líneas está en la lista de excepciones, y nada más`, () => {
    expect(grandes.map((g) => g.ruta).sort()).toEqual([...archivos.keys()].sort());
  });

  it(`cada función de más de ${MAX_FUNCION} líneas propias está en la lista de excepciones, y nada más`, () => {
    expect(largas.map((l) => `${l.ruta} → ${l.funcion}`).sort()).toEqual([...funciones.keys()].sort());
  });

  it('cada excepción dice por qué', () => {
    for (const [clave, razon] of [...archivos, ...funciones]) expect(razon.length, clave).toBeGreaterThan(20);
  });
});
