import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZCrearSolicitudRespuesta, type TCrearSolicitudBody } from '@app/contract/solicitudes';
import { peticion } from '../../../lib/api-client';
import { misSolicitudesBaseKey } from './get-mis-solicitudes';

export type TCrearSolicitudRespuesta = z.infer<typeof ZCrearSolicitudRespuesta>;

/** POST /api/solicitud-vacaciones/crear-solicitud-vacaciones: a new pending request. */
export const crearSolicitud = (datos: TCrearSolicitudBody): Promise<TCrearSolicitudRespuesta> =>
  peticion('/solicitud-vacaciones/crear-solicitud-vacaciones', {
    method: 'POST',
    body: datos,
    schema: ZCrearSolicitudRespuesta,
  });

interface Opciones {
  /** E.g. the page reloads the balance, which belongs to another feature. */
  onSuccess?: (respuesta: TCrearSolicitudRespuesta) => unknown;
}

export const useCrearSolicitud = ({ onSuccess }: Opciones = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearSolicitud,
    onSuccess: async (respuesta) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: misSolicitudesBaseKey }),
        onSuccess?.(respuesta),
      ]);
    },
  });
};
