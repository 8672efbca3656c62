import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { tieneAlguno, tieneTodos } from '@app/contract/permisos';

const PermisosContext = createContext<readonly string[]>([]);

/** Supplies the signed-in user's permission codes to `<Puede>` and `useAutorizacion` (the session provider sets it). */
export function PermisosProvider({
  permisos,
  children,
}: {
  permisos: readonly string[];
  children: ReactNode;
}) {
  return <PermisosContext.Provider value={permisos}>{children}</PermisosContext.Provider>;
}

export const usePermisos = () => useContext(PermisosContext);

/** `puede(['A','B'])` is any-of; `puede(['A','B'], true)` is all-of. Decided by codes, never role names. */
export const useAutorizacion = () => {
  const permisos = usePermisos();
  return useMemo(
    () => ({
      permisos,
      puede: (requeridos: readonly string[], todos = false) =>
        todos ? tieneTodos(permisos, requeridos) : tieneAlguno(permisos, requeridos),
    }),
    [permisos],
  );
};

interface PuedeProps {
  permisos: readonly string[];
  /** Require every code instead of any one. */
  todos?: boolean;
  /** Shown instead of the children when the user lacks the permission; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only for a user holding the permission(s) (docs/producto.md, «Cómo leer este documento»).
 */
export function Puede({ permisos, todos = false, fallback = null, children }: PuedeProps) {
  const { puede } = useAutorizacion();
  return <>{puede(permisos, todos) ? children : fallback}</>;
}
