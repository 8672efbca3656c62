/** Permission codes the server checks. Menu codes come from the spec; action codes are ours. */
export const PERMISOS = {
  DASHBOARD: 'DASHBOARD-MENU',
  SOLICITAR_VACACIONES: 'SOLICITAR-VACACIONES-MENU',
  MIS_SOLICITUDES: 'MIS-SOLICITUDES-MENU',
  REPORTE_EQUIPO: 'REPORTE-EQUIPO-MENU',
  GESTION_SOLICITUDES: 'GESTION-SOLICITUDES-MENU',
  SALDOS_VACACIONES: 'SALDOS-VACACIONES-MENU',
  PROGRAMACION_VACACIONES: 'PROGRAMACION-VACACIONES-MENU',
  ADMIN: 'ADMIN-MENU',
  ADMIN_USUARIOS: 'ADMIN-USUARIOS-MENU',
  ADMIN_ROLES: 'ADMIN-ROLES-MENU',
  ADMIN_PERMISOS: 'ADMIN-PERMISOS-MENU',
  AUDITORIA_VER: 'AUDITORIA-VER',
  SOLICITUDES_VER_TODAS: 'SOLICITUDES-VER-TODAS',
  USUARIOS_IMPORTAR: 'USUARIOS-IMPORTAR',
  ADMIN_CONFIGURACION: 'ADMIN-CONFIGURACION-MENU',
  ADMIN_DEPARTAMENTOS: 'ADMIN-DEPARTAMENTOS-MENU',
  REPORTES: 'REPORTES-MENU',
  REPORTE_VACACIONES_USUARIO: 'REPORTE-VACACIONES-USUARIO-MENU',
  REPORTE_ESTADISTICAS: 'REPORTE-ESTADISTICAS-MENU',
} as const;
export type TPermiso = (typeof PERMISOS)[keyof typeof PERMISOS];

export interface DefinicionPermiso {
  codigo: TPermiso;
  nombre: string;
  descripcion: string;
  modulo: string;
}

/** The seeded catalogue: codes are fixed (the server checks them), names and descriptions are editable. */
export const CATALOGO_PERMISOS: readonly DefinicionPermiso[] = [
  {
    codigo: 'DASHBOARD-MENU',
    nombre: 'Dashboard',
    descripcion: 'Acceso al panel principal',
    modulo: 'Principal',
  },
  {
    codigo: 'SOLICITAR-VACACIONES-MENU',
    nombre: 'Solicitar Vacaciones',
    descripcion: 'Crear solicitudes de vacaciones y ver el saldo propio',
    modulo: 'Vacaciones',
  },
  {
    codigo: 'MIS-SOLICITUDES-MENU',
    nombre: 'Mis Solicitudes',
    descripcion: 'Ver y cancelar las solicitudes propias',
    modulo: 'Vacaciones',
  },
  {
    codigo: 'REPORTE-EQUIPO-MENU',
    nombre: 'Reporte de Equipo',
    descripcion: 'Acceso al grupo de reportes del equipo',
    modulo: 'Equipo',
  },
  {
    codigo: 'GESTION-SOLICITUDES-MENU',
    nombre: 'Gestión de Solicitudes',
    descripcion: 'Ver, aprobar y rechazar solicitudes del equipo',
    modulo: 'Equipo',
  },
  {
    codigo: 'SALDOS-VACACIONES-MENU',
    nombre: 'Saldos de Vacaciones',
    descripcion: 'Consultar los saldos de vacaciones del equipo',
    modulo: 'Equipo',
  },
  {
    codigo: 'PROGRAMACION-VACACIONES-MENU',
    nombre: 'Programación de Vacaciones',
    descripcion: 'Consultar la programación de vacaciones del equipo',
    modulo: 'Equipo',
  },
  {
    codigo: 'ADMIN-MENU',
    nombre: 'Administración',
    descripcion: 'Acceso al grupo de administración',
    modulo: 'Administración',
  },
  {
    codigo: 'ADMIN-USUARIOS-MENU',
    nombre: 'Usuarios',
    descripcion: 'Administrar usuarios del sistema',
    modulo: 'Administración',
  },
  {
    codigo: 'ADMIN-ROLES-MENU',
    nombre: 'Roles',
    descripcion: 'Administrar roles del sistema',
    modulo: 'Administración',
  },
  {
    codigo: 'ADMIN-PERMISOS-MENU',
    nombre: 'Permisos',
    descripcion: 'Administrar permisos del sistema',
    modulo: 'Administración',
  },
  {
    codigo: 'AUDITORIA-VER',
    nombre: 'Ver Auditoría',
    descripcion: 'Consultar el historial de auditoría',
    modulo: 'Auditoría',
  },
  {
    codigo: 'SOLICITUDES-VER-TODAS',
    nombre: 'Ver todas las solicitudes',
    descripcion: 'Leer el detalle de cualquier solicitud de vacaciones',
    modulo: 'Vacaciones',
  },
  {
    codigo: 'USUARIOS-IMPORTAR',
    nombre: 'Importación masiva',
    descripcion: 'Importar usuarios desde Excel o CSV',
    modulo: 'Administración',
  },
  {
    // Added by migration 0006: the company settings change how every balance is computed.
    codigo: 'ADMIN-CONFIGURACION-MENU',
    nombre: 'Configuración de la empresa',
    descripcion: 'Ver y cambiar la configuración de la empresa (orden de imputación de los días)',
    modulo: 'Administración',
  },
  {
    // Added by migration 0011: departments get their own screen.
    codigo: 'ADMIN-DEPARTAMENTOS-MENU',
    nombre: 'Departamentos',
    descripcion: 'Ver, crear, editar y desactivar los departamentos de la empresa',
    modulo: 'Administración',
  },
  // Added by migration 0016 (ADR 038): the reports get their own codes; a manager sees their team only.
  {
    codigo: 'REPORTES-MENU',
    nombre: 'Reportes',
    descripcion: 'Acceso al grupo de reportes',
    modulo: 'Reportes',
  },
  {
    codigo: 'REPORTE-VACACIONES-USUARIO-MENU',
    nombre: 'Vacaciones por Usuario',
    descripcion: 'Ver y descargar el kardex vacacional de una persona (un jefe: de su equipo)',
    modulo: 'Reportes',
  },
  {
    codigo: 'REPORTE-ESTADISTICAS-MENU',
    nombre: 'Estadísticas',
    descripcion: 'Ver las estadísticas de vacaciones de la empresa (un jefe: de su equipo)',
    modulo: 'Reportes',
  },
];

const EMPLEADO: TPermiso[] = ['DASHBOARD-MENU', 'SOLICITAR-VACACIONES-MENU', 'MIS-SOLICITUDES-MENU'];
const JEFE: TPermiso[] = [
  ...EMPLEADO,
  'REPORTE-EQUIPO-MENU',
  'GESTION-SOLICITUDES-MENU',
  'SALDOS-VACACIONES-MENU',
  'PROGRAMACION-VACACIONES-MENU',
  'REPORTES-MENU',
  'REPORTE-VACACIONES-USUARIO-MENU',
  'REPORTE-ESTADISTICAS-MENU',
];

export const ROLES_SEMILLA: readonly {
  nombre: string;
  descripcion: string;
  permisos: readonly TPermiso[];
}[] = [
  { nombre: 'Empleado', descripcion: 'Empleado: solicita vacaciones y ve su saldo', permisos: EMPLEADO },
  { nombre: 'Jefe', descripcion: 'Jefe: gestiona las solicitudes y saldos de su equipo', permisos: JEFE },
  {
    nombre: 'Admin',
    descripcion: 'Administrador: acceso completo al sistema',
    permisos: CATALOGO_PERMISOS.map((p) => p.codigo),
  },
];

/** Holding all of these keeps someone able to administer the company; never remove the last such user. */
export const PERMISOS_ADMINISTRACION: readonly TPermiso[] = ['ADMIN-USUARIOS-MENU', 'ADMIN-ROLES-MENU'];

export const tieneAlguno = (permisos: readonly string[], requeridos: readonly string[]) =>
  requeridos.length === 0 || requeridos.some((p) => permisos.includes(p));
export const tieneTodos = (permisos: readonly string[], requeridos: readonly string[]) =>
  requeridos.every((p) => permisos.includes(p));
