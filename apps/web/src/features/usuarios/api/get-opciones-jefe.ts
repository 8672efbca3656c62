import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITE_OPCIONES_JEFE, ZOpcionesJefe } from '@app/contract/usuarios';
import { peticion } from '../../../lib/api-client';
import { CLAVE_USUARIOS } from './get-usuarios';

/** Waiting after the last key before asking the server. */
export const ESPERA_BUSQUEDA_JEFE_MS = 250;

/** GET /api/usuarios-admin/opciones-jefe?busqueda=…&limite=20&excluirId=… → at most 20 active users. */
export const opcionesJefeQueryOptions = (busqueda: string, excluirId: number | undefined) =>
  queryOptions({
    queryKey: [...CLAVE_USUARIOS, 'opciones-jefe', { busqueda, excluirId }],
    queryFn: ({ signal }) =>
      peticion('/usuarios-admin/opciones-jefe', {
        query: { busqueda: busqueda || undefined, limite: LIMITE_OPCIONES_JEFE, excluirId },
        schema: ZOpcionesJefe,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * The manager picker's search: `buscar(texto)` as the user types; the server is asked once typing pauses, and
 * the previous answer stays while the next one comes (the company is never downloaded whole).
 */
export function useOpcionesJefe(excluirId: number | undefined, habilitado = true) {
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setBusqueda(texto.trim()), ESPERA_BUSQUEDA_JEFE_MS);
    return () => clearTimeout(t);
  }, [texto]);
  const consulta = useQuery({ ...opcionesJefeQueryOptions(busqueda, excluirId), enabled: habilitado });
  return {
    opciones: consulta.data ?? [],
    cargando: consulta.isFetching || texto.trim() !== busqueda,
    error: consulta.error,
    buscar: setTexto,
  };
}
