import { describe, expect, it } from 'vitest';
import { MENSAJES_LOGO, TAMANO_MAXIMO_LOGO } from '@app/contract/empresa';
import { analizarLogo, problemaDeSvg } from './logo';
import { pngDePrueba } from './logo.fixtures';

const svg = (cuerpo: string, atributos = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${atributos}>${cuerpo}</svg>`;

describe('logo de la empresa: se juzga por su contenido', () => {
  it('acepta un PNG real y un SVG sencillo', () => {
    expect(analizarLogo(pngDePrueba())).toEqual({ valido: true, tipo: 'image/png' });
    const texto = svg(
      '<!-- sol --><circle cx="5" cy="5" r="4" fill="#fc0"/><text x="1" y="9">A &amp; B</text>',
    );
    expect(analizarLogo(Buffer.from(texto))).toEqual({ valido: true, tipo: 'image/svg+xml' });
  });

  it('un PNG truncado o un archivo que no es PNG ni SVG se rechaza, diga lo que diga su nombre', () => {
    expect(analizarLogo(pngDePrueba().subarray(0, 40))).toMatchObject({ mensaje: MENSAJES_LOGO.pngInvalido });
    expect(analizarLogo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toMatchObject({
      mensaje: MENSAJES_LOGO.tipo,
    });
    expect(analizarLogo(Buffer.from('hola, no soy una imagen'))).toMatchObject({
      mensaje: MENSAJES_LOGO.tipo,
    });
  });

  it('más de 200 KB se rechaza por tamaño antes de mirar el contenido', () => {
    const grande = Buffer.concat([pngDePrueba(), Buffer.alloc(TAMANO_MAXIMO_LOGO)]);
    expect(analizarLogo(grande)).toMatchObject({ valido: false, motivo: 'tamano' });
  });

  it.each([
    ['un script', svg('<script>alert(1)</script>'), MENSAJES_LOGO.svgScript],
    ['un script con prefijo', svg('<svg:script/>'), MENSAJES_LOGO.svgScript],
    ['un manejador on*', svg('<rect width="1" height="1" onclick="alert(1)"/>'), MENSAJES_LOGO.svgManejador],
    ['un manejador en la raíz', svg('', ' onload="alert(1)"'), MENSAJES_LOGO.svgManejador],
    ['foreignObject', svg('<foreignObject><div/></foreignObject>'), MENSAJES_LOGO.svgForeignObject],
    ['una imagen externa', svg('<image href="https://x.pe/a.png"/>'), MENSAJES_LOGO.svgExterno],
    [
      'un enlace javascript:',
      svg('<a xlink:href="javascript:alert(1)"><rect/></a>'),
      MENSAJES_LOGO.svgExterno,
    ],
    [
      'un url() externo en un atributo',
      svg('<rect style="fill:url(https://x.pe/p)"/>'),
      MENSAJES_LOGO.svgExterno,
    ],
    ['un @import en <style>', svg('<style>@import "https://x.pe/a.css";</style>'), MENSAJES_LOGO.svgExterno],
    ['un DOCTYPE con entidades', `<!DOCTYPE svg [<!ENTITY a "b">]>${svg('&a;')}`, MENSAJES_LOGO.svgDoctype],
    [
      'animate que reescribe un enlace',
      svg('<animate attributeName="href" to="https://x.pe"/>'),
      MENSAJES_LOGO.svgExterno,
    ],
  ])('rechaza un SVG con %s', (_caso, texto, mensaje) => {
    expect(problemaDeSvg(texto)).toBe(mensaje);
  });

  it('permite referencias internas (#id) y url(#degradado)', () => {
    expect(
      problemaDeSvg(
        svg(
          '<defs><linearGradient id="g"/></defs><use href="#g"/><rect fill="url(#g)" style="fill: url(\'#g\')"/>',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['etiquetas sin cerrar', svg('<g><rect/>')],
    ['etiquetas cruzadas', svg('<g><a></g></a>')],
    ['un atributo sin comillas', svg('<rect width=1/>')],
    ['un atributo repetido', svg('<rect width="1" width="2"/>')],
    ['un & suelto', svg('<text>A & B</text>')],
    ['una raíz que no es svg', '<html><svg/></html>'],
    ['dos raíces', `${svg('')}${svg('')}`],
    ['texto fuera de la raíz', `${svg('')} hola`],
  ])('rechaza un SVG mal formado: %s', (_caso, texto) => {
    expect(problemaDeSvg(texto)).toBe(MENSAJES_LOGO.svgMalFormado);
  });
});
