import {
  CAMPOS_CONFIGURACION,
  MENSAJES_CONFIGURACION as M,
  type TActualizarConfiguracionBody,
  type TConfiguracionEmpresa,
} from '@app/contract/configuracion';
import { etiquetaCampo } from '@app/contract/auditoria-cambios';
import type { Db } from '../../db/client';
import { AppError, noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import { leerConfiguracion } from '../saldos/saldos.service';
import * as repo from './configuracion.repository';

type FilaConfiguracion = NonNullable<Awaited<ReturnType<typeof leerConfiguracion>>>;

const aConfiguracion = (f: FilaConfiguracion): TConfiguracionEmpresa => ({
  regimen: f.regimen === 'MYPE' ? 'MYPE' : 'GENERAL',
  permitirAdelanto: f.regimen === 'MYPE' ? false : f.permitirAdelanto,
  topeAdelanto: f.topeAdelanto === 'FULL' ? 'FULL' : 'ACCRUED',
  ordenImputacion: f.ordenImputacion === 'EXPIRY_FIRST' ? 'EXPIRY_FIRST' : 'FIFO',
  diasRecordatorioAprobacion: f.diasRecordatorioAprobacion,
  diasEscalamientoAprobacion: f.diasEscalamientoAprobacion,
  diasInvitacionPlan: f.diasInvitacionPlan,
});

const CAMPOS = CAMPOS_CONFIGURACION;

/**
 * The settings after a partial change (ADR 027): a MYPE company has no adelanto. Asking for it explicitly with
 * MYPE (now or already stored) is a 400 on PermitirAdelanto; switching to MYPE without mentioning it turns it off.
 */
export function aplicarCambios(
  actual: TConfiguracionEmpresa,
  cambios: TActualizarConfiguracionBody,
): TConfiguracionEmpresa {
  const nueva = { ...actual };
  for (const campo of CAMPOS)
    if (cambios[campo] !== undefined) Object.assign(nueva, { [campo]: cambios[campo] });
  if (nueva.regimen === 'MYPE' && nueva.permitirAdelanto) {
    if (cambios.permitirAdelanto === true)
      throw new AppError('VALIDACION', M.mypeSinAdelanto, { PermitirAdelanto: [M.mypeSinAdelanto] });
    nueva.permitirAdelanto = false;
  }
  // One of the two waits alone is checked against the stored other (the body checks both together).
  if (nueva.diasEscalamientoAprobacion <= nueva.diasRecordatorioAprobacion) {
    const m = M.escalamientoTrasRecordatorio(
      nueva.diasRecordatorioAprobacion,
      nueva.diasEscalamientoAprobacion,
    );
    const campo =
      cambios.diasEscalamientoAprobacion !== undefined
        ? 'DiasEscalamientoAprobacion'
        : 'DiasRecordatorioAprobacion';
    throw new AppError('VALIDACION', m, { [campo]: [m] });
  }
  return nueva;
}

/** The company's vacation settings; changing one is audited in the same transaction. */
export function crearConfiguracionService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  async function leer(): Promise<TConfiguracionEmpresa> {
    const f = await leerConfiguracion(db);
    if (!f) throw noEncontrado('La configuración de la empresa no existe');
    return aConfiguracion(f);
  }

  /**
   * Changes any of régimen, adelanto, its cap and the order of imputation. Balances follow at once: the data
   * version moves with the row (migration 0001), so every process recomputes on its next read.
   */
  async function actualizar(
    usuario: UsuarioSesion,
    body: TActualizarConfiguracionBody,
    ip: string | null,
  ): Promise<TConfiguracionEmpresa> {
    return db.transaction(async (tx) => {
      const previa = await repo.bloquearConfiguracion(tx);
      if (!previa) throw noEncontrado('La configuración de la empresa no existe');
      const antes = aConfiguracion(previa);
      const despues = aplicarCambios(antes, body);
      const anteriores: Record<string, unknown> = {};
      const nuevos: Record<string, unknown> = {};
      for (const campo of CAMPOS) {
        if (antes[campo] === despues[campo]) continue;
        anteriores[campo] = antes[campo];
        nuevos[campo] = despues[campo];
      }
      if (Object.keys(nuevos).length === 0) return despues;
      await repo.actualizarConfiguracion(tx, { ...despues, fechaActualizacion: reloj.ahora() });
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'ACTUALIZAR_CONFIGURACION',
        severidad: 'WARNING',
        mensajeCorto: `Política de vacaciones: ${Object.keys(nuevos)
          .map((c) => `${etiquetaCampo(c)} ${String(anteriores[c])} → ${String(nuevos[c])}`)
          .join('; ')}`.slice(0, 300),
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'configuracion_empresa',
        registroId: 1,
        datosAnteriores: anteriores,
        datosNuevos: nuevos,
      });
      return despues;
    });
  }

  return { leer, actualizar };
}

export type ConfiguracionService = ReturnType<typeof crearConfiguracionService>;
