import type { SvgIconComponent } from '@mui/icons-material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ListAltIcon from '@mui/icons-material/ListAlt';
import GroupsIcon from '@mui/icons-material/Groups';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PeopleIcon from '@mui/icons-material/People';
import BadgeIcon from '@mui/icons-material/Badge';
import KeyIcon from '@mui/icons-material/Key';
import ApartmentIcon from '@mui/icons-material/Apartment';
import SettingsIcon from '@mui/icons-material/Settings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import InsightsIcon from '@mui/icons-material/Insights';
import { PERMISOS, tieneAlguno, type TPermiso } from '@app/contract/permisos';
import { paths } from './paths';

export interface EnlaceMenu {
  tipo: 'enlace';
  id: string;
  texto: string;
  ruta: string;
  icono: SvgIconComponent;
  /** Shown only to users holding this code (or one of these codes); without one the item always shows. */
  permiso?: TPermiso | readonly TPermiso[];
}

export interface GrupoMenu {
  tipo: 'grupo';
  id: string;
  texto: string;
  icono: SvgIconComponent;
  permiso?: TPermiso | readonly TPermiso[];
  expandidoPorDefecto?: boolean;
  hijos: EnlaceMenu[];
}

export type EntradaMenu = EnlaceMenu | GrupoMenu;

/** The sidebar tree, with its menu codes (docs/producto.md, «Marco y menú»). */
export const MENU_PRINCIPAL: readonly EntradaMenu[] = [
  {
    tipo: 'enlace',
    id: 'dashboard',
    texto: 'Dashboard',
    ruta: paths.dashboard,
    icono: DashboardIcon,
    permiso: PERMISOS.DASHBOARD,
  },
  {
    tipo: 'enlace',
    id: 'solicitar-vacaciones',
    texto: 'Solicitar Vacaciones',
    ruta: paths.solicitarVacaciones,
    icono: EventAvailableIcon,
    permiso: PERMISOS.SOLICITAR_VACACIONES,
  },
  {
    tipo: 'enlace',
    id: 'mis-solicitudes',
    texto: 'Mis Solicitudes',
    ruta: paths.misSolicitudes,
    icono: ListAltIcon,
    permiso: PERMISOS.MIS_SOLICITUDES,
  },
  {
    tipo: 'grupo',
    id: 'reporte-equipo',
    texto: 'Reporte de Equipo',
    icono: GroupsIcon,
    // No code of its own: the group shows whenever one of its pages is granted (a role may grant only one).
    hijos: [
      {
        tipo: 'enlace',
        id: 'gestion-solicitudes',
        texto: 'Gestión de Solicitudes',
        ruta: paths.reporteEquipo.gestionSolicitudes,
        icono: FactCheckIcon,
        permiso: PERMISOS.GESTION_SOLICITUDES,
      },
      {
        tipo: 'enlace',
        id: 'saldos-vacaciones',
        texto: 'Saldos de Vacaciones',
        ruta: paths.reporteEquipo.saldosVacaciones,
        icono: AccountBalanceWalletIcon,
        permiso: PERMISOS.SALDOS_VACACIONES,
      },
      {
        tipo: 'enlace',
        id: 'programacion-vacaciones',
        texto: 'Programación de Vacaciones',
        ruta: paths.reporteEquipo.programacionVacaciones,
        icono: CalendarMonthIcon,
        permiso: PERMISOS.PROGRAMACION_VACACIONES,
      },
    ],
  },
  {
    tipo: 'grupo',
    id: 'administracion',
    texto: 'Administración',
    icono: AdminPanelSettingsIcon,
    expandidoPorDefecto: true,
    hijos: [
      {
        tipo: 'enlace',
        id: 'usuarios',
        texto: 'Usuarios',
        ruta: paths.administracion.usuarios,
        icono: PeopleIcon,
        permiso: PERMISOS.ADMIN_USUARIOS,
      },
      {
        tipo: 'enlace',
        id: 'roles',
        texto: 'Roles',
        ruta: paths.administracion.roles,
        icono: BadgeIcon,
        permiso: PERMISOS.ADMIN_ROLES,
      },
      {
        tipo: 'enlace',
        id: 'permisos',
        texto: 'Permisos',
        ruta: paths.administracion.permisos,
        icono: KeyIcon,
        permiso: PERMISOS.ADMIN_PERMISOS,
      },
      {
        tipo: 'enlace',
        id: 'departamentos',
        texto: 'Departamentos',
        ruta: paths.administracion.departamentos,
        icono: ApartmentIcon,
        permiso: PERMISOS.ADMIN_DEPARTAMENTOS,
      },
      {
        tipo: 'enlace',
        id: 'configuracion',
        texto: 'Configuración',
        ruta: paths.administracion.configuracion,
        icono: SettingsIcon,
        permiso: PERMISOS.ADMIN_CONFIGURACION,
      },
    ],
  },
  {
    tipo: 'grupo',
    id: 'reportes',
    texto: 'Reportes',
    icono: AssessmentIcon,
    // ADR 038: the group and each report have their own codes; a manager sees their team only.
    permiso: PERMISOS.REPORTES,
    hijos: [
      {
        tipo: 'enlace',
        id: 'vacaciones-usuario',
        texto: 'Vacaciones por Usuario',
        ruta: paths.reportes.vacacionesUsuario,
        icono: PersonSearchIcon,
        permiso: PERMISOS.REPORTE_VACACIONES_USUARIO,
      },
      {
        tipo: 'enlace',
        id: 'estadisticas',
        texto: 'Estadísticas',
        ruta: paths.reportes.estadisticas,
        icono: InsightsIcon,
        permiso: PERMISOS.REPORTE_ESTADISTICAS,
      },
    ],
  },
];

const visible = (permiso: TPermiso | readonly TPermiso[] | undefined, permisos: readonly string[]) =>
  permiso === undefined ||
  (typeof permiso === 'string' ? permisos.includes(permiso) : tieneAlguno(permisos, permiso));

/**
 * The entries a user may see: items without a code always; items with one only if held (with a list, any one of
 * them); a group only if its own code (when it has one) is held and at least one child remains.
 */
export const filtrarMenu = (entradas: readonly EntradaMenu[], permisos: readonly string[]): EntradaMenu[] =>
  entradas.flatMap((entrada): EntradaMenu[] => {
    if (!visible(entrada.permiso, permisos)) return [];
    if (entrada.tipo === 'enlace') return [entrada];
    const hijos = entrada.hijos.filter((h) => visible(h.permiso, permisos));
    return hijos.length ? [{ ...entrada, hijos }] : [];
  });

/** An item is current on its own path and on any path below it. */
export const esRutaActiva = (ruta: string, pathname: string) =>
  pathname === ruta || pathname.startsWith(`${ruta}/`);
