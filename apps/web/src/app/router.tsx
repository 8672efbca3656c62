import { useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { Cargando } from '../components/feedback/cargando';
import { paths } from '../config/paths';
import { RequiereSesion } from '../features/auth/components/requiere-sesion';
import { ErrorRuta } from './layouts/error-ruta';
import { Raiz } from './layouts/raiz';

// One chunk per page (route-level code splitting), loaded by the router before it draws the page (a route
// `lazy`). A React.lazy page suspended on its first drawing, and React holds a suspended page back for at least
// 300 ms (its Suspense throttling) even when the chunk is already in the browser's cache: a third of a second
// lost on every first visit to a page (measured on the team calendar).
const pagina = (cargar: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await cargar()).default,
});

/** The route table (docs/producto.md). Each page checks its own permission with `<Puede>`. */
export const rutas: RouteObject[] = [
  {
    element: <Raiz />,
    errorElement: <ErrorRuta />,
    // While the first page's chunk loads (the router loads it before drawing anything).
    hydrateFallbackElement: <Cargando pantallaCompleta />,
    children: [
      { path: paths.login, lazy: pagina(() => import('./routes/login')) },
      { path: paths.configuracionInicial, lazy: pagina(() => import('./routes/configuracion-inicial')) },
      {
        path: paths.cambiarContrasena,
        // The page inside RequiereSesion, once its chunk is loaded.
        lazy: async () => {
          const { default: CambiarContrasena } = await import('./routes/cambiar-contrasena');
          return {
            element: (
              <RequiereSesion>
                <CambiarContrasena />
              </RequiereSesion>
            ),
          };
        },
      },
      {
        // The signed-in shell is a chunk of its own: /login does not need it. A route `lazy` rather than
        // React.lazy, so the router changes the URL only once the menu can show.
        lazy: async () => {
          const { AppLayout } = await import('./layouts/app-layout');
          return {
            element: (
              <RequiereSesion>
                <AppLayout />
              </RequiereSesion>
            ),
          };
        },
        hydrateFallbackElement: <Cargando pantallaCompleta />,
        children: [
          {
            errorElement: <ErrorRuta dentroDelShell />,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.dashboard, lazy: pagina(() => import('./routes/dashboard')) },
              {
                path: paths.solicitarVacaciones,
                lazy: pagina(() => import('./routes/solicitar-vacaciones')),
              },
              { path: paths.misSolicitudes, lazy: pagina(() => import('./routes/mis-solicitudes')) },
              { path: paths.misCalendarios, lazy: pagina(() => import('./routes/mis-calendarios')) },
              { path: paths.miPlanVacaciones, lazy: pagina(() => import('./routes/mi-plan-vacaciones')) },
              {
                path: paths.reporteEquipo.gestionSolicitudes,
                lazy: pagina(() => import('./routes/reporte-equipo/gestion-solicitudes')),
              },
              {
                path: paths.reporteEquipo.saldosVacaciones,
                lazy: pagina(() => import('./routes/reporte-equipo/saldos-vacaciones')),
              },
              {
                path: paths.reporteEquipo.programacionVacaciones,
                lazy: pagina(() => import('./routes/reporte-equipo/programacion-vacaciones')),
              },
              {
                path: paths.administracion.usuarios,
                lazy: pagina(() => import('./routes/administracion/usuarios')),
              },
              {
                path: paths.administracion.roles,
                lazy: pagina(() => import('./routes/administracion/roles')),
              },
              {
                path: paths.administracion.permisos,
                lazy: pagina(() => import('./routes/administracion/permisos')),
              },
              {
                path: paths.administracion.departamentos,
                lazy: pagina(() => import('./routes/administracion/departamentos')),
              },
              {
                path: paths.administracion.configuracion,
                lazy: pagina(() => import('./routes/administracion/configuracion')),
              },
              {
                path: paths.reportes.vacacionesUsuario,
                lazy: pagina(() => import('./routes/reportes/vacaciones-usuario')),
              },
              {
                path: paths.reportes.estadisticas,
                lazy: pagina(() => import('./routes/reportes/estadisticas')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: pagina(() => import('./routes/no-encontrada')) },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(rutas));
  return <RouterProvider router={router} />;
}
