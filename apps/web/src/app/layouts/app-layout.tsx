import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { AppShell } from './app-shell';
import { Cargando } from '../../components/feedback/cargando';
import { env } from '../../config/env';
import { filtrarMenu, MENU_PRINCIPAL } from '../../config/menu';
import { useSesion } from '../../features/auth/sesion-context';
import { FechasProvider } from '../fechas-provider';

const SIN_PERMISOS: readonly string[] = [];

/** The shell around every signed-in page, with the menu filtered by the user's permission codes. */
export function AppLayout() {
  const { sesion, cerrarSesion } = useSesion();
  const permisos = sesion?.permisos ?? SIN_PERMISOS;
  const entradas = useMemo(() => filtrarMenu(MENU_PRINCIPAL, permisos), [permisos]);
  return (
    <FechasProvider>
      <AppShell
        titulo={env.nombreEmpresa}
        nombreUsuario={sesion?.nombreCompleto ?? ''}
        entradasMenu={entradas}
        onCerrarSesion={() => void cerrarSesion()}
      >
        <Suspense fallback={<Cargando etiqueta="Cargando página" />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </FechasProvider>
  );
}
