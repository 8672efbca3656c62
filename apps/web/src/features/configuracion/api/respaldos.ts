import { useQuery } from '@tanstack/react-query';
import { ZEstadoRespaldos, ZRespaldoCreado } from '@app/contract/respaldos';
import { peticion } from '../../../lib/api-client';
import { useMutacionQueRecarga } from '../../../lib/consultas';

export const CLAVE_RESPALDOS = ['respaldos'] as const;

/** GET /api/respaldos: the schedule and the backups kept (ADR 043). */
export const useRespaldos = () =>
  useQuery({
    queryKey: CLAVE_RESPALDOS,
    queryFn: ({ signal }) => peticion('/respaldos', { schema: ZEstadoRespaldos, signal }),
  });

/** POST /api/respaldos: «Respaldar ahora». */
export const useRespaldarAhora = () =>
  useMutacionQueRecarga(() => peticion('/respaldos', { method: 'POST', schema: ZRespaldoCreado }), {
    invalidar: () => [CLAVE_RESPALDOS],
    siempre: true,
  });
