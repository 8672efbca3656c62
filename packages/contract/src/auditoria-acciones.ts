// The closed vocabulary of the audit log: modules, severities and actions, with their names and the modules
// each action belongs to.
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
  PROGRAMACION_VACACIONES: 'Programación de Vacaciones',
} as const;
export type TModuloAuditoria = keyof typeof MODULOS_AUDITORIA;
export const ZModuloAuditoria = z.enum(
  Object.keys(MODULOS_AUDITORIA) as [TModuloAuditoria, ...TModuloAuditoria[]],
  {
    error: 'Módulo de auditoría desconocido',
  },
);

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

/**
 * Every audit action the system writes (closed: `registrarAuditoria` accepts only these), with its Spanish name.
 * A new action is added here first; the filter of the audit screens offers exactly this list.
 */
export const ACCIONES_AUDITORIA = {
  // Autenticación
  LOGIN: 'Inicio de sesión',
  LOGOUT: 'Cierre de sesión',
  LOGIN_FALLIDO: 'Inicio de sesión fallido',
  LOGIN_LIMITADO: 'Inicio de sesión bloqueado por intentos',
  LOGIN_USUARIO_INACTIVO: 'Inicio de sesión de un usuario desactivado',
  LOGIN_TEMPORAL_REUTILIZADA: 'Contraseña temporal ya utilizada',
  LOGIN_TEMPORAL_VENCIDA: 'Contraseña temporal vencida',
  CAMBIO_CONTRASENA: 'Cambio de contraseña',
  CAMBIO_CONTRASENA_FALLIDO: 'Cambio de contraseña fallido',
  CAMBIO_CONTRASENA_LIMITADO: 'Cambio de contraseña bloqueado por intentos',
  ACCESO_DENEGADO: 'Acceso denegado',
  // Gestión de usuarios
  CREAR_USUARIO: 'Crear usuario',
  ACTUALIZAR_USUARIO: 'Actualizar usuario',
  ACTIVAR_USUARIO: 'Activar usuario',
  DESACTIVAR_USUARIO: 'Desactivar usuario',
  REINICIAR_CONTRASENA: 'Reiniciar contraseña',
  ELIMINAR_USUARIO: 'Eliminar usuario',
  VALIDAR_IMPORTACION_USUARIOS: 'Validar importación de usuarios',
  IMPORTACION_MASIVA_USUARIOS: 'Importación masiva de usuarios',
  DESCARGAR_CREDENCIALES_IMPORTACION: 'Descargar credenciales de importación',
  // Roles y permisos
  CREAR_ROL: 'Crear rol',
  ACTUALIZAR_ROL: 'Actualizar rol',
  ACTIVAR_ROL: 'Activar rol',
  DESACTIVAR_ROL: 'Desactivar rol',
  CREAR_PERMISO: 'Crear permiso',
  ACTUALIZAR_PERMISO: 'Actualizar permiso',
  ACTIVAR_PERMISO: 'Activar permiso',
  DESACTIVAR_PERMISO: 'Desactivar permiso',
  // Solicitudes de vacaciones
  CREAR_SOLICITUD: 'Crear solicitud',
  CANCELAR_SOLICITUD: 'Cancelar solicitud',
  CANCELAR_SIN_RESPUESTA: 'Cancelación por falta de respuesta',
  APROBAR_SOLICITUD: 'Aprobar solicitud',
  RECHAZAR_SOLICITUD: 'Rechazar solicitud',
  INTERRUMPIR_SOLICITUD: 'Interrumpir solicitud',
  ESCALAR_SOLICITUD: 'Escalar solicitud sin respuesta al jefe superior',
  CREAR_DELEGACION: 'Delegar aprobaciones',
  REVOCAR_DELEGACION: 'Revocar delegación de aprobaciones',
  // Programación de vacaciones (ADR 036)
  PROPONER_TRAMO_PLAN: 'Proponer tramo del rol vacacional',
  EDITAR_TRAMO_PLAN: 'Editar tramo del rol vacacional',
  ELIMINAR_TRAMO_PLAN: 'Eliminar tramo del rol vacacional',
  ACEPTAR_TRAMO_PLAN: 'Aceptar tramo del rol vacacional',
  AJUSTAR_TRAMO_PLAN: 'Ajustar tramo del rol vacacional',
  FIJAR_TRAMO_PLAN: 'Fijar tramo del rol vacacional',
  CONVERTIR_TRAMO_PLAN: 'Convertir tramo del rol vacacional en solicitud',
  ABRIR_VENTANA_PLAN: 'Abrir ventana del rol vacacional',
  CERRAR_VENTANA_PLAN: 'Cerrar ventana del rol vacacional',
  // Configuración
  ACTUALIZAR_CONFIGURACION: 'Actualizar configuración',
  CONFIGURACION_INICIAL: 'Configuración inicial de la empresa',
  CREAR_FERIADO: 'Añadir feriado',
  ACTUALIZAR_FERIADO: 'Cambiar feriado',
  ELIMINAR_FERIADO: 'Quitar feriado',
  PRECARGAR_FERIADOS: 'Traer feriados nacionales',
  // Administración: departamentos
  CREAR_DEPARTAMENTO: 'Crear departamento',
  ACTUALIZAR_DEPARTAMENTO: 'Actualizar departamento',
  ACTIVAR_DEPARTAMENTO: 'Activar departamento',
  DESACTIVAR_DEPARTAMENTO: 'Desactivar departamento',
  ELIMINAR_DEPARTAMENTO: 'Eliminar departamento',
  MARCAR_RECORD_NO_CUMPLIDO: 'Marcar récord vacacional no cumplido',
  QUITAR_RECORD_NO_CUMPLIDO: 'Quitar marca de récord vacacional no cumplido',
  ACTUALIZAR_EMPRESA: 'Actualizar datos de la empresa',
  ACTUALIZAR_LOGO_EMPRESA: 'Cambiar logo de la empresa',
  QUITAR_LOGO_EMPRESA: 'Quitar logo de la empresa',
  RESPALDO: 'Respaldo de la base de datos',
  // Notificaciones
  CAMBIAR_PREFERENCIAS_NOTIFICACION: 'Cambiar preferencias de notificación',
  REINTENTAR_CORREO: 'Reintentar correo',
  // Programación de vacaciones: calendarios iCal (ADR 037)
  CREAR_CALENDARIO_ICAL: 'Crear calendario iCal',
  REVOCAR_CALENDARIO_ICAL: 'Revocar calendario iCal',
  // Reportes: kardex vacacional (ADR 039)
  EXPORTAR_KARDEX_EXCEL: 'Exportar kardex vacacional a Excel',
  EMITIR_KARDEX_PDF: 'Emitir kardex vacacional en PDF',
  // Reportes: documentos legales (ADR 042)
  EMITIR_DOCUMENTO: 'Emitir documento',
  // Reportes: estadísticas (ADR 040)
  EXPORTAR_ESTADISTICAS: 'Exportar gráfico de estadísticas a Excel',
  // Reportes: exportaciones a Excel (ADR 041)
  EXPORTAR_EXCEL: 'Exportar a Excel',
} as const;
export type TAccionAuditoria = keyof typeof ACCIONES_AUDITORIA;
export const TIPOS_ACCION_AUDITORIA = Object.keys(ACCIONES_AUDITORIA) as [
  TAccionAuditoria,
  ...TAccionAuditoria[],
];
export const ZAccionAuditoria = z.enum(TIPOS_ACCION_AUDITORIA, { error: 'Acción de auditoría desconocida' });

const ADMIN: readonly TModuloAuditoria[] = [
  'GESTION_USUARIOS',
  'GESTION_ROLES',
  'GESTION_PERMISOS',
  'AUDITORIA',
  'CONFIGURACION',
  'ADMINISTRACION',
];
const de = (...modulos: TModuloAuditoria[]) => modulos;

/** The module(s) each action is recorded under: a tab's action filter offers only its own module's actions. */
export const MODULOS_DE_ACCION: Record<TAccionAuditoria, readonly TModuloAuditoria[]> = {
  LOGIN: de('AUTENTICACION'),
  LOGOUT: de('AUTENTICACION'),
  LOGIN_FALLIDO: de('AUTENTICACION'),
  LOGIN_LIMITADO: de('AUTENTICACION'),
  LOGIN_USUARIO_INACTIVO: de('AUTENTICACION'),
  LOGIN_TEMPORAL_REUTILIZADA: de('AUTENTICACION'),
  LOGIN_TEMPORAL_VENCIDA: de('AUTENTICACION'),
  CAMBIO_CONTRASENA: de('AUTENTICACION'),
  CAMBIO_CONTRASENA_FALLIDO: de('AUTENTICACION'),
  CAMBIO_CONTRASENA_LIMITADO: de('AUTENTICACION'),
  // A refused request on any administration route.
  ACCESO_DENEGADO: ADMIN,
  CREAR_USUARIO: de('GESTION_USUARIOS'),
  ACTUALIZAR_USUARIO: de('GESTION_USUARIOS'),
  ACTIVAR_USUARIO: de('GESTION_USUARIOS'),
  DESACTIVAR_USUARIO: de('GESTION_USUARIOS'),
  REINICIAR_CONTRASENA: de('GESTION_USUARIOS'),
  ELIMINAR_USUARIO: de('GESTION_USUARIOS'),
  VALIDAR_IMPORTACION_USUARIOS: de('GESTION_USUARIOS'),
  IMPORTACION_MASIVA_USUARIOS: de('GESTION_USUARIOS'),
  DESCARGAR_CREDENCIALES_IMPORTACION: de('GESTION_USUARIOS'),
  CREAR_ROL: de('GESTION_ROLES'),
  ACTUALIZAR_ROL: de('GESTION_ROLES'),
  ACTIVAR_ROL: de('GESTION_ROLES'),
  DESACTIVAR_ROL: de('GESTION_ROLES'),
  CREAR_PERMISO: de('GESTION_PERMISOS'),
  ACTUALIZAR_PERMISO: de('GESTION_PERMISOS'),
  ACTIVAR_PERMISO: de('GESTION_PERMISOS'),
  DESACTIVAR_PERMISO: de('GESTION_PERMISOS'),
  CREAR_SOLICITUD: de('SOLICITUDES_VACACIONES'),
  CANCELAR_SOLICITUD: de('SOLICITUDES_VACACIONES'),
  CANCELAR_SIN_RESPUESTA: de('SOLICITUDES_VACACIONES'),
  APROBAR_SOLICITUD: de('SOLICITUDES_VACACIONES'),
  RECHAZAR_SOLICITUD: de('SOLICITUDES_VACACIONES'),
  INTERRUMPIR_SOLICITUD: de('SOLICITUDES_VACACIONES'),
  ESCALAR_SOLICITUD: de('SOLICITUDES_VACACIONES'),
  CREAR_DELEGACION: de('SOLICITUDES_VACACIONES'),
  REVOCAR_DELEGACION: de('SOLICITUDES_VACACIONES'),
  PROPONER_TRAMO_PLAN: de('PROGRAMACION_VACACIONES'),
  EDITAR_TRAMO_PLAN: de('PROGRAMACION_VACACIONES'),
  ELIMINAR_TRAMO_PLAN: de('PROGRAMACION_VACACIONES'),
  ACEPTAR_TRAMO_PLAN: de('PROGRAMACION_VACACIONES'),
  AJUSTAR_TRAMO_PLAN: de('PROGRAMACION_VACACIONES'),
  FIJAR_TRAMO_PLAN: de('PROGRAMACION_VACACIONES'),
  CONVERTIR_TRAMO_PLAN: de('PROGRAMACION_VACACIONES'),
  ABRIR_VENTANA_PLAN: de('PROGRAMACION_VACACIONES'),
  CERRAR_VENTANA_PLAN: de('PROGRAMACION_VACACIONES'),
  ACTUALIZAR_CONFIGURACION: de('CONFIGURACION'),
  CONFIGURACION_INICIAL: de('CONFIGURACION'),
  CREAR_FERIADO: de('CONFIGURACION'),
  ACTUALIZAR_FERIADO: de('CONFIGURACION'),
  ELIMINAR_FERIADO: de('CONFIGURACION'),
  PRECARGAR_FERIADOS: de('CONFIGURACION'),
  CREAR_DEPARTAMENTO: de('ADMINISTRACION'),
  ACTUALIZAR_DEPARTAMENTO: de('ADMINISTRACION'),
  ACTIVAR_DEPARTAMENTO: de('ADMINISTRACION'),
  DESACTIVAR_DEPARTAMENTO: de('ADMINISTRACION'),
  ELIMINAR_DEPARTAMENTO: de('ADMINISTRACION'),
  MARCAR_RECORD_NO_CUMPLIDO: de('CONFIGURACION'),
  QUITAR_RECORD_NO_CUMPLIDO: de('CONFIGURACION'),
  ACTUALIZAR_EMPRESA: de('CONFIGURACION'),
  ACTUALIZAR_LOGO_EMPRESA: de('CONFIGURACION'),
  QUITAR_LOGO_EMPRESA: de('CONFIGURACION'),
  RESPALDO: de('CONFIGURACION'),
  CAMBIAR_PREFERENCIAS_NOTIFICACION: de('CONFIGURACION'),
  REINTENTAR_CORREO: de('CONFIGURACION'),
  CREAR_CALENDARIO_ICAL: de('PROGRAMACION_VACACIONES'),
  REVOCAR_CALENDARIO_ICAL: de('PROGRAMACION_VACACIONES'),
  // Reportes: kardex vacacional (ADR 039)
  EXPORTAR_KARDEX_EXCEL: de('REPORTES'),
  EMITIR_KARDEX_PDF: de('REPORTES'),
  // Reportes: documentos legales (ADR 042)
  EMITIR_DOCUMENTO: de('REPORTES'),
  // Reportes: estadísticas (ADR 040)
  EXPORTAR_ESTADISTICAS: de('REPORTES'),
  // Reportes: exportaciones a Excel (ADR 041)
  EXPORTAR_EXCEL: de('REPORTES'),
};

/** The actions a history limited to `modulo` can hold (every action without a module), by Spanish name. */
export const accionesDeModulo = (modulo?: TModuloAuditoria): TAccionAuditoria[] =>
  TIPOS_ACCION_AUDITORIA.filter((a) => !modulo || MODULOS_DE_ACCION[a].includes(modulo)).sort((a, b) =>
    ACCIONES_AUDITORIA[a].localeCompare(ACCIONES_AUDITORIA[b], 'es'),
  );

/** The Spanish name of an action ('CREAR_USUARIO' → 'Crear usuario'); an unknown one is shown as it came. */
export const etiquetaAccion = (accion: string): string =>
  Object.hasOwn(ACCIONES_AUDITORIA, accion) ? ACCIONES_AUDITORIA[accion as TAccionAuditoria] : accion;
