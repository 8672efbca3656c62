import {
  MENSAJES_DELEGACION as M,
  type TCrearDelegacionBody,
  type TDelegacion,
  type TMisDelegaciones,
} from '@app/contract/delegaciones';
import { ENLACES_NOTIFICACION, fechaLegible } from '@app/contract/notificaciones';
import { PERMISOS } from '@app/contract/permisos';
import type { Db } from '../../db/client';
import { AppError, conflicto, noEncontrado, sinPermiso } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import type { Notificador } from '../notificaciones/notificador.service';
import * as repo from './delegaciones.repository';

// For the requests module (ADR 019: modules meet through services): who else approves for a manager today.
export {
  decidiblesPorDelegacion,
  idsSustitutosVigentes,
  sustitutosVigentes,
} from './delegaciones.repository';

const invalido = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', mensaje, { [campo]: [mensaje] });

const aDelegacion = (f: repo.FilaDelegacion): TDelegacion => ({
  ...f,
  vigente: Boolean(f.vigente),
  fechaCreacion: new Date(f.fechaCreacion).toISOString(),
});

const cuando = (d: { automatica: boolean; fechaDesde: string | null; fechaHasta: string | null }) =>
  d.automatica
    ? 'mientras esté de vacaciones'
    : `del ${fechaLegible(d.fechaDesde ?? '')} al ${fechaLegible(d.fechaHasta ?? '')}`;

/** Delegation of approvals (ADR 033): a manager names a substitute approver. */
export function crearDelegacionesService(deps: { db: Db; reloj: Reloj; notificador: Notificador }) {
  const { db, reloj, notificador } = deps;

  async function listar(usuario: UsuarioSesion): Promise<TMisDelegaciones> {
    const filas = (await repo.listarDelegaciones(db, usuario.id, reloj.hoy())).map(aDelegacion);
    return {
      otorgadas: filas.filter((d) => d.jefeId === usuario.id),
      recibidas: filas.filter((d) => d.sustitutoId === usuario.id),
    };
  }

  const sustitutos = (usuario: UsuarioSesion, busqueda?: string) =>
    repo.buscarSustitutos(db, { busqueda, excluirId: usuario.id });

  /**
   * The caller (who manages requests) names a substitute who manages requests too, for a range from today on or
   * while on approved vacation. Audited and the substitute notified in the same transaction.
   */
  async function crear(usuario: UsuarioSesion, body: TCrearDelegacionBody, ip: string | null) {
    if (!usuario.permisos.includes(PERMISOS.GESTION_SOLICITUDES)) throw sinPermiso(M.sinPermiso);
    if (body.sustitutoId === usuario.id) throw invalido('SustitutoId', M.sustitutoUnoMismo);
    const hoy = reloj.hoy();
    const automatica = body.automatica === true;
    if (!automatica) {
      if (body.fechaHasta! < hoy) throw invalido('FechaHasta', M.rangoPasado);
      if (body.fechaDesde! < hoy) throw invalido('FechaDesde', M.desdePasado);
    }
    const creada = await db.transaction(async (tx) => {
      if (!(await repo.esGestorActivo(tx, body.sustitutoId)))
        throw invalido('SustitutoId', M.sustitutoNoValido);
      const d = await repo.insertarDelegacion(tx, {
        jefeId: usuario.id,
        sustitutoId: body.sustitutoId,
        automatica,
        fechaDesde: automatica ? null : body.fechaDesde!,
        fechaHasta: automatica ? null : body.fechaHasta!,
        motivo: body.motivo?.trim() || null,
        creadoPorId: usuario.id,
      });
      const datos = {
        sustitutoId: d.sustitutoId,
        automatica: d.automatica,
        fechaDesde: d.fechaDesde,
        fechaHasta: d.fechaHasta,
      };
      await registrarAuditoria(tx, {
        modulo: 'SOLICITUDES_VACACIONES',
        tipoAccion: 'CREAR_DELEGACION',
        severidad: 'INFO',
        mensajeCorto: `Delegación #${d.id}: ${usuario.email} delega sus aprobaciones ${cuando(d)}`,
        motivo: d.motivo,
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: d.sustitutoId,
        ip,
        tablaAfectada: 'delegaciones',
        registroId: d.id,
        datosNuevos: datos,
      });
      await notificador.notificar(tx, [
        {
          tipo: 'DELEGACION_RECIBIDA',
          destinatarioId: d.sustitutoId,
          titulo: `${usuario.nombreCompleto} le delegó sus aprobaciones`,
          mensaje: `${usuario.nombreCompleto} le delegó la aprobación de las solicitudes de su equipo ${cuando(d)}.`,
          enlace: ENLACES_NOTIFICACION.porDelegacion,
          correo: {
            parrafos: [
              `${usuario.nombreCompleto} le delegó la aprobación de las solicitudes de vacaciones de su equipo ${cuando(d)}.`,
              ...(d.motivo ? [`Motivo: ${d.motivo}`] : []),
              'Las verá en Gestión de Solicitudes, en la pestaña "Por delegación".',
            ],
            textoEnlace: 'Ver las solicitudes por delegación',
          },
        },
      ]);
      return d;
    });
    notificador.despertar();
    const [vista] = (await repo.listarDelegaciones(db, usuario.id, hoy)).filter((f) => f.id === creada.id);
    return aDelegacion(
      vista ?? {
        ...creada,
        nombreJefe: usuario.nombreCompleto,
        nombreSustituto: '',
        vigente: false,
      },
    );
  }

  /** Only the manager who delegated revokes; the row stays (inactive) for the audit trail. */
  async function revocar(usuario: UsuarioSesion, id: number, ip: string | null) {
    return db.transaction(async (tx) => {
      const d = await repo.bloquearDelegacion(tx, id);
      if (!d) throw noEncontrado(M.noEncontrada);
      if (d.jefeId !== usuario.id) throw sinPermiso('Solo quien delegó puede revocar la delegación');
      if (!d.activa) throw conflicto(M.yaRevocada);
      await repo.revocarDelegacion(tx, id, reloj.ahora());
      await registrarAuditoria(tx, {
        modulo: 'SOLICITUDES_VACACIONES',
        tipoAccion: 'REVOCAR_DELEGACION',
        severidad: 'INFO',
        mensajeCorto: `Delegación #${id} revocada por ${usuario.email}`,
        usuarioEjecutorId: usuario.id,
        usuarioAfectadoId: d.sustitutoId,
        ip,
        tablaAfectada: 'delegaciones',
        registroId: id,
        datosAnteriores: { activa: true },
        datosNuevos: { activa: false },
      });
      return { message: M.revocada };
    });
  }

  return { listar, sustitutos, crear, revocar };
}

export type DelegacionesService = ReturnType<typeof crearDelegacionesService>;
