import type { OpcionesNotificacion } from '../../../components/feedback/notificaciones';

/** Role messages: fixed top right, 5000 ms (docs/producto.md, «Roles»). */
export const OPCIONES_NOTIFICACION_ROLES: OpcionesNotificacion = {
  duracion: 5000,
  posicion: 'superior-derecha',
};

/** The role panel and the status dialog close 1.5 s after a success. */
export const ESPERA_CIERRE_MS = 1500;
