// Comments and documents point only at what a reader of this repository can open: an ADR, a doc, a file. The
// tracker's numbers mean nothing to someone with just the clone, so none may appear in a tracked text file
// (the SQL migrations, frozen once released, are not text files of this list; this file's own examples are skipped).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEXTO = /\.(ts|tsx|js|mjs|cjs|md|json|ya?ml|sh|css|html)$/;
const NUMERO_DE_ISSUE = /\bissues? #?\d+/i;
const ESTE_ARCHIVO = 'scripts/referencias-internas.test.mjs';

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

/** `archivo:línea: texto` for each line that cites a tracker number. */
export function citasDeIssues(archivo, contenido) {
  return contenido
    .split('\n')
    .flatMap((linea, i) => (NUMERO_DE_ISSUE.test(linea) ? [`${archivo}:${i + 1}: ${linea.trim()}`] : []));
}

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
    const citas = archivosDeTexto().flatMap((f) =>
      citasDeIssues(f, readFileSync(path.join(RAIZ, f), 'utf8')),
    );
    expect(citas).toEqual([]);
  });
});
