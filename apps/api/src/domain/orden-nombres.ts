/**
 * Spanish alphabetical order for people's names without ICU (PGlite has none): a sort key compared byte-wise
 * (COLLATE "C"). Accents and case are ignored, ñ sorts as its own letter between n and o ('n~': '~' follows every
 * ASCII letter). The database computes the same key with the SQL function `clave_orden_nombre` (migration 0007),
 * which this function mirrors character for character; a test checks both engines against it.
 */
const CON_TILDE = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÇÑáàäâãéèëêíìïîóòöôõúùüûç';
const SIN_TILDE = 'AAAAAEEEEIIIIOOOOOUUUUCñaaaaaeeeeiiiiooooouuuuc';
const REEMPLAZO = new Map([...CON_TILDE].map((c, i) => [c, SIN_TILDE[i]!]));

export function claveOrdenNombre(nombre: string): string {
  let clave = '';
  for (const c of nombre) {
    const base = REEMPLAZO.get(c) ?? c;
    // Only ASCII is lowered, like lower() in a "C"-locale database; the other letters were mapped above.
    clave += base === 'ñ' ? 'n~' : base >= 'A' && base <= 'Z' ? base.toLowerCase() : base;
  }
  return clave;
}

/** Byte-wise comparison of two keys, as COLLATE "C" compares them (for sorting in memory). */
export const compararClaves = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
