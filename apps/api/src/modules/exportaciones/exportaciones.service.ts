import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Ejecutor } from '../../db/client';
import { registrarAuditoria } from '../../db/registro-auditoria';
import { adjunto, CABECERA_TOTAL_FILAS, TIPO_XLSX } from '../../lib/descargas';

/** A list's Excel export (ADR 041): the rows counted before the first byte and the streamed workbook. */
export interface ExportacionExcel {
  nombreArchivo: string;
  totalFilas: number;
  flujo: Readable;
}

/** Sends a streamed export with its name, row count (for the browser's progress) and no caching. */
export function responderExcel(reply: FastifyReply, x: ExportacionExcel) {
  return reply
    .type(TIPO_XLSX)
    .header('content-disposition', adjunto(x.nombreArchivo))
    .header(CABECERA_TOTAL_FILAS, String(x.totalFilas))
    .header('cache-control', 'no-store')
    .send(x.flujo);
}

/**
 * Records who exported which list with which filters and how many rows (INFO). A single insert: it happens before
 * the first byte, so an export that is refused or fails to start leaves no record.
 */
export async function auditarExportacion(
  db: Ejecutor,
  x: {
    lista: string;
    usuarioId: number;
    email: string;
    filtros: Record<string, unknown>;
    totalFilas: number;
    ip: string | null;
  },
) {
  await registrarAuditoria(db, {
    modulo: 'REPORTES',
    tipoAccion: 'EXPORTAR_EXCEL',
    severidad: 'INFO',
    mensajeCorto: `${x.lista} exportada a Excel por ${x.email} (${x.totalFilas} filas)`,
    usuarioEjecutorId: x.usuarioId,
    ip: x.ip,
    datosNuevos: {
      lista: x.lista,
      // Undefined filters are left out, so the record shows exactly those applied.
      filtros: Object.fromEntries(Object.entries(x.filtros).filter(([, v]) => v !== undefined)),
      filas: x.totalFilas,
    },
  });
}

/** File names carry the day of the export: 'gestion-solicitudes-2026-11-25.xlsx'. */
export const nombreExportacion = (lista: string, hoy: string) => `${lista}-${hoy}.xlsx`;
