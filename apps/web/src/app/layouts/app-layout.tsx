import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AppShell } from './app-shell';
import { Cargando } from '../../components/feedback/cargando';
import { filtrarMenu, MENU_PRINCIPAL } from '../../config/menu';
import { useSesion } from '../../features/auth/sesion-context';
import { useContextoEmpresa, useEmpresaPublica } from '../../lib/empresa';
import { FechasProvider } from '../fechas-provider';

const SIN_PERMISOS: readonly string[] = [];

/**
 * The shell around every signed-in page, with the menu filtered by the user's permission codes. No page is drawn
 * before the server has given the company's name, business zone and "today" (ADR 026): a spinner meanwhile, so
 * no date is ever shown in the browser's zone first and then corrected.
 */
export function AppLayout() {
  const { sesion, cerrarSesion } = useSesion();
  const permisos = sesion?.permisos ?? SIN_PERMISOS;
  const entradas = useMemo(() => filtrarMenu(MENU_PRINCIPAL, permisos), [permisos]);
  const contexto = useContextoEmpresa();
  const empresa = useEmpresaPublica();

  if (contexto.isError && !contexto.data) {
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void contexto.refetch()}>
              Reintentar
            </Button>
          }
        >
          No se pudo cargar la configuración de la empresa. Intente nuevamente.
        </Alert>
      </Box>
    );
  }
  if (!contexto.data || empresa.isPending) return <Cargando etiqueta="Cargando" pantallaCompleta />;

  return (
    <FechasProvider>
      <AppShell
        titulo={empresa.data?.nombreComercial ?? ''}
        logoUrl={empresa.data?.logoUrl ?? null}
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
