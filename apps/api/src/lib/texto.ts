// How a typed search meets stored text: lower-case, without accents, with LIKE's wildcards taken literally.

/** Lower-case and without accents (ñ → n), as the stored search columns keep names, e-mails and audit texts. */
export const normalizarTexto = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** LIKE's wildcards and escape character taken literally: a '%' or '_' the user typed is that character. */
export const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%texto%` for LIKE over a normalised column. */
export const patronContiene = (texto: string) => `%${escaparLike(normalizarTexto(texto))}%`;
