/**
 * The one e-mail layout: Spanish, the company's name and logo, a plain-text and an HTML part and one
 * link to the exact screen. Callers pass only what the recipient may see in the app; never a password or a token.
 */

export interface ContenidoCorreo {
  asunto: string;
  /** "Hola, Ana:" */
  nombreDestinatario: string;
  parrafos: string[];
  /** Absolute URL of the screen (APP_URL + path). */
  enlace: string;
  textoEnlace: string;
}

export interface MarcaEmpresa {
  nombre: string;
  /** Absolute URL of the logo, or null. */
  logoUrl: string | null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escaparHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Strips line breaks: a header (the subject) must stay on one line. */
const enUnaLinea = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export function componerCorreo(marca: MarcaEmpresa, c: ContenidoCorreo) {
  const asunto = enUnaLinea(`${c.asunto} · ${marca.nombre}`).slice(0, 250);
  const texto = [
    `Hola, ${c.nombreDestinatario}:`,
    '',
    ...c.parrafos.flatMap((p) => [p, '']),
    `${c.textoEnlace}: ${c.enlace}`,
    '',
    '—',
    `${marca.nombre} · Descanso`,
    'Puede elegir qué correos recibe en «Mis notificaciones».',
  ].join('\n');
  const logo = marca.logoUrl
    ? `<img src="${escaparHtml(marca.logoUrl)}" alt="${escaparHtml(marca.nombre)}" height="40" style="height:40px;max-width:200px">`
    : `<strong style="font-size:18px">${escaparHtml(marca.nombre)}</strong>`;
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escaparHtml(asunto)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>${logo}</td></tr>
<tr><td style="padding-top:16px"><p>Hola, ${escaparHtml(c.nombreDestinatario)}:</p>
${c.parrafos.map((p) => `<p>${escaparHtml(p)}</p>`).join('\n')}
<p style="padding-top:8px"><a href="${escaparHtml(c.enlace)}" style="background:#1565c0;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none;display:inline-block">${escaparHtml(c.textoEnlace)}</a></p>
<p style="font-size:12px;color:#52606d">Si el botón no funciona, copie esta dirección: ${escaparHtml(c.enlace)}</p>
</td></tr>
<tr><td style="border-top:1px solid #e4e7eb;padding-top:12px;font-size:12px;color:#52606d">${escaparHtml(marca.nombre)} · Descanso. Puede elegir qué correos recibe en «Mis notificaciones».</td></tr>
</table></body></html>`;
  return { asunto, texto, html };
}
