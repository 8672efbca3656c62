import type { TInterrumpirSolicitudBody } from '@app/contract/solicitudes';
import { evaluarInterrupcion } from '../../domain/ciclo-solicitud';
import { conflicto, reglaNegocio, sinPermiso } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { materializar, type ContextoSolicitudes } from './contexto';
import { bloquearConDueno, cambiarSolicitud } from './quien-actua';

/**
 * Recall to work (docs/reglas-vacaciones.md, «Reservas y ciclo de la solicitud»): a manager in the chain or HR
 * records the actual last day of rest of an approved request that started. The request keeps what was requested;
 * its days and end become the actual ones, so the unused days return to the same period at once (the engine and
 * the per-period sums read the actual days).
 */
export async function interrumpirSolicitud(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  id: number,
  body: TInterrumpirSolicitudBody,
  ip: string | null,
) {
  const { db, reloj } = ctx;
  const hoy = reloj.hoy();
  await materializar(ctx, usuario);
  return db.transaction(async (tx) => {
    const { solicitud: s, quien } = await bloquearConDueno(tx, usuario, id);
    const evaluacion = evaluarInterrupcion(s, hoy, body.fechaFinReal, quien);
    if (!evaluacion.ok) {
      if (evaluacion.estadoHttp === 403) throw sinPermiso(evaluacion.mensaje);
      if (evaluacion.estadoHttp === 409) throw conflicto(evaluacion.mensaje);
      throw reglaNegocio('FECHA_INTERRUPCION_INVALIDA', evaluacion.mensaje);
    }
    const antes = { diasSolicitados: s.diasSolicitados, fechaFin: s.fechaFin };
    const ahora = reloj.ahora();
    const devueltos = s.diasSolicitados - evaluacion.diasGozados;
    await cambiarSolicitud(
      tx,
      usuario,
      s,
      ip,
      {
        diasSolicitados: evaluacion.diasGozados,
        fechaFin: body.fechaFinReal,
        // A second interruption keeps what was originally requested.
        diasSolicitadosOriginales: s.diasSolicitadosOriginales ?? s.diasSolicitados,
        fechaFinSolicitada: s.fechaFinSolicitada ?? s.fechaFin,
        interrumpidoPorId: usuario.id,
        motivoInterrupcion: body.motivo,
        fechaInterrupcion: ahora,
      },
      {
        tipoAccion: 'INTERRUMPIR_SOLICITUD',
        severidad: 'WARNING',
        mensajeCorto: `Solicitud #${id} interrumpida: último día ${body.fechaFinReal}; ${devueltos} día(s) vuelven al período ${s.periodo}`,
        motivo: body.motivo,
        datosAnteriores: antes,
        datosNuevos: {
          diasSolicitados: evaluacion.diasGozados,
          fechaFin: body.fechaFinReal,
          diasSolicitadosOriginales: s.diasSolicitadosOriginales ?? s.diasSolicitados,
          fechaFinSolicitada: s.fechaFinSolicitada ?? s.fechaFin,
        },
      },
    );
    return { message: 'Interrupción registrada exitosamente' };
  });
}
