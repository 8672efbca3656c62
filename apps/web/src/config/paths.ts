import { RUTA_MI_PLAN } from '@app/contract/programacion';

/** Every route of the web (docs/producto.md), in one place. */
export const paths = {
  inicio: '/',
  login: '/login',
  /** The first start of a real company: public, opened from the link the server prints. */
  configuracionInicial: '/configuracion-inicial',
  cambiarContrasena: '/cambiar-contrasena',
  dashboard: '/dashboard',
  solicitarVacaciones: '/solicitar-vacaciones',
  misSolicitudes: '/solicitudes',
  /** Private iCal feeds (ADR 037): reached from the bell, next to "Mis notificaciones". */
  misCalendarios: '/mis-calendarios',
  /** ADR 036: the employee's part of the rol vacacional. */
  miPlanVacaciones: RUTA_MI_PLAN,
  reporteEquipo: {
    gestionSolicitudes: '/reporte-equipo/gestion-solicitudes',
    saldosVacaciones: '/reporte-equipo/saldos-vacaciones',
    programacionVacaciones: '/reporte-equipo/programacion-vacaciones',
  },
  administracion: {
    usuarios: '/administracion/usuarios',
    roles: '/administracion/roles',
    permisos: '/administracion/permisos',
    departamentos: '/administracion/departamentos',
    configuracion: '/administracion/configuracion',
  },
  reportes: {
    vacacionesUsuario: '/reportes/vacaciones-usuario',
    estadisticas: '/reportes/estadisticas',
  },
} as const;

/** Where a signed-in visitor of /login is sent (docs/producto.md, «Acceso y sesión»). */
export const DESTINO_SESION_ACTIVA = paths.solicitarVacaciones;
/** Where a fresh login goes when no page was remembered. */
export const DESTINO_POR_DEFECTO = paths.dashboard;
