import { useQuery } from '@tanstack/react-query';
import {
  ZCorreosPaginaRespuesta,
  ZReintentarCorreoRespuesta,
  type TCorreosQuery,
} from '@app/contract/correos';
import { peticion } from '../../../lib/api-client';
import { listaPaginada, useMutacionQueRecarga } from '../../../lib/consultas';

export const CLAVE_CORREOS = ['correos'] as const;

export interface FiltroCorreos {
  estado: TCorreosQuery['estado'] | '';
  pageNumber: number;
  pageSize: number;
}

/** GET /api/correos: the outbox, newest first, without bodies (ADR 030). */
export const correosQuery = listaPaginada(
  CLAVE_CORREOS,
  '/correos',
  ZCorreosPaginaRespuesta,
  (f: FiltroCorreos) => ({
    estado: f.estado || undefined,
    PageNumber: f.pageNumber,
    PageSize: f.pageSize,
  }),
);
export const useCorreos = (f: FiltroCorreos) => useQuery(correosQuery(f));

/** POST /api/correos/{id}/reintentar: a failed or unsent e-mail goes back to the queue. */
export const useReintentarCorreo = () =>
  useMutacionQueRecarga(
    (id: number) =>
      peticion(`/correos/${id}/reintentar`, { method: 'POST', schema: ZReintentarCorreoRespuesta }),
    { invalidar: () => [CLAVE_CORREOS], siempre: true },
  );
