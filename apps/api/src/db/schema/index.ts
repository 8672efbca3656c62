export * from './usuarios';
export * from './solicitudes';
export * from './auditoria';
export * from './importaciones';
export * from './empresa';
export * from './notificaciones';
export * from './calendarios';
export * from './programacion';
