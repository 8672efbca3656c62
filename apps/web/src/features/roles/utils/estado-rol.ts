/** A role's estado is text compared case-insensitively with activo / inactivo. */
export const esRolActivo = (estado: string | null | undefined) =>
  (estado ?? '').trim().toLowerCase() === 'activo';
