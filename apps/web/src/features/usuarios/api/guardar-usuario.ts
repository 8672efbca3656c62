import { ZMensaje } from '@app/contract/comun';
import {
  ZCrearUsuarioRespuesta,
  ZVistaPreviaFechaIngresoRespuesta,
  type TActualizarUsuarioBody,
  type TCrearUsuarioBody,
} from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { recargaUsuarios } from './get-usuarios';

/** POST /api/usuarios-admin → { message, id, contrasenaTemporal? } (the password only when the server made it). */
export const crearUsuarioApi = (cuerpo: TCrearUsuarioBody) =>
  peticion('/usuarios-admin', { method: 'POST', body: cuerpo, schema: ZCrearUsuarioRespuesta });

/** PUT /api/usuarios-admin/{id} → { message }. */
export const actualizarUsuarioApi = ({ id, cuerpo }: { id: number; cuerpo: TActualizarUsuarioBody }) =>
  peticion(`/usuarios-admin/${id}`, { method: 'PUT', body: cuerpo, schema: ZMensaje });

/** Create a user; the list, the statistics and the boss options reload. */
export const useCrearUsuario = () => useMutacionQueRecarga(crearUsuarioApi, recargaUsuarios('crear'));

/** Update a user; the list, the detail and the boss options reload. */
export const useActualizarUsuario = () =>
  useMutacionQueRecarga(actualizarUsuarioApi, recargaUsuarios('actualizar'));

/** POST /api/usuarios-admin/{id}/vista-previa-fecha-ingreso → the periods a hire-date edit changes (reads only). */
export const vistaPreviaFechaIngresoApi = (id: number, fechaIngreso: string) =>
  peticion(`/usuarios-admin/${id}/vista-previa-fecha-ingreso`, {
    method: 'POST',
    body: { fechaIngreso },
    schema: ZVistaPreviaFechaIngresoRespuesta,
  });
