import { MENSAJES_PROGRAMACION as M, type TVentanaPlanBody } from '@app/contract/programacion';
import { sinPermiso } from '../../lib/app-error';
import { registrarAuditoria } from '../../db/registro-auditoria';
import type { UsuarioSesion } from '../auth/auth.service';
import { esRrhh, type ContextoProgramacion } from './contexto';
import * as repo from './programacion.repository';

/** A manager opens or closes their direct reports' window; HR the company's (every employee). */
export async function ventana(
  ctx: ContextoProgramacion,
  usuario: UsuarioSesion,
  body: TVentanaPlanBody,
  ip: string | null,
  empresa: boolean,
) {
  if (empresa && !esRrhh(usuario)) throw sinPermiso();
  const jefeId = empresa ? null : usuario.id;
  return ctx.db.transaction(async (tx) => {
    const previa = await repo.ventanaDe(tx, jefeId, body.anio);
    const id = await repo.guardarVentana(tx, {
      id: previa?.id,
      anio: body.anio,
      jefeId,
      abierta: body.abierta,
      actualizadoPorId: usuario.id,
      ahora: ctx.reloj.ahora(),
    });
    await registrarAuditoria(tx, {
      modulo: 'PROGRAMACION_VACACIONES',
      tipoAccion: body.abierta ? 'ABRIR_VENTANA_PLAN' : 'CERRAR_VENTANA_PLAN',
      severidad: 'INFO',
      mensajeCorto: `Rol vacacional ${body.anio}: ventana ${empresa ? 'de la empresa' : 'del equipo'} ${body.abierta ? 'abierta' : 'cerrada'} por ${usuario.email}`,
      usuarioEjecutorId: usuario.id,
      ip,
      tablaAfectada: 'ventanas_plan',
      registroId: id,
      datosAnteriores: previa ? { abierta: previa.abierta } : undefined,
      datosNuevos: { anio: body.anio, abierta: body.abierta, alcance: empresa ? 'EMPRESA' : 'EQUIPO' },
    });
    return { message: body.abierta ? M.ventanaAbierta : M.ventanaCerradaOk };
  });
}
