import { normalizarTexto } from '../lib/texto';

export interface BusquedaMiembros {
  busqueda?: string;
  limite?: number;
  empleadoId?: number;
}

/**
 * The employee pickers' search over an already-authorised team list: every word of `busqueda` must
 * appear in the full name or the email, ignoring case and accents; at most `limite` matches, in the list's order.
 * `empleadoId` is put first when it is in the team, so a selection read from the URL still shows its name. Without
 * any option the list comes back unchanged (spec behaviour).
 */
export function buscarMiembros<T extends { id: number; nombreCompleto: string; email: string }>(
  miembros: readonly T[],
  { busqueda, limite, empleadoId }: BusquedaMiembros,
): T[] {
  const palabras = normalizarTexto(busqueda ?? '')
    .split(/\s+/)
    .filter(Boolean);
  let encontrados = palabras.length
    ? miembros.filter((m) => {
        const texto = normalizarTexto(`${m.nombreCompleto} ${m.email}`);
        return palabras.every((p) => texto.includes(p));
      })
    : [...miembros];
  if (limite !== undefined) encontrados = encontrados.slice(0, limite);
  if (empleadoId !== undefined && !encontrados.some((m) => m.id === empleadoId)) {
    const elegido = miembros.find((m) => m.id === empleadoId);
    if (elegido) encontrados = [elegido, ...encontrados];
  }
  return encontrados;
}
