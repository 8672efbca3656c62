import type { TSolicitudItem } from '@app/contract/solicitudes';
import { PERMISOS } from '@app/contract/permisos';
import type { Tx } from '../../db/client';
import { estadoEfectivo, esCancelablePor, type QuienCancela } from '../../domain/ciclo-solicitud';
import { noEncontrado } from '../../lib/app-error';
import { cambiarYAuditar, type EventoAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import { destinatariosEn } from '../notificaciones/notificador.service';
import * as bloqueos from './bloqueos.repository';
import * as repo from './solicitudes.repository';

/** HR, for the cancellation and interruption rules: whoever holds the user-administration permission. */
export const esRrhh = (usuario: UsuarioSesion) => usuario.permisos.includes(PERMISOS.ADMIN_USUARIOS);

export const puedeGestionar = (usuario: UsuarioSesion) =>
  usuario.permisos.includes(PERMISOS.GESTION_SOLICITUDES);

/** Roles in which the caller may act on a request: the owner, a manager in the chain, HR. */
export const rolesSobre = (
  usuario: UsuarioSesion,
  duenoId: number,
  esJefeEnCadena: boolean,
): QuienCancela[] => [
  ...(duenoId === usuario.id ? (['TITULAR'] as const) : []),
  ...(esJefeEnCadena && duenoId !== usuario.id && puedeGestionar(usuario) ? (['JEFE'] as const) : []),
  ...(esRrhh(usuario) ? (['RRHH'] as const) : []),
];

/**
 * Locks the request's owner and then the request (404 if missing), with what their balance needs and whether the
 * caller is above the owner in the chain, in one round trip; `quien`: the roles in which the caller may act on it.
 */
export async function bloquearConDueno(tx: Tx, usuario: UsuarioSesion, id: number) {
  const fila = await bloqueos.bloquearConDueno(tx, id, usuario.id, destinatariosEn);
  if (!fila) throw noEncontrado('La solicitud no existe');
  const enCadena = fila.dueno.id !== usuario.id && fila.enCadena;
  return { ...fila, enCadena, quien: rolesSobre(usuario, fila.dueno.id, enCadena) };
}

/**
 * Changes the locked request `s` and writes its audit record in one statement (auditoria.cambiarYAuditar), with
 * what every such record names: the module, the caller, the owner, the table and the row.
 */
export const cambiarSolicitud = (
  tx: Tx,
  usuario: UsuarioSesion,
  s: { id: number; usuarioId: number },
  ip: string | null,
  cambios: Parameters<typeof repo.actualizacionDeSolicitud>[2],
  evento: Pick<
    EventoAuditoria,
    'tipoAccion' | 'severidad' | 'mensajeCorto' | 'motivo' | 'datosAnteriores' | 'datosNuevos'
  >,
) =>
  cambiarYAuditar(tx, repo.actualizacionDeSolicitud(tx, s.id, cambios), {
    modulo: 'SOLICITUDES_VACACIONES',
    usuarioEjecutorId: usuario.id,
    usuarioAfectadoId: s.usuarioId,
    ip,
    tablaAfectada: 'solicitudes_vacaciones',
    registroId: s.id,
    ...evento,
  });

type FilaItem = Awaited<ReturnType<typeof repo.listarSolicitudes>>[number];

export const aInstante = (d: Date | null) => (d ? d.toISOString() : null);

/** A row of any request list, as the lists answer it. */
export const aItem = (f: FilaItem, quien: QuienCancela[], hoy: string): TSolicitudItem => ({
  id: f.id,
  tipoVacaciones: f.tipoVacaciones as TSolicitudItem['tipoVacaciones'],
  fechaInicio: f.fechaInicio,
  fechaFin: f.fechaFin,
  diasSolicitados: f.diasSolicitados,
  estado: estadoEfectivo(f, hoy),
  fechaSolicitud: f.fechaSolicitud.toISOString(),
  periodo: f.periodo,
  nombreSolicitante: f.nombreSolicitante,
  nombreJefeDirecto: f.nombreJefeDirecto,
  nombreAprobador: f.nombreAprobador,
  fechaAprobacion: aInstante(f.fechaAprobacion),
  puedeCancelar: esCancelablePor(f, hoy, quien),
});
