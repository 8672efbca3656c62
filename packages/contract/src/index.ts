export * from './errores';
export * from './comun';
export * from './permisos';
export * from './auth';
export * from './auditoria';
export * from './solicitudes';
export * from './equipo';
