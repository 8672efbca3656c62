import type { TActualizarConfiguracionBody, TConfiguracionEmpresa } from '@app/contract/configuracion';
import type { Db } from '../../db/client';
import { noEncontrado } from '../../lib/app-error';
import type { Reloj } from '../../lib/reloj';
import { registrarAuditoria } from '../auditoria/auditoria.service';
import type { UsuarioSesion } from '../auth/auth.service';
import { leerConfiguracion } from '../saldos/saldos.service';
import * as repo from './configuracion.repository';

const aConfiguracion = (
  f: NonNullable<Awaited<ReturnType<typeof leerConfiguracion>>>,
): TConfiguracionEmpresa => ({
  regimen: f.regimen === 'MYPE' ? 'MYPE' : 'GENERAL',
  permitirAdelanto: f.regimen === 'MYPE' ? false : f.permitirAdelanto,
  topeAdelanto: f.topeAdelanto === 'FULL' ? 'FULL' : 'ACCRUED',
  ordenImputacion: f.ordenImputacion === 'EXPIRY_FIRST' ? 'EXPIRY_FIRST' : 'FIFO',
});

/** The company's vacation settings; changing one is audited in the same transaction. */
export function crearConfiguracionService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  async function leer(): Promise<TConfiguracionEmpresa> {
    const f = await leerConfiguracion(db);
    if (!f) throw noEncontrado('La configuración de la empresa no existe');
    return aConfiguracion(f);
  }

  async function actualizar(
    usuario: UsuarioSesion,
    body: TActualizarConfiguracionBody,
    ip: string | null,
  ): Promise<TConfiguracionEmpresa> {
    return db.transaction(async (tx) => {
      const previa = await repo.bloquearConfiguracion(tx);
      if (!previa) throw noEncontrado('La configuración de la empresa no existe');
      await repo.actualizarConfiguracion(tx, {
        ordenImputacion: body.ordenImputacion,
        fechaActualizacion: reloj.ahora(),
      });
      await registrarAuditoria(tx, {
        modulo: 'CONFIGURACION',
        tipoAccion: 'ACTUALIZAR_CONFIGURACION',
        severidad: 'WARNING',
        mensajeCorto: `Orden de imputación: ${previa.ordenImputacion} → ${body.ordenImputacion}`,
        usuarioEjecutorId: usuario.id,
        ip,
        tablaAfectada: 'configuracion_empresa',
        registroId: 1,
        datosAnteriores: { ordenImputacion: previa.ordenImputacion },
        datosNuevos: { ordenImputacion: body.ordenImputacion },
      });
      return aConfiguracion({ ...previa, ordenImputacion: body.ordenImputacion });
    });
  }

  return { leer, actualizar };
}

export type ConfiguracionService = ReturnType<typeof crearConfiguracionService>;
