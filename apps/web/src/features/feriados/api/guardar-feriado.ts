import { ZFeriado, ZPrecargarFeriadosRespuesta, type TGuardarFeriadoBody } from '@app/contract/feriados';
import { ZMensaje } from '@app/contract/comun';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';
import { CLAVE_FERIADOS } from './get-feriados';

/** The form's values; with an id it renames or moves that holiday. */
export interface GuardarFeriadoDatos extends TGuardarFeriadoBody {
  id?: number | undefined;
}

/** POST /api/feriados, or PUT /api/feriados/{id} when the holiday has an id. */
export const guardarFeriadoApi = ({ id, ...datos }: GuardarFeriadoDatos) =>
  id === undefined
    ? peticion('/feriados', { method: 'POST', body: datos, schema: ZFeriado })
    : peticion(`/feriados/${id}`, { method: 'PUT', body: datos, schema: ZFeriado });

export const useGuardarFeriado = () =>
  useMutacionQueRecarga(guardarFeriadoApi, { invalidar: () => [CLAVE_FERIADOS] });

/** DELETE /api/feriados/{id}: also a national one (the yearly preload does not bring it back). */
export const quitarFeriadoApi = (id: number) =>
  peticion(`/feriados/${id}`, { method: 'DELETE', schema: ZMensaje });

export const useQuitarFeriado = () =>
  useMutacionQueRecarga(quitarFeriadoApi, { invalidar: () => [CLAVE_FERIADOS], siempre: true });

/** POST /api/feriados/precargar?anio=: the year's national holidays that are missing (nothing is overwritten). */
export const precargarFeriadosApi = (anio: number) =>
  peticion('/feriados/precargar', { method: 'POST', query: { anio }, schema: ZPrecargarFeriadosRespuesta });

export const usePrecargarFeriados = () =>
  useMutacionQueRecarga(precargarFeriadosApi, { invalidar: () => [CLAVE_FERIADOS] });
