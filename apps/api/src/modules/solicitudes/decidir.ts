import type { TAprobarSolicitudBody } from '@app/contract/equipo';
import type { Tx } from '../../db/client';
import { validarNuevaSolicitud } from '../../domain/calculo-saldo';
import { MENSAJE_YA_NO_APROBABLE, MOTIVO_SIN_RESPUESTA, puedeDecidirse } from '../../domain/ciclo-solicitud';
import { conflicto, reglaNegocio } from '../../lib/app-error';
import type { UsuarioSesion } from '../auth/auth.service';
import { excesosSiSeAprueba, resumenExcesos } from '../cobertura/cobertura.service';
import { autorizarDecision } from './autorizacion-decision';
import { avisoDecision } from './avisos';
import { yAvisar, type ContextoSolicitudes } from './contexto';
import { bloquearConDueno, cambiarSolicitud } from './quien-actua';

type Bloqueada = Awaited<ReturnType<typeof bloquearConDueno>>;

/** 409 unless the request is pending and may still be decided today. */
function exigirDecidible(s: Bloqueada['solicitud'], hoy: string) {
  // Undecided past its start: closed, whether or not that was already stored.
  const cerradaSinRespuesta =
    s.estado === 'Cancelada' && s.canceladoPorId === null && s.motivoCancelacion === MOTIVO_SIN_RESPUESTA;
  if (
    (s.estado === 'Pendiente' || cerradaSinRespuesta) &&
    !puedeDecidirse({ ...s, estado: 'Pendiente' }, hoy)
  ) {
    throw conflicto(MENSAJE_YA_NO_APROBABLE);
  }
  if (s.estado !== 'Pendiente') {
    throw conflicto(
      `La solicitud ya fue ${s.estado.toLowerCase()}; solo se pueden gestionar solicitudes pendientes`,
    );
  }
}

/** Approval re-checks the balance rules against today's data (422 when one fails). */
async function revalidarAprobacion(
  ctx: ContextoSolicitudes,
  tx: Tx,
  empleado: Bloqueada['dueno'],
  s: Bloqueada['solicitud'],
  hoy: string,
) {
  const entrada = await ctx.saldos.entradaDe(tx, empleado, hoy);
  const v = validarNuevaSolicitud(entrada, {
    id: s.id,
    tipo: s.tipoVacaciones,
    dias: s.diasSolicitados,
    fechaInicio: s.fechaInicio,
    periodo: s.periodo,
  });
  // The order of periods and the start date were checked when it was requested; a late decision keeps them.
  if (!v.ok && v.codigo !== 'FECHA_PASADA' && v.codigo !== 'ORDEN_PERIODOS') {
    throw reglaNegocio(v.codigo, `No se puede aprobar: ${v.mensaje}`);
  }
}

/**
 * A manager above the applicant (direct or higher), holding the management permission and not the applicant,
 * approves or rejects a pending request. The request is locked, so of two concurrent decisions one wins and the
 * other sees the new status (409). Approval re-checks the block rule and overlaps against today's data.
 */
export async function decidirSolicitud(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  id: number,
  body: TAprobarSolicitudBody,
  ip: string | null,
) {
  const { db, reloj, notificador } = ctx;
  const aprobar = body.accion === 'aprobar';
  const hoy = reloj.hoy();
  return yAvisar(
    ctx,
    db.transaction(async (tx) => {
      const {
        solicitud: s,
        dueno: empleado,
        conCobertura,
        enCadena,
        destinatarios,
      } = await bloquearConDueno(tx, usuario, id);
      // A manager in the chain decides as such; otherwise a substitute of one of them, in force today (ADR 033).
      const delegacion = await autorizarDecision(tx, usuario, { id, usuarioId: empleado.id, enCadena }, hoy);
      exigirDecidible(s, hoy);
      if (aprobar) await revalidarAprobacion(ctx, tx, empleado, s, hoy);
      // Approving over the department's coverage is allowed (the manager decides), and recorded.
      const coberturaExcedida =
        aprobar && conCobertura ? await excesosSiSeAprueba(tx, s, empleado.departamentoId) : [];
      const estado = aprobar ? 'Aprobada' : 'Rechazada';
      const comentarios = body.comentarios?.trim() || null;
      const porDelegacion = delegacion ? ` por delegación de ${delegacion.nombreDelegadoDe}` : '';
      await cambiarSolicitud(
        tx,
        usuario,
        s,
        ip,
        {
          estado,
          aprobadorId: usuario.id,
          fechaAprobacion: reloj.ahora(),
          comentarios,
          delegadoDeId: delegacion?.delegadoDeId ?? null,
        },
        {
          tipoAccion: aprobar ? 'APROBAR_SOLICITUD' : 'RECHAZAR_SOLICITUD',
          severidad: coberturaExcedida.length > 0 ? 'WARNING' : 'INFO',
          mensajeCorto:
            `Solicitud #${id} ${aprobar ? 'aprobada' : 'rechazada'}${porDelegacion}${resumenExcesos(coberturaExcedida)}`.slice(
              0,
              300,
            ),
          motivo: comentarios,
          datosAnteriores: { estado: s.estado },
          datosNuevos: {
            estado,
            comentarios,
            ...(delegacion ? { delegadoDeId: delegacion.delegadoDeId } : {}),
            ...(coberturaExcedida.length > 0 ? { coberturaExcedida } : {}),
          },
        },
      );
      await notificador.notificar(
        tx,
        [avisoDecision(s, aprobar, `${usuario.nombreCompleto}${porDelegacion}`, comentarios)],
        destinatarios,
      );
      return { message: aprobar ? 'Solicitud aprobada exitosamente' : 'Solicitud rechazada exitosamente' };
    }),
  );
}
