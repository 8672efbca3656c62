/** docs/producto.md, «Marco y menú»: sidebar 240px wide, top bar 48px high. */
export const ANCHO_MENU = 240;
export const ALTO_BARRA = 48;
export const ID_MENU = 'menu-lateral';
export const ID_CONTENIDO = 'contenido-principal';
