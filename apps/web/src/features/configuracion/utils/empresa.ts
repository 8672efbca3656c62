import { MENSAJES_LOGO, TAMANO_MAXIMO_LOGO, TIPOS_LOGO } from '@app/contract/empresa';

/** The zone Peruvian companies use: first in the list, whatever the alphabet says. */
export const ZONA_PERU = 'America/Lima';

/** The IANA zones this browser knows, Lima first, then alphabetical (the picker's options). */
export function zonasHorarias(disponibles: readonly string[] = Intl.supportedValuesOf('timeZone')): string[] {
  const resto = disponibles.filter((z) => z !== ZONA_PERU).sort((a, b) => a.localeCompare(b, 'en'));
  return [ZONA_PERU, ...resto];
}

/**
 * What is wrong with a chosen logo before sending it (the server checks its content again): its type by name and
 * declared media type, and its size. Null when it may be sent.
 */
export function problemaDeLogo(archivo: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = archivo.name.toLowerCase().split('.').pop() ?? '';
  const tipoValido =
    (TIPOS_LOGO as readonly string[]).includes(archivo.type) ||
    (archivo.type === '' && ['png', 'svg'].includes(extension));
  if (!tipoValido) return MENSAJES_LOGO.tipo;
  if (archivo.size > TAMANO_MAXIMO_LOGO) return MENSAJES_LOGO.demasiadoGrande;
  if (archivo.size === 0) return 'El archivo está vacío';
  return null;
}
