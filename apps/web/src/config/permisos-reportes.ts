import { PERMISOS, type TPermiso } from '@app/contract/permisos';

/**
 * Who sees the Reportes group and its pages until the reports issue defines their own codes (ADR 029): anyone
 * holding an administration or a team permission, never an ordinary employee.
 */
export const PERMISOS_REPORTES: readonly TPermiso[] = [
  PERMISOS.ADMIN,
  PERMISOS.ADMIN_USUARIOS,
  PERMISOS.ADMIN_ROLES,
  PERMISOS.ADMIN_PERMISOS,
  PERMISOS.ADMIN_CONFIGURACION,
  PERMISOS.ADMIN_DEPARTAMENTOS,
  PERMISOS.REPORTE_EQUIPO,
  PERMISOS.GESTION_SOLICITUDES,
  PERMISOS.SALDOS_VACACIONES,
  PERMISOS.PROGRAMACION_VACACIONES,
];
