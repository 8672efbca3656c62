import type { TCrearSolicitudBody } from '@app/contract/solicitudes';
import type { Tx } from '../../db/client';
import { validarNuevaSolicitud } from '../../domain/calculo-saldo';
import { noEncontrado, reglaNegocio } from '../../lib/app-error';
import { insertarYAuditar } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import { idsSustitutosVigentes } from '../delegaciones/delegaciones.service';
import { destinatariosEn } from '../notificaciones/notificador.service';
import { avisoSolicitudCreada } from './avisos';
import { materializar, yAvisar, type ContextoSolicitudes } from './contexto';
import * as bloqueos from './bloqueos.repository';
import * as repo from './solicitudes.repository';

type Valores = Parameters<typeof repo.altaDeSolicitud>[1];

/** The request and its audit record in one statement; the record names the id the insert gives. */
const insertarAuditada = (
  tx: Tx,
  usuario: UsuarioSesion,
  body: TCrearSolicitudBody,
  valores: Valores,
  ip: string | null,
) =>
  insertarYAuditar(tx, repo.altaDeSolicitud(tx, valores), {
    modulo: 'SOLICITUDES_VACACIONES',
    tipoAccion: 'CREAR_SOLICITUD',
    severidad: 'INFO',
    mensajeCorto: (nuevoId) =>
      `Solicitud #${nuevoId}: ${body.diasSolicitados} día(s) ${body.tipoVacaciones} desde ${body.fechaInicio}`,
    usuarioEjecutorId: usuario.id,
    usuarioAfectadoId: usuario.id,
    ip,
    tablaAfectada: 'solicitudes_vacaciones',
    datosNuevos: {
      tipoVacaciones: valores.tipoVacaciones,
      diasSolicitados: valores.diasSolicitados,
      fechaInicio: valores.fechaInicio,
      fechaFin: valores.fechaFin,
      periodo: valores.periodo,
      estado: valores.estado,
      advertencias: valores.advertencias,
      ...(body.tramoPlanId != null ? { tramoPlanId: body.tramoPlanId } : {}),
    },
  });

/**
 * Creates a request for the caller: validates R1–R7 against their balance at today's date in Lima,
 * computes the end date, assigns their direct manager, and audits — in one transaction, serialised per employee.
 */
export async function crearSolicitud(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  body: TCrearSolicitudBody,
  ip: string | null,
) {
  const { db, reloj, saldos, notificador, programacion } = ctx;
  const hoy = reloj.hoy();
  await materializar(ctx, usuario);
  return yAvisar(
    ctx,
    db.transaction(async (tx) => {
      // The manager's substitutes in force today decide it too (ADR 033): they are told at once.
      const empleado = await bloqueos.bloquearSolicitante(
        tx,
        usuario.id,
        (jefe) => idsSustitutosVigentes(jefe, hoy),
        destinatariosEn,
      );
      if (!empleado) throw noEncontrado('Usuario no encontrado');
      const entrada = await saldos.entradaDe(tx, empleado, hoy);
      const resultado = validarNuevaSolicitud(entrada, {
        tipo: body.tipoVacaciones,
        dias: body.diasSolicitados,
        fechaInicio: body.fechaInicio,
        periodo: body.periodo,
      });
      if (!resultado.ok) throw reglaNegocio(resultado.codigo, resultado.mensaje);
      const valores = {
        usuarioId: usuario.id,
        tipoVacaciones: body.tipoVacaciones,
        diasSolicitados: body.diasSolicitados,
        fechaInicio: body.fechaInicio,
        fechaFin: resultado.fechaFin,
        periodo: body.periodo,
        estado: 'Pendiente' as const,
        observaciones: body.observaciones?.trim() || null,
        advertencias: resultado.advertencias,
        fechaSolicitud: reloj.ahora(),
        jefeAsignadoId: empleado.jefeId,
      };
      const id = await insertarAuditada(tx, usuario, body, valores, ip);
      const creada = { ...valores, id };
      if (body.tramoPlanId != null) {
        if (!programacion) throw noEncontrado('El tramo del plan no existe');
        await programacion.convertirEnSolicitud(tx, usuario, body.tramoPlanId, creada, ip);
      }
      if (empleado.jefeId !== null) {
        const sustitutos = empleado.sustitutos.filter((id) => id !== usuario.id && id !== empleado.jefeId);
        await notificador.notificar(
          tx,
          [empleado.jefeId, ...sustitutos].map((id) =>
            avisoSolicitudCreada(creada, usuario.nombreCompleto, id),
          ),
          empleado.destinatarios,
        );
      }
      return {
        message: 'Solicitud de vacaciones creada exitosamente',
        id: creada.id,
        fechaFin: creada.fechaFin,
        periodo: creada.periodo,
        estado: 'Pendiente' as const,
        advertencias: resultado.advertencias,
      };
    }),
  );
}
