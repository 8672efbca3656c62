import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContextoEmpresa, ZEmpresaPublica } from '@app/contract/empresa';
import { hoyEnZona } from '@app/contract/fechas';
import { fijarContextoNegocio } from '../utils/negocio';
import { peticion } from './api-client';

/** Every query of the company's data starts with this key: saving it in Configuración invalidates them all. */
export const CLAVE_EMPRESA = ['empresa'] as const;

/** GET /api/empresa/publica (no session): name, logo and the demo flag, for /login and every page. */
export const empresaPublicaQuery = () =>
  queryOptions({
    queryKey: [...CLAVE_EMPRESA, 'publica'],
    queryFn: ({ signal }) => peticion('/empresa/publica', { schema: ZEmpresaPublica, signal }),
    staleTime: 5 * 60_000,
  });

export const useEmpresaPublica = () => useQuery(empresaPublicaQuery());

/** The company's trade name once known (an empty string meanwhile: nothing is invented). */
export const useNombreEmpresa = () => useEmpresaPublica().data?.nombreComercial ?? '';

/**
 * GET /api/empresa/contexto (signed in): the business zone and today's business date, read before the shell draws
 * any page. Never polled: a timed call with the session would keep an idle session alive for ever (SESION_INACTIVIDAD_MIN). When
 * the server's "today" is the clock's date in that zone, the web keeps counting from the clock, so "today" still
 * moves at midnight; a different date means the server pins it (APP_TODAY) and the web keeps that one.
 */
export const contextoEmpresaQuery = () =>
  queryOptions({
    queryKey: [...CLAVE_EMPRESA, 'contexto'],
    queryFn: async ({ signal }) => {
      const contexto = await peticion('/empresa/contexto', { schema: ZContextoEmpresa, signal });
      const fijo = contexto.hoy !== hoyEnZona(contexto.zonaHoraria);
      fijarContextoNegocio({ zonaHoraria: contexto.zonaHoraria, hoy: fijo ? contexto.hoy : null });
      return contexto;
    },
    staleTime: 5 * 60_000,
  });

export const useContextoEmpresa = () => useQuery(contextoEmpresaQuery());
