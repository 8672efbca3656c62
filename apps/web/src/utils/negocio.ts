import { hoyEnZona } from '@app/contract/fechas';

/**
 * The business time zone and today's business date, as the server says (GET /api/empresa/contexto, ADR 026). The
 * signed-in shell sets them before drawing any page, so every formatter and date picker reads the company's zone
 * and "today" (APP_TODAY when the server pins it), never the browser's.
 */
let zona = Intl.DateTimeFormat().resolvedOptions().timeZone;
let hoyServidor: string | null = null;

export const zonaNegocio = (): string => zona;

/** Today's business date, `YYYY-MM-DD`: the server's while known, otherwise today in the business zone. */
export const hoyNegocio = (): string => hoyServidor ?? hoyEnZona(zona);

/** `hoy` null: computed from the clock in the zone (tests that only fix the zone). */
export function fijarContextoNegocio(contexto: { zonaHoraria: string; hoy: string | null }) {
  zona = contexto.zonaHoraria;
  hoyServidor = contexto.hoy;
}
