import { useQuery } from '@tanstack/react-query';
import { ZCoberturaRespuesta } from '@app/contract/cobertura';
import { consultaGet } from '../../../lib/consultas';

/** Prefix of every coverage query: a decision or a new request changes who is out. */
export const CLAVE_COBERTURA = ['cobertura'] as const;

/** GET /api/calendario/cobertura: the caller's department with the chosen span counted as if added. */
export const coberturaTramoQueryOptions = (fechaInicio: string, fechaFin: string) =>
  consultaGet(
    [...CLAVE_COBERTURA, 'tramo', fechaInicio, fechaFin],
    '/calendario/cobertura',
    ZCoberturaRespuesta,
    {
      query: { fechaInicio, fechaFin },
      staleTime: 0,
    },
  );

/** Only once both dates are chosen. */
export const useCoberturaTramo = (fechaInicio: string, fechaFin: string) =>
  useQuery({
    ...coberturaTramoQueryOptions(fechaInicio, fechaFin),
    enabled: Boolean(fechaInicio && fechaFin),
  });

/** GET /api/calendario/cobertura/solicitud/{id}: what approving this request would do to its department. */
export const coberturaSolicitudQueryOptions = (id: number) =>
  consultaGet(
    [...CLAVE_COBERTURA, 'solicitud', id],
    `/calendario/cobertura/solicitud/${id}`,
    ZCoberturaRespuesta,
    {
      staleTime: 0,
    },
  );

export const useCoberturaSolicitud = (id: number | null) =>
  useQuery({ ...coberturaSolicitudQueryOptions(id ?? 0), enabled: id !== null });
