import type { OpcionesNotificacion } from '../../../components/feedback/notificaciones';

/** Role messages: fixed top right, 5000 ms (spec 02 §2.7, §9). */
export const OPCIONES_NOTIFICACION_ROLES: OpcionesNotificacion = {
  duracion: 5000,
  posicion: 'superior-derecha',
};

/** The role panel and the status dialog close 1.5 s after a success (spec 02 §9). */
export const ESPERA_CIERRE_MS = 1500;
