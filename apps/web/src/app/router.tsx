import { lazy, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { Cargando } from '../components/feedback/cargando';
import { paths } from '../config/paths';
import { RequiereSesion } from '../features/auth/components/requiere-sesion';
import { ErrorRuta } from './layouts/error-ruta';
import { Raiz } from './layouts/raiz';

// One chunk per page (route-level code splitting).
const Login = lazy(() => import('./routes/login'));
const ConfiguracionInicial = lazy(() => import('./routes/configuracion-inicial'));
const CambiarContrasena = lazy(() => import('./routes/cambiar-contrasena'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const SolicitarVacaciones = lazy(() => import('./routes/solicitar-vacaciones'));
const MisSolicitudes = lazy(() => import('./routes/mis-solicitudes'));
const MisCalendarios = lazy(() => import('./routes/mis-calendarios'));
const MiPlanVacaciones = lazy(() => import('./routes/mi-plan-vacaciones'));
const GestionSolicitudes = lazy(() => import('./routes/reporte-equipo/gestion-solicitudes'));
const SaldosVacaciones = lazy(() => import('./routes/reporte-equipo/saldos-vacaciones'));
const ProgramacionVacaciones = lazy(() => import('./routes/reporte-equipo/programacion-vacaciones'));
const Usuarios = lazy(() => import('./routes/administracion/usuarios'));
const Roles = lazy(() => import('./routes/administracion/roles'));
const Permisos = lazy(() => import('./routes/administracion/permisos'));
const Departamentos = lazy(() => import('./routes/administracion/departamentos'));
const Configuracion = lazy(() => import('./routes/administracion/configuracion'));
const VacacionesUsuario = lazy(() => import('./routes/reportes/vacaciones-usuario'));
const Estadisticas = lazy(() => import('./routes/reportes/estadisticas'));
const NoEncontrada = lazy(() => import('./routes/no-encontrada'));

/** The route table of spec 01 §2 and spec 02 §2. Each page checks its own permission with `<Puede>`. */
export const rutas: RouteObject[] = [
  {
    element: <Raiz />,
    errorElement: <ErrorRuta />,
    children: [
      { path: paths.login, element: <Login /> },
      { path: paths.configuracionInicial, element: <ConfiguracionInicial /> },
      {
        path: paths.cambiarContrasena,
        element: (
          <RequiereSesion>
            <CambiarContrasena />
          </RequiereSesion>
        ),
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
              { path: paths.dashboard, element: <Dashboard /> },
              { path: paths.solicitarVacaciones, element: <SolicitarVacaciones /> },
              { path: paths.misSolicitudes, element: <MisSolicitudes /> },
              { path: paths.misCalendarios, element: <MisCalendarios /> },
              { path: paths.miPlanVacaciones, element: <MiPlanVacaciones /> },
              { path: paths.reporteEquipo.gestionSolicitudes, element: <GestionSolicitudes /> },
              { path: paths.reporteEquipo.saldosVacaciones, element: <SaldosVacaciones /> },
              { path: paths.reporteEquipo.programacionVacaciones, element: <ProgramacionVacaciones /> },
              { path: paths.administracion.usuarios, element: <Usuarios /> },
              { path: paths.administracion.roles, element: <Roles /> },
              { path: paths.administracion.permisos, element: <Permisos /> },
              { path: paths.administracion.departamentos, element: <Departamentos /> },
              { path: paths.administracion.configuracion, element: <Configuracion /> },
              { path: paths.reportes.vacacionesUsuario, element: <VacacionesUsuario /> },
              { path: paths.reportes.estadisticas, element: <Estadisticas /> },
            ],
          },
        ],
      },
      { path: '*', element: <NoEncontrada /> },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(rutas));
  return <RouterProvider router={router} />;
}
