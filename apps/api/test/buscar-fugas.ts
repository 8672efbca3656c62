// Scans the API suite's log files for secrets; no vitest import, so the global setup can use it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Body fields that carry a secret, in requests or in replies. */
export const CAMPOS_SECRETOS = new Set([
  'password',
  'contrasena',
  'contrasenaTemporal',
  'contrasenaActual',
  'nuevaContrasena',
  'confirmarContrasena',
  'token',
]);

export interface Fuga {
  archivo: string;
  linea: number;
  motivo: string;
}

const TOKEN = /(?<![\w-])[\w-]{43}(?![\w-])/g;
const CARACTERES_TEMPORAL = 'A-HJ-NP-Za-km-z2-9#$%&*+\\-=?@_!';
const TEMPORAL = new RegExp(
  `(?<![${CARACTERES_TEMPORAL}])[${CARACTERES_TEMPORAL}]{16}(?![${CARACTERES_TEMPORAL}])`,
  'g',
);
const CAMPO_SIN_OCULTAR = new RegExp(
  `"(${[...CAMPOS_SECRETOS, 'authorization'].join('|')})"\\s*:\\s*"(?!\\[Redacted\\]")`,
  'i',
);
const tieneDeTodo = (s: string, especial: RegExp) =>
  /[A-Z]/.test(s) && /[a-z]/.test(s) && /\d/.test(s) && especial.test(s);

/**
 * Scans every `*.log` file of `dir` for the secrets recorded in its `*.secretos` files and in `conocidos`, a bearer
 * header, a field named like a secret whose value is not redacted, or strings shaped like a session token (43
 * base64url characters) or a generated temporary password (16 characters of its alphabet).
 */
export function buscarFugas(dir: string, conocidos: string[] = []): Fuga[] {
  const archivos = readdirSync(dir);
  const secretos = new Set(conocidos.filter((s) => s.length >= 8));
  for (const a of archivos.filter((a) => a.endsWith('.secretos'))) {
    for (const l of readFileSync(path.join(dir, a), 'utf8').split('\n')) if (l) secretos.add(JSON.parse(l));
  }
  // Indexed by their first 8 characters, so each line is scanned once whatever the number of secrets.
  const porPrefijo = new Map<string, string[]>();
  for (const s of secretos) {
    const p = s.slice(0, 8);
    porPrefijo.set(p, [...(porPrefijo.get(p) ?? []), s]);
  }
  const fugas: Fuga[] = [];
  for (const archivo of archivos.filter((a) => a.endsWith('.log')).sort()) {
    const lineas = readFileSync(path.join(dir, archivo), 'utf8').split('\n');
    lineas.forEach((linea, i) => {
      const motivos: string[] = [];
      for (let j = 0; j + 8 <= linea.length; j++) {
        const s = porPrefijo.get(linea.slice(j, j + 8))?.find((s) => linea.startsWith(s, j));
        if (s) {
          motivos.push(`contiene un secreto usado en las pruebas («${s.slice(0, 4)}…»)`);
          break;
        }
      }
      if (/bearer\s+\S/i.test(linea)) motivos.push('contiene un encabezado «Bearer …»');
      if (CAMPO_SIN_OCULTAR.test(linea)) motivos.push('tiene un campo secreto sin ocultar');
      if ((linea.match(TOKEN) ?? []).some((t) => tieneDeTodo(t, /./)))
        motivos.push('contiene algo con forma de token de sesión');
      // Query strings look like temporary passwords ("d=3&SortBy=fecha"), and these never travel in a URL; nor in a
      // file's name, which can look like one too ("…141928794Z-esquema-…" of a backup, by its time of day).
      const sinUrl = linea.replace(/"(url|archivo)":"[^"]*"/g, '');
      if ((sinUrl.match(TEMPORAL) ?? []).some((t) => tieneDeTodo(t, /[#$%&*+\-=?@_!]/)))
        motivos.push('contiene algo con forma de contraseña temporal');
      for (const motivo of motivos) fugas.push({ archivo, linea: i + 1, motivo });
    });
  }
  return fugas;
}
