#!/usr/bin/env node
// Archivos de producción de más de 400 líneas y funciones de más de 80 líneas propias (sin contar
// las funciones anidadas, que se cuentan aparte) en apps/ y packages/. Sin argumentos imprime las
// dos listas; con --json las da como JSON para compararlas entre dos commits. tamanos.test.mjs exige que
// cada uno esté en la lista de excepciones de docs/architecture.md, con su razón.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MAX_ARCHIVO = 400;
export const MAX_FUNCION = 80;

const esProduccion = (ruta) =>
  /^(apps|packages)\/.*\.(ts|tsx)$/.test(ruta) &&
  !/\.(test|spec|fixtures)\.tsx?$/.test(ruta) &&
  !/(^|\/)(test|e2e|dist)\//.test(ruta) &&
  !ruta.endsWith('.d.ts');

const esFuncion = (n) =>
  ts.isFunctionDeclaration(n) ||
  ts.isFunctionExpression(n) ||
  ts.isArrowFunction(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isConstructorDeclaration(n) ||
  ts.isGetAccessorDeclaration(n) ||
  ts.isSetAccessorDeclaration(n);

const nombreDe = (n) => {
  if (n.name && ts.isIdentifier(n.name)) return n.name.text;
  const p = n.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p)) && ts.isIdentifier(p.name))
    return p.name.text;
  if (p && ts.isCallExpression(p)) {
    const abuelo = p.parent;
    if (abuelo && ts.isVariableDeclaration(abuelo) && ts.isIdentifier(abuelo.name)) return abuelo.name.text;
    return `(argumento de ${p.expression.getText().slice(0, 40)})`;
  }
  return '(anónima)';
};

/** The production files over MAX_ARCHIVO lines and the functions over MAX_FUNCION lines of their own. */
export function medir() {
  const archivos = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'],
    { cwd: RAIZ, encoding: 'utf8' },
  )
    .split('\n')
    .filter((ruta) => esProduccion(ruta) && existsSync(path.join(RAIZ, ruta)));
  const grandes = [];
  const largas = [];
  for (const ruta of archivos) {
    const texto = readFileSync(path.join(RAIZ, ruta), 'utf8');
    const lineas = texto.split('\n').length - (texto.endsWith('\n') ? 1 : 0);
    if (lineas > MAX_ARCHIVO) grandes.push({ ruta, lineas });
    const fuente = ts.createSourceFile(ruta, texto, ts.ScriptTarget.Latest, true);
    const linea = (pos) => fuente.getLineAndCharacterOfPosition(pos).line;
    const alto = (n) => linea(n.getEnd()) - linea(n.getStart(fuente)) + 1;
    // Las líneas propias de una función: las suyas menos las de las funciones que lleva dentro.
    const visitar = (n) => {
      if (esFuncion(n)) {
        let anidadas = 0;
        const contar = (h) => {
          if (esFuncion(h)) anidadas += alto(h);
          else ts.forEachChild(h, contar);
        };
        ts.forEachChild(n, contar);
        const propias = alto(n) - anidadas;
        if (propias > MAX_FUNCION) largas.push({ ruta, funcion: nombreDe(n), lineas: propias });
      }
      ts.forEachChild(n, visitar);
    };
    visitar(fuente);
  }
  grandes.sort((a, b) => b.lineas - a.lineas);
  largas.sort((a, b) => b.lineas - a.lineas);
  return { grandes, largas };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { grandes, largas } = medir();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ grandes, largas }, null, 2));
  } else {
    console.log(`Archivos de producción de más de ${MAX_ARCHIVO} líneas: ${grandes.length}`);
    for (const g of grandes) console.log(`  ${String(g.lineas).padStart(5)}  ${g.ruta}`);
    console.log(`Funciones de más de ${MAX_FUNCION} líneas propias: ${largas.length}`);
    for (const l of largas) console.log(`  ${String(l.lineas).padStart(5)}  ${l.ruta} → ${l.funcion}`);
  }
}
