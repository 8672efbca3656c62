import { z } from 'zod';

export const MODULOS_AUDITORIA = {
  AUTENTICACION: 'Autenticación',
  GESTION_USUARIOS: 'Gestión de Usuarios',
  SOLICITUDES_VACACIONES: 'Solicitudes de Vacaciones',
  HISTORIAL_VACACIONES: 'Historial de Vacaciones',
  SALDOS_VACACIONES: 'Saldos de Vacaciones',
  CONFIGURACION: 'Configuración',
  AUDITORIA: 'Auditoría',
  REPORTES: 'Reportes',
  ADMINISTRACION: 'Administración',
  SISTEMA: 'Sistema',
  GESTION_ROLES: 'Gestión de Roles',
  GESTION_PERMISOS: 'Gestión de Permisos',
} as const;
export type TModuloAuditoria = keyof typeof MODULOS_AUDITORIA;
export const ZModuloAuditoria = z.enum(Object.keys(MODULOS_AUDITORIA) as [TModuloAuditoria, ...TModuloAuditoria[]], {
  error: 'Módulo de auditoría desconocido',
});

export const SEVERIDADES = {
  INFO: 'Información',
  WARNING: 'Advertencia',
  ERROR: 'Error',
  SECURITY: 'Seguridad',
  CRITICAL: 'Crítico',
} as const;
export type TSeveridad = keyof typeof SEVERIDADES;
export const ZSeveridad = z.enum(Object.keys(SEVERIDADES) as [TSeveridad, ...TSeveridad[]], {
  error: 'Severidad desconocida',
});
