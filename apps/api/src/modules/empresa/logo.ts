import { MENSAJES_LOGO, TAMANO_MAXIMO_LOGO, type TTipoLogo } from '@app/contract/empresa';

/** What an uploaded logo turned out to be, from its bytes (never from its name or declared type). */
export type AnalisisLogo =
  { valido: true; tipo: TTipoLogo } | { valido: false; motivo: 'tamano' | 'contenido'; mensaje: string };

const FIRMA_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG: its 8-byte signature, an IHDR chunk first and the IEND chunk last (a truncated file fails). */
export function esPngValido(bytes: Buffer): boolean {
  return (
    bytes.length >= 8 + 25 + 12 &&
    bytes.subarray(0, 8).equals(FIRMA_PNG) &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.toString('latin1', bytes.length - 8, bytes.length - 4) === 'IEND'
  );
}

const ELEMENTOS_PROHIBIDOS: Record<string, string> = {
  script: MENSAJES_LOGO.svgScript,
  foreignobject: MENSAJES_LOGO.svgForeignObject,
  iframe: MENSAJES_LOGO.svgExterno,
  embed: MENSAJES_LOGO.svgExterno,
  object: MENSAJES_LOGO.svgExterno,
};

const NOMBRE = /^[A-Za-z_][\w.:-]*$/;
const ATRIBUTO = /\s*([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const ENTIDAD = /&(?!(?:lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/;

/** A reference that leaves the document: anything but '#fragmento' in an href or a url(). */
const esReferenciaExterna = (valor: string) => !valor.trim().startsWith('#');
const URL_EXTERNA = /url\(\s*(?!['"]?#)|@import|javascript:/i;

/** What is wrong with one attribute of an SVG element, or null: entities, handlers and links to elsewhere. */
function problemaDeAtributo(atributo: string, valor: string): string | null {
  if (ENTIDAD.test(valor)) return MENSAJES_LOGO.svgMalFormado;
  if (atributo.split(':').pop()!.startsWith('on')) return MENSAJES_LOGO.svgManejador;
  if ((atributo === 'href' || atributo.endsWith(':href')) && esReferenciaExterna(valor))
    return MENSAJES_LOGO.svgExterno;
  // <animate attributeName="href" …> would rewrite a link after the checks above.
  if (atributo === 'attributename' && /href|^on/i.test(valor)) return MENSAJES_LOGO.svgExterno;
  if (URL_EXTERNA.test(decodificarEntidades(valor))) return MENSAJES_LOGO.svgExterno;
  return null;
}

/**
 * The attributes of a start tag, read from just after its name (`inicio`): where the tag ends and whether it stays
 * open ('>' rather than '/>'), or what is wrong with it.
 */
function leerAtributos(
  texto: string,
  inicio: number,
): { problema: string } | { fin: number; abierta: boolean } {
  let j = inicio;
  const vistos = new Set<string>();
  for (;;) {
    const espacio = /\s*/y;
    espacio.lastIndex = j;
    espacio.exec(texto);
    const k = espacio.lastIndex;
    if (texto.startsWith('/>', k)) return { fin: k + 2, abierta: false };
    if (texto[k] === '>') return { fin: k + 1, abierta: true };
    if (k === j && k !== inicio) return { problema: MENSAJES_LOGO.svgMalFormado };
    ATRIBUTO.lastIndex = k;
    const m = ATRIBUTO.exec(texto);
    if (!m || !NOMBRE.test(m[1]!) || vistos.has(m[1]!)) return { problema: MENSAJES_LOGO.svgMalFormado };
    vistos.add(m[1]!);
    const problema = problemaDeAtributo(m[1]!.toLowerCase(), m[2] ?? m[3] ?? '');
    if (problema) return { problema };
    j = ATRIBUTO.lastIndex;
  }
}

/**
 * Why an SVG may not be a logo, or null if it may: it must be well-formed XML whose root is <svg>, without DOCTYPE
 * or entities (no XXE, no "billion laughs"), scripts, on* handlers, <foreignObject> or references to anything
 * outside the file. Hand-written and strict (a subset of XML), so nothing unexpected passes by being unknown.
 */
export function problemaDeSvg(texto: string): string | null {
  const pila: string[] = [];
  let raiz: string | undefined;
  let i = 0;
  const n = texto.length;
  // Only whitespace may surround the root; text inside elements is allowed but not an '&' outside an entity.
  const textoValido = (t: string, dentro: boolean) => (dentro ? !ENTIDAD.test(t) : t.trim() === '');
  while (i < n) {
    const abre = texto.indexOf('<', i);
    const hasta = abre === -1 ? n : abre;
    const intermedio = texto.slice(i, hasta);
    if (/<!\[CDATA\[/.test(intermedio)) return MENSAJES_LOGO.svgMalFormado;
    if (!textoValido(intermedio, pila.length > 0)) return MENSAJES_LOGO.svgMalFormado;
    if (abre === -1) break;
    if (texto.startsWith('<!--', abre)) {
      const fin = texto.indexOf('-->', abre + 4);
      if (fin === -1) return MENSAJES_LOGO.svgMalFormado;
      i = fin + 3;
      continue;
    }
    if (texto.startsWith('<![CDATA[', abre)) {
      if (pila.length === 0) return MENSAJES_LOGO.svgMalFormado;
      const fin = texto.indexOf(']]>', abre + 9);
      if (fin === -1) return MENSAJES_LOGO.svgMalFormado;
      if (URL_EXTERNA.test(texto.slice(abre + 9, fin))) return MENSAJES_LOGO.svgExterno;
      i = fin + 3;
      continue;
    }
    if (texto.startsWith('<!', abre)) return MENSAJES_LOGO.svgDoctype;
    if (texto.startsWith('<?', abre)) {
      const fin = texto.indexOf('?>', abre + 2);
      // Only the XML declaration, and only at the very start.
      if (fin === -1 || abre !== texto.search(/\S/) || !/^<\?xml\s/.test(texto.slice(abre, fin + 2)))
        return MENSAJES_LOGO.svgMalFormado;
      i = fin + 2;
      continue;
    }
    if (texto.startsWith('</', abre)) {
      const fin = texto.indexOf('>', abre);
      if (fin === -1) return MENSAJES_LOGO.svgMalFormado;
      const nombre = texto.slice(abre + 2, fin).trim();
      if (pila.pop() !== nombre) return MENSAJES_LOGO.svgMalFormado;
      i = fin + 1;
      continue;
    }
    // A start tag: name, attributes, '>' or '/>'.
    const nombre = /^[^\s/>]+/.exec(texto.slice(abre + 1, abre + 200))?.[0] ?? '';
    if (!NOMBRE.test(nombre)) return MENSAJES_LOGO.svgMalFormado;
    if (pila.length === 0 && raiz !== undefined) return MENSAJES_LOGO.svgMalFormado;
    raiz ??= nombre;
    const local = (nombre.split(':').pop() ?? '').toLowerCase();
    const prohibido = ELEMENTOS_PROHIBIDOS[local];
    if (prohibido) return prohibido;
    const etiqueta = leerAtributos(texto, abre + 1 + nombre.length);
    if ('problema' in etiqueta) return etiqueta.problema;
    if (etiqueta.abierta) pila.push(nombre);
    i = etiqueta.fin;
  }
  if (pila.length > 0 || raiz === undefined) return MENSAJES_LOGO.svgMalFormado;
  if ((raiz.split(':').pop() ?? '') !== 'svg') return MENSAJES_LOGO.svgMalFormado;
  // Styles inside <style> elements are text: no url() to elsewhere, no @import.
  if (/<style[\s>]/i.test(texto) && URL_EXTERNA.test(texto.replace(/<!--[\s\S]*?-->/g, '')))
    return MENSAJES_LOGO.svgExterno;
  return null;
}

const decodificarEntidades = (valor: string) =>
  valor
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)));

/** Checks an uploaded logo by its content: size first, then a real PNG or a safe, well-formed SVG. */
export function analizarLogo(bytes: Buffer): AnalisisLogo {
  if (bytes.length > TAMANO_MAXIMO_LOGO)
    return { valido: false, motivo: 'tamano', mensaje: MENSAJES_LOGO.demasiadoGrande };
  if (bytes.subarray(0, 8).equals(FIRMA_PNG)) {
    return esPngValido(bytes)
      ? { valido: true, tipo: 'image/png' }
      : { valido: false, motivo: 'contenido', mensaje: MENSAJES_LOGO.pngInvalido };
  }
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { valido: false, motivo: 'contenido', mensaje: MENSAJES_LOGO.tipo };
  }
  // Text that does not even try to be SVG is "not a PNG or SVG"; an SVG with a flaw says which.
  if (!/<svg[\s>/]/i.test(texto) || texto.includes('\u0000'))
    return { valido: false, motivo: 'contenido', mensaje: MENSAJES_LOGO.tipo };
  const problema = problemaDeSvg(texto);
  return problema
    ? { valido: false, motivo: 'contenido', mensaje: problema }
    : { valido: true, tipo: 'image/svg+xml' };
}
