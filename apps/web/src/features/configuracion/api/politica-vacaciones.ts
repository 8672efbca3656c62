import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZConfiguracionEmpresa,
  ZEmpleadosRecord,
  ZListaRecord,
  ZPeriodosEmpleado,
  ZRecordNoCumplido,
  type TActualizarConfiguracionBody,
  type TCrearRecordBody,
} from '@app/contract/configuracion';
import { ZMensaje } from '@app/contract/comun';
import { peticion } from '../../../lib/api-client';
import { consultaGet, useMutacionQueRecarga } from '../../../lib/consultas';

export const CLAVE_POLITICA = ['configuracion', 'politica-vacaciones'] as const;
export const CLAVE_RECORD = ['configuracion', 'record-vacacional'] as const;

/** GET /api/configuracion-empresa: régimen, adelanto, its cap and the order of imputation. */
export const politicaQueryOptions = () =>
  consultaGet(CLAVE_POLITICA, '/configuracion-empresa', ZConfiguracionEmpresa);
export const usePolitica = () => useQuery(politicaQueryOptions());

/** PUT /api/configuracion-empresa; balances follow on the server at once. */
export const useGuardarPolitica = () =>
  useMutacionQueRecarga(
    (cuerpo: TActualizarConfiguracionBody) =>
      peticion('/configuracion-empresa', { method: 'PUT', body: cuerpo, schema: ZConfiguracionEmpresa }),
    { invalidar: () => [CLAVE_POLITICA] },
  );

export interface FiltroRecord {
  busqueda: string;
  pageNumber: number;
  pageSize: number;
}

/** GET /api/record-vacacional: the marks, newest first, searched by employee. */
export const recordQueryOptions = (f: FiltroRecord) =>
  queryOptions({
    queryKey: [...CLAVE_RECORD, 'lista', f],
    queryFn: ({ signal }) =>
      peticion('/record-vacacional', {
        query: { busqueda: f.busqueda || undefined, pageNumber: f.pageNumber, pageSize: f.pageSize },
        schema: ZListaRecord,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useRecords = (f: FiltroRecord) => useQuery(recordQueryOptions(f));

/** GET /api/record-vacacional/empleados?busqueda=: the employee picker (server search, at most 20). */
export const useEmpleadosRecord = (busqueda: string, habilitada: boolean) =>
  useQuery({
    ...consultaGet(
      [...CLAVE_RECORD, 'empleados', busqueda],
      '/record-vacacional/empleados',
      ZEmpleadosRecord,
      {
        query: { busqueda: busqueda || undefined },
      },
    ),
    enabled: habilitada,
    placeholderData: keepPreviousData,
  });

/** GET /api/record-vacacional/empleados/{id}/periodos: the chosen employee's periods. */
export const usePeriodosEmpleado = (id: number | null) =>
  useQuery({
    ...consultaGet(
      [...CLAVE_RECORD, 'periodos', id ?? 0],
      `/record-vacacional/empleados/${id ?? 0}/periodos`,
      ZPeriodosEmpleado,
      { staleTime: 0 },
    ),
    enabled: id !== null,
  });

export const useMarcarRecord = () =>
  useMutacionQueRecarga(
    (cuerpo: TCrearRecordBody) =>
      peticion('/record-vacacional', { method: 'POST', body: cuerpo, schema: ZRecordNoCumplido }),
    { invalidar: () => [CLAVE_RECORD] },
  );

export const useQuitarRecord = () =>
  useMutacionQueRecarga(
    ({ usuarioId, periodo }: { usuarioId: number; periodo: number }) =>
      peticion(`/record-vacacional/${usuarioId}/${periodo}`, { method: 'DELETE', schema: ZMensaje }),
    { invalidar: () => [CLAVE_RECORD], siempre: true },
  );
