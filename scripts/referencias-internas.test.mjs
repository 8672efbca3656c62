// Comments and documents point only at what a reader of this repository can open: an ADR, a doc, a file. The
// tracker's numbers mean nothing to someone with just the clone, so none may appear in a tracked text file
// (the SQL migrations, frozen once released, are not text files of this list; this file's own examples are skipped).
// The same holds for the client's specification and the first design notes, which live outside the repository:
// what they said that still matters is in docs/producto.md and docs/reglas-vacaciones.md, and a citation must
// point there, so a section number («spec 01 §4», «rules §6.10», a bare «§6.9») or a path outside the clone is
// refused, and every test-vector id (TV-07) must name a row of docs/reglas-vacaciones.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEXTO = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sh|css|html)$/;
const NUMERO_DE_ISSUE = /\bissues? #?\d+/i;
const ESTE_ARCHIVO = 'scripts/referencias-internas.test.mjs';
const REGLAS = 'docs/reglas-vacaciones.md';

/**
 * Forms that cite a document outside the repository. Section signs point into numbered documents (the client's
 * specification, the first rules and design notes); the repository's own docs use headings instead, so any
 * numbered section is an outside citation, except an RFC's, which anyone can open.
 */
const CITAS_EXTERNAS = [
  /\bspec(?:ification)? 0[12]\b/i,
  /\b0[12] §/,
  /\b0[12]-(?:empleados-y-jefes|administracion)\b/,
  /\bDESIGN\b/,
  /\.\.\/shared\b|\bshared\/(?:domain|spec)\b/,
  /\b(?:rules|reglas(?:-vacaciones)?) §/i,
];
const SECCION_NUMERADA = /§\s?\d/;
const SECCION_DE_RFC = /\bRFC \d+ §\s?[\d.]+/g;

/** The tracked text files a reader of the repository sees (lockfiles and migrations left out). */
function archivosDeTexto() {
  return (
    execFileSync('git', ['ls-files'], { cwd: RAIZ, encoding: 'utf8' })
      .split('\n')
      .filter((f) => TEXTO.test(f) && !f.endsWith('package-lock.json') && f !== ESTE_ARCHIVO)
      // A file deleted in the working tree but not yet staged is still listed.
      .filter((f) => existsSync(path.join(RAIZ, f)))
  );
}

/** `archivo:línea: texto` for each line of `contenido` that `cumple` accepts. */
const lineasQue = (cumple) => (archivo, contenido) =>
  contenido
    .split('\n')
    .flatMap((linea, i) => (cumple(linea) ? [`${archivo}:${i + 1}: ${linea.trim()}`] : []));

/** Each line that cites a tracker number. */
export const citasDeIssues = lineasQue((linea) => NUMERO_DE_ISSUE.test(linea));

/** Each line that cites the specification, the design notes or a numbered section. */
export const citasExternas = lineasQue(
  (linea) =>
    CITAS_EXTERNAS.some((forma) => forma.test(linea)) ||
    SECCION_NUMERADA.test(linea.replace(SECCION_DE_RFC, '')),
);

/**
 * Each mention of reglas-vacaciones.md that does not lead to docs/reglas-vacaciones.md: written from the root
 * (`docs/…`) or relative to the file that mentions it (`../reglas-vacaciones.md` in an ADR).
 */
export function mencionesDeReglasFuera(archivo, contenido) {
  return contenido.split('\n').flatMap((linea, i) =>
    [...linea.matchAll(/[\w./-]*reglas-vacaciones\.md/g)]
      .map(([ruta]) => ruta)
      .filter((ruta) => ruta !== REGLAS && path.posix.join(path.posix.dirname(archivo), ruta) !== REGLAS)
      .map((ruta) => `${archivo}:${i + 1}: ${ruta}`),
  );
}

/** The test-vector ids a text names (TV-07a and «TV-07 (b)» name TV-07). */
export function idsDeVectores(contenido) {
  return [...contenido.matchAll(/\bTV-(\d{2})(?!\d)/g)].map(([, n]) => `TV-${n}`);
}

/** The ids that key a row of a table in the rules document. */
export function filasDeVectores(contenido) {
  return new Set([...contenido.matchAll(/^\| (TV-\d{2})(?!\d)/gm)].map(([, id]) => id));
}

const leer = (f) => readFileSync(path.join(RAIZ, f), 'utf8');

/** Every tracked text file as [archivo, contenido], listed and read once for all the checks below. */
let textos;
const textosDelRepositorio = () => (textos ??= archivosDeTexto().map((f) => [f, leer(f)]));

describe('referencias internas', () => {
  it('reconoce una cita de issue en cualquiera de sus formas y deja pasar el vocabulario de zod', () => {
    const texto = [
      '// (issue 17) la cobertura',
      ' * Issue #8: entrada hostil',
      'r.error.issues.map((i) => i.message)',
      '// the issues of a parse',
    ].join('\n');
    expect(citasDeIssues('x.ts', texto)).toEqual([
      'x.ts:1: // (issue 17) la cobertura',
      'x.ts:2: * Issue #8: entrada hostil',
    ]);
  });

  it('ningún archivo de texto del repositorio cita un número de issue', () => {
    expect(textosDelRepositorio().flatMap(([f, texto]) => citasDeIssues(f, texto))).toEqual([]);
  });

  it('reconoce las citas de documentos de fuera y deja pasar las de docs/ y los RFC', () => {
    const texto = [
      '/** /solicitudes (spec 01 §2): the own requests. */',
      ' * Spec 02 §2.7, §9: role messages',
      'La especificación (02 §5) pide un DNI',
      'La spec (`02-administracion.md`) dejó',
      '// OWASP parameters (DESIGN.md §1).',
      'DESIGN §3 pone toda la API bajo /api',
      '// Pure engine (shared/domain/reglas-vacaciones.md §6).',
      'see ../shared/spec',
      '/** Rules §3.2 / §4.5 (ADR 027). */',
      "describe('récord no cumplido (reglas §1.3, TV-15)'",
      ' * §6.9: the applicant may always cancel',
      ' * `q=0` is refused (RFC 9110 §12.5.3)',
      '/** /solicitudes (docs/producto.md, «Mis solicitudes»): the own requests. */',
      "// the spec's words; the design of the engine",
      '// docs/reglas-vacaciones.md, «Adelanto» (TV-14)',
    ].join('\n');
    expect(citasExternas('x.ts', texto).map((c) => c.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
  });

  it('reconoce una mención de reglas-vacaciones.md que no lleva a docs/', () => {
    const texto =
      '(`reglas-vacaciones.md` §6.9) y [aquí](../reglas-vacaciones.md#adelanto), docs/reglas-vacaciones.md';
    expect(mencionesDeReglasFuera('apps/api/x.ts', texto)).toEqual([
      'apps/api/x.ts:1: reglas-vacaciones.md',
      'apps/api/x.ts:1: ../reglas-vacaciones.md',
    ]);
    expect(mencionesDeReglasFuera('docs/decisions/010-x.md', texto)).toEqual([
      'docs/decisions/010-x.md:1: reglas-vacaciones.md',
    ]);
    expect(mencionesDeReglasFuera('docs/producto.md', texto)).toEqual([
      'docs/producto.md:1: ../reglas-vacaciones.md',
    ]);
  });

  it('lee los ids de vectores de un texto y las filas que los definen', () => {
    expect(idsDeVectores("it('TV-07a: …'); it('TV-07 (b) …'); // TV-15; TV-1 no, ATV-02 no")).toEqual([
      'TV-07',
      'TV-07',
      'TV-15',
    ]);
    expect([...filasDeVectores('| TV-01 | 2025 |\n| TV-07a | x |\ntexto TV-03\n|TV-04|')]).toEqual([
      'TV-01',
      'TV-07',
    ]);
  });

  it('ningún archivo de texto cita la especificación, las notas de diseño ni una sección numerada de fuera', () => {
    expect(textosDelRepositorio().flatMap(([f, texto]) => citasExternas(f, texto))).toEqual([]);
  });

  it('toda mención de reglas-vacaciones.md lleva a docs/reglas-vacaciones.md, que existe', () => {
    expect(existsSync(path.join(RAIZ, REGLAS))).toBe(true);
    expect(textosDelRepositorio().flatMap(([f, texto]) => mencionesDeReglasFuera(f, texto))).toEqual([]);
  });

  it('todo id de vector de prueba citado en el repositorio tiene su fila en docs/reglas-vacaciones.md', () => {
    const filas = filasDeVectores(leer(REGLAS));
    const faltan = textosDelRepositorio().flatMap(([f, texto]) =>
      [...new Set(idsDeVectores(texto))].filter((id) => !filas.has(id)).map((id) => `${f}: ${id}`),
    );
    expect(faltan).toEqual([]);
  });
});
