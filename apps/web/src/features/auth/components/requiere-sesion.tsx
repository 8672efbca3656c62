import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Cargando } from '../../../components/feedback/cargando';
import { paths } from '../../../config/paths';
import { useSesion, type EstadoRetorno } from '../sesion-context';

/**
 * Authentication guard: unauthenticated visitors go to /login remembering this page; a user who must change
 * the password is kept on /cambiar-contrasena.
 */
export function RequiereSesion({ children }: { children: ReactNode }) {
  const { sesion, cargando, fin } = useSesion();
  const { pathname, search, hash } = useLocation();

  if (cargando) return <Cargando etiqueta="Cargando sesión" pantallaCompleta />;
  if (!sesion) {
    // After a sign-out nothing is remembered; after a 401 the login screen says the session expired.
    if (fin === 'cierre') return <Navigate to={paths.login} replace />;
    const retorno: EstadoRetorno = { desde: `${pathname}${search}${hash}` };
    const destino = fin === 'expirada' ? `${paths.login}?expired=true` : paths.login;
    return <Navigate to={destino} replace state={retorno} />;
  }
  if (sesion.debeCambiarContrasena && pathname !== paths.cambiarContrasena) {
    return <Navigate to={paths.cambiarContrasena} replace />;
  }
  return <>{children}</>;
}
