import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Cargando } from '../../components/feedback/cargando';
import { SesionProvider } from '../../features/auth/components/sesion-provider';

/** Root route: the session (needs the router for its redirects) around every screen. */
export function Raiz() {
  return (
    <SesionProvider>
      <Suspense fallback={<Cargando pantallaCompleta />}>
        <Outlet />
      </Suspense>
    </SesionProvider>
  );
}
