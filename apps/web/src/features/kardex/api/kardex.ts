import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZKardex, ZPersonasKardex } from '@app/contract/kardex';
import { consultaGet } from '../../../lib/consultas';

export const RUTA_KARDEX = '/reportes/vacaciones-usuario';
const CLAVE_KARDEX = ['kardex'] as const;

/** The picker's matches for the text typed (HR: the company; a manager: their team), with the person chosen first. */
export const usePersonasKardex = (busqueda: string, usuarioId: number | null) =>
  useQuery({
    ...consultaGet(
      [...CLAVE_KARDEX, 'personas', busqueda, usuarioId],
      `${RUTA_KARDEX}/personas`,
      ZPersonasKardex,
      {
        query: { busqueda, usuarioId },
      },
    ),
    // The last matches stay while the next ones load: the list does not flicker empty at every key.
    placeholderData: keepPreviousData,
  });

/** GET /api/reportes/vacaciones-usuario/{id}: the statement of the person chosen. */
export const useKardex = (usuarioId: number | null) =>
  useQuery({
    ...consultaGet([...CLAVE_KARDEX, 'detalle', usuarioId], `${RUTA_KARDEX}/${usuarioId}`, ZKardex),
    enabled: usuarioId !== null,
  });
