import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMensaje } from '@app/contract/comun';
import {
  ZDepartamentoRespuesta,
  ZDepartamentosPaginaRespuesta,
  ZGuardarDepartamentoRespuesta,
  type TGuardarDepartamentoBody,
  type TOrdenDepartamentos,
} from '@app/contract/departamentos';
import { LIMITE_OPCIONES_JEFE, ZOpcionesJefe } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import {
  detallePorId,
  listaPaginada,
  ordenMayusculas,
  paginaMayusculas,
  useConsultaPorId,
  useMutacionQueRecarga,
  type Paginacion,
} from '../../../lib/consultas';

/** Prefix of every department query (list, detail, area-head search): a change invalidates it. */
export const CLAVE_DEPARTAMENTOS = ['departamentos'] as const;
/**
 * The user form's department picker (features/usuarios, `['usuarios-admin', 'dropdowns', …]`): a department
 * created, renamed or deactivated here must show there at once, not after its 30 s of freshness.
 */
const CLAVE_SELECTORES_USUARIOS = ['usuarios-admin', 'dropdowns'] as const;
const invalidar = () => [CLAVE_DEPARTAMENTOS, CLAVE_SELECTORES_USUARIOS];

export interface ParametrosDepartamentos extends Paginacion<TOrdenDepartamentos> {
  busqueda: string;
  estado: '' | 'activos' | 'inactivos';
}

/** GET /api/departamentos: search, state, page and sort. */
export const departamentosQueryOptions = listaPaginada(
  [...CLAVE_DEPARTAMENTOS, 'lista'],
  '/departamentos',
  ZDepartamentosPaginaRespuesta,
  (p: ParametrosDepartamentos) => ({
    busqueda: p.busqueda.trim() || undefined,
    estado: p.estado || undefined,
    ...paginaMayusculas(p),
    ...ordenMayusculas(p),
  }),
);
export const useDepartamentos = (p: ParametrosDepartamentos) => useQuery(departamentosQueryOptions(p));

/** GET /api/departamentos/{id}, read afresh at every opening of the panel. */
export const departamentoQueryOptions = detallePorId(
  CLAVE_DEPARTAMENTOS,
  (id) => `/departamentos/${id}`,
  ZDepartamentoRespuesta.transform((r) => r.departamento),
);
export const useDepartamento = (id: number | null) => useConsultaPorId(departamentoQueryOptions, id);

export interface GuardarDepartamentoDatos extends TGuardarDepartamentoBody {
  id?: number | undefined;
}

/** POST /api/departamentos, or PUT /api/departamentos/{id} when it has an id. */
export const guardarDepartamentoApi = ({ id, ...datos }: GuardarDepartamentoDatos) =>
  peticion(id === undefined ? '/departamentos' : `/departamentos/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body: datos,
    schema: ZGuardarDepartamentoRespuesta,
  });
export const useGuardarDepartamento = () => useMutacionQueRecarga(guardarDepartamentoApi, { invalidar });

/** PATCH /api/departamentos/{id}/estado. */
export const cambiarEstadoDepartamentoApi = ({ id, activo }: { id: number; activo: boolean }) =>
  peticion(`/departamentos/${id}/estado`, {
    method: 'PATCH',
    body: { activo },
    schema: ZGuardarDepartamentoRespuesta,
  });
export const useCambiarEstadoDepartamento = () =>
  useMutacionQueRecarga(cambiarEstadoDepartamentoApi, { invalidar });

/** DELETE /api/departamentos/{id}: 409 while anyone belongs to it. */
export const eliminarDepartamentoApi = (id: number) =>
  peticion(`/departamentos/${id}`, { method: 'DELETE', schema: ZMensaje });
export const useEliminarDepartamento = () =>
  useMutacionQueRecarga(eliminarDepartamentoApi, { invalidar, siempre: true });

/** Waiting after the last key before asking the server. */
const ESPERA_BUSQUEDA_MS = 250;

/** The area-head picker's search on the server (active users, at most 20), asked once typing pauses. */
export function useOpcionesJefeArea(habilitado = true) {
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setBusqueda(texto.trim()), ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(t);
  }, [texto]);
  const consulta = useQuery({
    ...queryOptions({
      queryKey: [...CLAVE_DEPARTAMENTOS, 'opciones-jefe-area', busqueda],
      queryFn: ({ signal }) =>
        peticion('/departamentos/opciones-jefe-area', {
          query: { busqueda: busqueda || undefined, limite: LIMITE_OPCIONES_JEFE },
          schema: ZOpcionesJefe,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
    enabled: habilitado,
  });
  return {
    opciones: consulta.data ?? [],
    cargando: consulta.isFetching || texto.trim() !== busqueda,
    buscar: setTexto,
  };
}
