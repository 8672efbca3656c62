import { Navigate } from 'react-router';
import { Cargando } from '../../components/feedback/cargando';
import { paths } from '../../config/paths';
import { useSesion } from '../../features/auth/sesion-context';

/** Catch-all: login for visitors, the dashboard for signed-in users. */
export default function NoEncontradaPage() {
  const { sesion, cargando } = useSesion();
  if (cargando) return <Cargando etiqueta="Cargando sesión" pantallaCompleta />;
  return <Navigate to={sesion ? paths.dashboard : paths.login} replace />;
}
