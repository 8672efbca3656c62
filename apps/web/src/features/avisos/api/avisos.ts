import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import {
  RUTA_NO_LEIDAS,
  ZNoLeidas,
  ZNotificacionesRespuesta,
  ZPreferenciasNotificacion,
  type TPreferenciasNotificacion,
} from '@app/contract/notificaciones';
import { peticion } from '../../../lib/api-client';
import { consultaGet } from '../../../lib/consultas';

/** Prefix of every bell query: reading one or all reloads the count and the list. */
export const CLAVE_AVISOS = ['avisos'] as const;
const CLAVE_NO_LEIDAS = [...CLAVE_AVISOS, 'no-leidas'] as const;
const CLAVE_PREFERENCIAS = ['avisos-preferencias'] as const;

/** How often the open app asks for the unread count (ADR 031: polling, not a push channel). */
export const INTERVALO_AVISOS_MS = 30_000;

/** The bell shows the newest ones; older ones stay on the server. */
export const AVISOS_EN_LA_CAMPANA = 10;

/**
 * GET /api/notificaciones/no-leidas, every 30 s while the tab is visible and again whenever the window regains
 * focus or becomes visible. The server does not count it as activity: an idle tab still signs out.
 */
export const useNoLeidas = (intervaloMs = INTERVALO_AVISOS_MS) =>
  useQuery({
    ...consultaGet(CLAVE_NO_LEIDAS, RUTA_NO_LEIDAS, ZNoLeidas),
    staleTime: 0,
    refetchInterval: intervaloMs,
    refetchOnWindowFocus: 'always',
  });

/** GET /api/notificaciones: the newest ones, read while the bell's list is open. */
export const useAvisos = (abierto: boolean) =>
  useQuery({
    ...consultaGet([...CLAVE_AVISOS, 'lista'], '/notificaciones', ZNotificacionesRespuesta, {
      query: { pageNumber: 1, pageSize: AVISOS_EN_LA_CAMPANA },
    }),
    staleTime: 0,
    enabled: abierto,
  });

const useMutacionAvisos = <V>(fn: (v: V) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLAVE_AVISOS }),
  });
};

/** PUT /api/notificaciones/{id}/leida. */
export const useMarcarLeida = () =>
  useMutacionAvisos((id: number) =>
    peticion(`/notificaciones/${id}/leida`, { method: 'PUT', schema: ZNoLeidas }),
  );

/** PUT /api/notificaciones/leidas. */
export const useMarcarTodasLeidas = () =>
  useMutacionAvisos(() => peticion('/notificaciones/leidas', { method: 'PUT', schema: ZNoLeidas }));

/** GET /api/notificaciones/preferencias: the person's e-mail choices (the defaults until changed). */
export const usePreferenciasAvisos = (abierto: boolean) =>
  useQuery({
    ...consultaGet(CLAVE_PREFERENCIAS, '/notificaciones/preferencias', ZPreferenciasNotificacion),
    staleTime: 0,
    gcTime: 0,
    enabled: abierto,
  });

/** PUT /api/notificaciones/preferencias. */
export const useGuardarPreferenciasAvisos = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: TPreferenciasNotificacion) =>
      peticion('/notificaciones/preferencias', {
        method: 'PUT',
        body: datos,
        schema: ZPreferenciasNotificacion,
      }),
    onSuccess: (datos) => queryClient.setQueryData(CLAVE_PREFERENCIAS, datos),
  });
};
