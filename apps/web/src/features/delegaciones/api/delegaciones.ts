import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMensaje } from '@app/contract/comun';
import {
  ZDelegacion,
  ZMisDelegaciones,
  ZSolicitudesPorDelegacion,
  ZSustitutos,
  type TCrearDelegacionBody,
} from '@app/contract/delegaciones';
import { peticion } from '../../../lib/api-client';
import { consultaGet, useMutacionQueRecarga } from '../../../lib/consultas';
import { CLAVE_GESTION_SOLICITUDES } from '../../equipo';

export const CLAVE_DELEGACIONES = ['delegaciones'] as const;
// Under the team list's key: every decision already reloads it.
export const CLAVE_POR_DELEGACION = [...CLAVE_GESTION_SOLICITUDES, 'por-delegacion'] as const;

/** GET /api/delegaciones: the delegations I gave and received, in force or ahead. */
export const useMisDelegaciones = (habilitada = true) =>
  useQuery({ ...consultaGet(CLAVE_DELEGACIONES, '/delegaciones', ZMisDelegaciones), enabled: habilitada });

/** GET /api/delegaciones/solicitudes: pending requests I may decide today by delegation. */
export const useSolicitudesPorDelegacion = () =>
  useQuery(consultaGet(CLAVE_POR_DELEGACION, '/delegaciones/solicitudes', ZSolicitudesPorDelegacion));

/** GET /api/delegaciones/sustitutos?busqueda=: whom I may name (server search, at most 20). */
export const useSustitutos = (busqueda: string, habilitada: boolean) =>
  useQuery({
    ...consultaGet([...CLAVE_DELEGACIONES, 'sustitutos', busqueda], '/delegaciones/sustitutos', ZSustitutos, {
      query: { busqueda: busqueda || undefined },
    }),
    enabled: habilitada,
    placeholderData: keepPreviousData,
  });

export const useCrearDelegacion = () =>
  useMutacionQueRecarga(
    (cuerpo: TCrearDelegacionBody) =>
      peticion('/delegaciones', { method: 'POST', body: cuerpo, schema: ZDelegacion }),
    { invalidar: () => [CLAVE_DELEGACIONES] },
  );

export const useRevocarDelegacion = () =>
  useMutacionQueRecarga(
    (id: number) => peticion(`/delegaciones/${id}`, { method: 'DELETE', schema: ZMensaje }),
    { invalidar: () => [CLAVE_DELEGACIONES], siempre: true },
  );
