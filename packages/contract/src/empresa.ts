import { z } from 'zod';

/** Check-digit weights of SUNAT's RUC (the first ten digits). */
const PESOS_RUC = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Whether `ruc` is a SUNAT RUC: 11 digits, a taxpayer-type prefix (10 person, 15 and 17 special, 20 company) and
 * the modulo-11 check digit. Typing mistakes in one digit always fail the check.
 */
export function esRucValido(ruc: string): boolean {
  if (!/^\d{11}$/.test(ruc) || !['10', '15', '17', '20'].includes(ruc.slice(0, 2))) return false;
  const suma = PESOS_RUC.reduce((s, peso, i) => s + peso * Number(ruc[i]), 0);
  const digito = (11 - (suma % 11)) % 10;
  return digito === Number(ruc[10]);
}

export const ZRuc = z
  .string({ error: 'El RUC es obligatorio' })
  .trim()
  .regex(/^\d{11}$/, { error: 'El RUC debe tener 11 dígitos', abort: true })
  .refine(esRucValido, 'El RUC no es válido: revise los dígitos (el último es de verificación)');

/** The company's identity (Configuración → Empresa and the first-start setup). */
export const ZDatosEmpresa = z.object({
  nombreComercial: z
    .string({ error: 'El nombre comercial es obligatorio' })
    .trim()
    .min(2, 'El nombre comercial debe tener al menos 2 caracteres')
    .max(150, 'El nombre comercial no puede exceder 150 caracteres'),
  razonSocial: z
    .string({ error: 'La razón social es obligatoria' })
    .trim()
    .min(2, 'La razón social debe tener al menos 2 caracteres')
    .max(200, 'La razón social no puede exceder 200 caracteres'),
  ruc: ZRuc,
});
export type TDatosEmpresa = z.infer<typeof ZDatosEmpresa>;

/** Whether `zona` is an IANA time zone this runtime knows (Intl): 'America/Lima', 'UTC', 'Asia/Calcutta'… */
export function esZonaHorariaValida(zona: string): boolean {
  // Only names: Intl also takes offsets such as '+05:00', which are not a place and ignore daylight saving.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zona) || zona.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zona });
    return true;
  } catch {
    return false;
  }
}

export const MENSAJE_ZONA_INVALIDA =
  'La zona horaria no es válida: elija una de la lista (p. ej. America/Lima)';

export const ZZonaHoraria = z
  .string({ error: MENSAJE_ZONA_INVALIDA })
  .trim()
  .refine(esZonaHorariaValida, MENSAJE_ZONA_INVALIDA);

/** PUT /api/empresa: the company's identity and its business time zone (null follows TZ_NEGOCIO). */
export const ZActualizarEmpresaBody = ZDatosEmpresa.extend({ zonaHoraria: ZZonaHoraria.nullable() });
export type TActualizarEmpresaBody = z.infer<typeof ZActualizarEmpresaBody>;

/** GET/PUT /api/empresa: what Configuración → Empresa shows. */
export const ZEmpresa = z.object({
  nombreComercial: z.string(),
  /** Null until someone sets them (an installation older than the company setup). */
  razonSocial: z.string().nullable(),
  ruc: z.string().nullable(),
  zonaHoraria: z.string().nullable(),
  /** The zone the server was started with (TZ_NEGOCIO): what a null zonaHoraria means. */
  zonaHorariaPorDefecto: z.string(),
  /** Public URL of the logo, carrying its content hash (so it can be cached forever), or null. */
  logoUrl: z.string().nullable(),
});
export type TEmpresa = z.infer<typeof ZEmpresa>;

/** GET /api/empresa/publica (no session): what the login screen and every page need before signing in. */
export const ZEmpresaPublica = z.object({
  nombreComercial: z.string(),
  logoUrl: z.string().nullable(),
  /** The demo company (accounts with a published password) is loaded: the web shows a warning on every page. */
  datosDemo: z.boolean(),
});
export type TEmpresaPublica = z.infer<typeof ZEmpresaPublica>;

/** GET /api/empresa/contexto (any session): the business time zone and today's business date (APP_TODAY if set). */
export const ZContextoEmpresa = z.object({
  zonaHoraria: z.string(),
  hoy: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type TContextoEmpresa = z.infer<typeof ZContextoEmpresa>;

/** The logo: PNG or SVG of at most 200 KB. */
export const TAMANO_MAXIMO_LOGO = 200 * 1024;
export const TIPOS_LOGO = ['image/png', 'image/svg+xml'] as const;
export type TTipoLogo = (typeof TIPOS_LOGO)[number];

export const MENSAJES_LOGO = {
  sinArchivo: 'Adjunte el logo (PNG o SVG) en el campo logo',
  demasiadoGrande: 'El logo no puede superar 200 KB',
  tipo: 'El logo debe ser una imagen PNG o SVG',
  pngInvalido: 'El archivo dice ser PNG pero su contenido no es una imagen PNG válida',
  svgMalFormado: 'El SVG no está bien formado',
  svgScript: 'El SVG no puede contener scripts',
  svgManejador: 'El SVG no puede contener manejadores de eventos (atributos on…)',
  svgForeignObject: 'El SVG no puede contener <foreignObject>',
  svgExterno:
    'El SVG no puede hacer referencia a recursos externos (enlaces, imágenes o estilos de otra dirección)',
  svgDoctype: 'El SVG no puede declarar DOCTYPE ni entidades',
} as const;
