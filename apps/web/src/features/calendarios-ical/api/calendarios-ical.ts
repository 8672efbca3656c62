import { useQuery } from '@tanstack/react-query';
import {
  ZCalendarioCreado,
  ZMisCalendarios,
  type TCrearCalendarioBody,
} from '@app/contract/calendarios-ical';
import { ZMensaje } from '@app/contract/comun';
import { peticion } from '../../../lib/api-client';
import { consultaGet, useMutacionQueRecarga } from '../../../lib/consultas';

export const CLAVE_CALENDARIOS = ['calendarios-ical'] as const;

/** GET /api/calendario/feeds: my feeds, without their secret URL. */
export const useMisCalendarios = () =>
  useQuery(consultaGet(CLAVE_CALENDARIOS, '/calendario/feeds', ZMisCalendarios));

/** POST /api/calendario/feeds: the reply carries the URL, the only time it can be read. */
export const useCrearCalendario = () =>
  useMutacionQueRecarga(
    (cuerpo: TCrearCalendarioBody) =>
      peticion('/calendario/feeds', { method: 'POST', body: cuerpo, schema: ZCalendarioCreado }),
    { invalidar: () => [CLAVE_CALENDARIOS] },
  );

export const useRevocarCalendario = () =>
  useMutacionQueRecarga(
    (id: number) => peticion(`/calendario/feeds/${id}`, { method: 'DELETE', schema: ZMensaje }),
    { invalidar: () => [CLAVE_CALENDARIOS], siempre: true },
  );
