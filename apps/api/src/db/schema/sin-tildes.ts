/**
 * SQL that lower-cases a text expression and removes its accents (ñ → n), the form the search columns and indexes
 * store (migrations 0003 and 0009) and `lib/texto.ts` normalises a typed search to. unaccent is not on PGlite.
 */
export const sinTildesSql = (expresion: string) =>
  `translate(lower(${expresion}), 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')`;
