import type { TCancelarSolicitudBody } from '@app/contract/solicitudes';
import { evaluarCancelacion } from '../../domain/ciclo-solicitud';
import { conflicto, sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { avisoCancelacion } from './avisos';
import { materializar, yAvisar, type ContextoSolicitudes } from './contexto';
import { bloquearConDueno, cambiarSolicitud } from './quien-actua';

/**
 * Cancels a request and releases its days (docs/reglas-vacaciones.md, «Reservas y ciclo de la solicitud»): the
 * owner their pending request at any time; an approved request that has not started, the owner, a manager above
 * them in the chain, or HR. The cancelling person is recorded.
 */
export async function cancelarSolicitud(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  id: number,
  body: TCancelarSolicitudBody,
  ip: string | null,
) {
  const { db, reloj, notificador } = ctx;
  const hoy = reloj.hoy();
  await materializar(ctx, usuario);
  return yAvisar(
    ctx,
    db.transaction(async (tx) => {
      const { solicitud: s, quien, destinatarios } = await bloquearConDueno(tx, usuario, id);
      if (quien.length === 0) {
        throw sinPermiso(
          'Solo quien creó la solicitud, un jefe en su línea de mando o RR. HH. puede cancelarla',
        );
      }
      const evaluacion = evaluarCancelacion(s, hoy, quien);
      if (!evaluacion.ok) {
        throw evaluacion.estadoHttp === 403 ? sinPermiso(evaluacion.mensaje) : conflicto(evaluacion.mensaje);
      }
      const ahora = reloj.ahora();
      const como = quien.includes('TITULAR') ? 'TITULAR' : quien.includes('JEFE') ? 'JEFE' : 'RRHH';
      await cambiarSolicitud(
        tx,
        usuario,
        s,
        ip,
        {
          estado: 'Cancelada',
          canceladoPorId: usuario.id,
          motivoCancelacion: body.MotivoCancelacion,
          fechaCancelacion: ahora,
        },
        {
          tipoAccion: 'CANCELAR_SOLICITUD',
          severidad: s.estado === 'Aprobada' ? 'WARNING' : 'INFO',
          mensajeCorto: `Solicitud #${id} (${s.estado.toLowerCase()}) cancelada por ${usuario.email}`,
          motivo: body.MotivoCancelacion,
          datosAnteriores: { estado: s.estado },
          datosNuevos: { estado: 'Cancelada', canceladoPorId: usuario.id, como },
        },
      );
      // The owner tells whoever approved it or was to decide it; anyone else tells the owner.
      const destinatario = como === 'TITULAR' ? (s.aprobadorId ?? s.jefeAsignadoId) : s.usuarioId;
      if (destinatario !== null && destinatario !== usuario.id) {
        await notificador.notificar(
          tx,
          [
            avisoCancelacion(
              s,
              destinatario,
              como !== 'TITULAR',
              usuario.nombreCompleto,
              body.MotivoCancelacion,
            ),
          ],
          destinatarios,
        );
      }
      return { message: 'Solicitud cancelada exitosamente' };
    }),
  );
}
