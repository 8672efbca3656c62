import type { TAccionAuditoria } from '@app/contract/auditoria';
import { PERMISOS } from '@app/contract/permisos';
import type { TTramoPlan, TTramoPlanBody } from '@app/contract/programacion';
import type { Db, Tx } from '../../db/client';
import { validarTramo } from '../../domain/rol-vacacional';
import { reglaNegocio } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import type { Notificador } from '../notificaciones/notificador.service';
import type { SaldosService } from '../saldos/saldos.service';
import * as repo from './programacion.repository';

// What the rol vacacional's use cases share: the dependencies, how a span is validated, described and audited.

export interface ContextoProgramacion {
  db: Db;
  reloj: Reloj;
  saldos: SaldosService;
  notificador: Notificador;
}

export const esRrhh = (u: UsuarioSesion) => u.permisos.includes(PERMISOS.ADMIN_USUARIOS);

export const aTramo = (f: repo.FilaTramo): TTramoPlan => ({ ...f, advertencias: f.advertencias ?? [] });

type Fila = Awaited<ReturnType<typeof repo.bloquearTramo>> & {};

export const datosTramo = (
  t: Pick<Fila, 'tipoVacaciones' | 'diasSolicitados' | 'fechaInicio' | 'fechaFin' | 'periodo' | 'estado'>,
) => ({
  tipoVacaciones: t.tipoVacaciones,
  diasSolicitados: t.diasSolicitados,
  fechaInicio: t.fechaInicio,
  fechaFin: t.fechaFin,
  periodo: t.periodo,
  estado: t.estado,
});

export const anioDe = (fecha: string) => Number(fecha.slice(0, 4));

export const describir = (t: { diasSolicitados: number; tipoVacaciones: string; fechaInicio: string }) =>
  `${t.diasSolicitados} día(s) ${t.tipoVacaciones} desde ${t.fechaInicio}`;

/** Validates a span with the request engine, seeing the employee's other spans (any year) as planned. */
export async function validar(
  ctx: ContextoProgramacion,
  tx: Tx,
  usuarioId: number,
  body: TTramoPlanBody,
  anio: number,
  id?: number,
) {
  const [entrada, tramos] = await Promise.all([
    ctx.saldos.entradaDe(tx, usuarioId, ctx.reloj.hoy()),
    repo.tramosActivosDelEmpleado(tx, usuarioId),
  ]);
  const r = validarTramo(
    entrada,
    tramos,
    {
      id,
      tipo: body.tipoVacaciones,
      dias: body.diasSolicitados,
      fechaInicio: body.fechaInicio,
      periodo: body.periodo,
    },
    anio,
  );
  if (!r.ok) throw reglaNegocio(r.codigo, r.mensaje);
  return r;
}

export async function auditar(
  tx: Tx,
  a: {
    accion: TAccionAuditoria;
    usuario: UsuarioSesion;
    afectadoId: number;
    id: number;
    mensaje: string;
    ip: string | null;
    antes?: Record<string, unknown>;
    despues?: Record<string, unknown>;
  },
) {
  await registrarAuditoria(tx, {
    modulo: 'PROGRAMACION_VACACIONES',
    tipoAccion: a.accion,
    severidad: 'INFO',
    mensajeCorto: a.mensaje.slice(0, 300),
    usuarioEjecutorId: a.usuario.id,
    usuarioAfectadoId: a.afectadoId,
    ip: a.ip,
    tablaAfectada: 'tramos_plan',
    registroId: a.id,
    datosAnteriores: a.antes,
    datosNuevos: a.despues,
  });
}
