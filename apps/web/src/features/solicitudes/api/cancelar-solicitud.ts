import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { TCancelarSolicitudBody } from '@app/contract/solicitudes';
import { peticion } from '../../../lib/api-client';
import { misSolicitudesBaseKey } from './get-mis-solicitudes';
import { detalleSolicitudBaseKey } from './get-solicitud';

const ZMensaje = z.object({ message: z.string() });

/** PUT /api/solicitud-vacaciones/{id}/cancelar: 409 when it can no longer be cancelled (decided, started), 403 when not allowed. */
export const cancelarSolicitud = ({ id, ...cuerpo }: TCancelarSolicitudBody & { id: number }) =>
  peticion(`/solicitud-vacaciones/${id}/cancelar`, { method: 'PUT', body: cuerpo, schema: ZMensaje });

interface Opciones {
  /** E.g. the page reloads the balance (cancelling releases the days). */
  onSuccess?: () => unknown;
}

export const useCancelarSolicitud = ({ onSuccess }: Opciones = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarSolicitud,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: misSolicitudesBaseKey }),
        queryClient.invalidateQueries({ queryKey: detalleSolicitudBaseKey }),
        onSuccess?.(),
      ]);
    },
  });
};
