import type { TModuloAuditoria, TSeveridad } from '@app/contract/auditoria';
import type { Ejecutor } from '../../db/client';
import { auditoria } from '../../db/schema';

export interface EventoAuditoria {
  modulo: TModuloAuditoria;
  tipoAccion: string;
  severidad: TSeveridad;
  mensajeCorto: string;
  usuarioEjecutorId?: number | null;
  usuarioAfectadoId?: number | null;
  motivo?: string | null;
  ip?: string | null;
  tablaAfectada?: string | null;
  registroId?: string | number | null;
  datosAnteriores?: unknown;
  datosNuevos?: unknown;
}

/** Writes one audit record with the caller's executor (`db` or the open transaction of the change). */
export async function registrarAuditoria(ejecutor: Ejecutor, evento: EventoAuditoria): Promise<void> {
  await ejecutor.insert(auditoria).values({
    modulo: evento.modulo,
    tipoAccion: evento.tipoAccion,
    severidad: evento.severidad,
    mensajeCorto: evento.mensajeCorto.slice(0, 300),
    usuarioEjecutorId: evento.usuarioEjecutorId ?? null,
    usuarioAfectadoId: evento.usuarioAfectadoId ?? null,
    motivo: evento.motivo ?? null,
    ipAddress: evento.ip ?? null,
    tablaAfectada: evento.tablaAfectada ?? null,
    registroId: evento.registroId == null ? null : String(evento.registroId),
    datosAnteriores: evento.datosAnteriores ?? null,
    datosNuevos: evento.datosNuevos ?? null,
  });
}
