import { hoyEnZona, sumarDias } from '@app/contract/fechas';
import type { Db } from '../../db/client';
import type { Reloj } from '../../lib/reloj';
import { cederTurno } from '../../lib/tareas-periodicas';
import { accionesDebidas, diasHabilesTranscurridos } from '../../domain/dias-habiles';
import { registrarAuditoria } from '../../db/registro-auditoria';
import { sustitutosVigentes } from '../delegaciones/delegaciones.service';
import type { Notificador } from '../notificaciones/notificador.service';
import { avisoEscalamiento, avisoRecordatorio } from './avisos';
import * as repo from './recordatorios.repository';

/**
 * Approvals that do not stall (ADR 033): a periodic round reminds the approver of a request pending
 * `diasRecordatorio` working days and escalates it to the approver's manager after `diasEscalamiento`. Each step
 * happens once, whatever the number of processes: the row is claimed by a conditional update in the same
 * transaction as its notification (and the notification has its own key).
 */
export function crearRecordatorios(deps: { db: Db; reloj: Reloj; notificador: Notificador }) {
  const { db, reloj, notificador } = deps;

  async function recordarYEscalar() {
    const hoy = reloj.hoy();
    const zona = reloj.zona();
    const candidatas = await repo.pendientesSinRecordarOEscalar(db, hoy);
    if (candidatas.length === 0) return { recordadas: 0, escaladas: 0 };
    const reglas = await repo.diasDeAprobacion(db);
    const desde = candidatas.reduce((min, c) => {
      const d = hoyEnZona(zona, c.fechaSolicitud);
      return d < min ? d : min;
    }, hoy);
    const feriados = new Set(await repo.feriadosDesde(db, sumarDias(desde, 1)));
    let recordadas = 0;
    let escaladas = 0;
    for (const c of candidatas) {
      // Counted from the day it was made, in the business zone.
      const espera = diasHabilesTranscurridos(hoyEnZona(zona, c.fechaSolicitud), hoy, feriados);
      const acciones = accionesDebidas(espera, reglas, {
        recordada: c.recordatorioEn !== null,
        escalada: c.escaladaAId !== null,
      });
      if (acciones.includes('RECORDAR') && (await recordar(c.id, hoy, espera))) recordadas++;
      if (acciones.includes('ESCALAR') && (await escalar(c.id))) escaladas++;
      if (acciones.length > 0) await cederTurno();
    }
    if (recordadas + escaladas > 0) notificador.despertar();
    return { recordadas, escaladas };
  }

  async function recordar(id: number, hoy: string, espera: number) {
    return db.transaction(async (tx) => {
      const s = await repo.marcarRecordatorio(tx, id, reloj.ahora());
      if (!s) return false;
      if (s.jefeAsignadoId === null) return true;
      const solicitante = await repo.nombreDe(tx, s.usuarioId);
      const destinatarios = [
        s.jefeAsignadoId,
        ...(await sustitutosVigentes(tx, s.jefeAsignadoId, hoy)).filter(
          (x) => x !== s.usuarioId && x !== s.jefeAsignadoId,
        ),
      ];
      await notificador.notificar(
        tx,
        destinatarios.map((d) => avisoRecordatorio(s, solicitante, d, espera)),
      );
      return true;
    });
  }

  async function escalar(id: number) {
    return db.transaction(async (tx) => {
      const [previa] = await repo.pendientesPorId(tx, id);
      if (!previa?.jefeAsignadoId) return false;
      const superior = await repo.superiorActivo(tx, previa.jefeAsignadoId);
      // Nobody above the approver (or a cycle back to the applicant): nothing to escalate to.
      if (!superior || superior.id === previa.usuarioId) return false;
      const s = await repo.marcarEscalamiento(tx, id, superior.id, reloj.ahora());
      if (!s) return false;
      const [solicitante, aprobador] = await Promise.all([
        repo.nombreDe(tx, s.usuarioId),
        repo.nombreDe(tx, previa.jefeAsignadoId),
      ]);
      await registrarAuditoria(tx, {
        modulo: 'SOLICITUDES_VACACIONES',
        tipoAccion: 'ESCALAR_SOLICITUD',
        severidad: 'WARNING',
        mensajeCorto: `Solicitud #${id} sin respuesta de ${aprobador}: escalada a ${superior.nombre}`.slice(
          0,
          300,
        ),
        usuarioEjecutorId: null,
        usuarioAfectadoId: s.usuarioId,
        tablaAfectada: 'solicitudes_vacaciones',
        registroId: id,
        datosAnteriores: { escaladaAId: null },
        datosNuevos: { escaladaAId: superior.id },
      });
      await notificador.notificar(tx, [avisoEscalamiento(s, solicitante, aprobador, superior.id)]);
      return true;
    });
  }

  return { recordarYEscalar };
}
