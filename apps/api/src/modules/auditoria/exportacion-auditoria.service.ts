import {
  etiquetaAccion,
  MODULOS_AUDITORIA,
  SEVERIDADES,
  type TAuditoriaExportarQuery,
} from '@app/contract/auditoria';
import type { Db } from '../../db/client';
import type { Cursor } from '../../lib/cursor-compuesto';
import { hoja, libroExcelEnStream, porLotes } from '../../lib/excel-stream';
import type { Reloj } from '../../lib/reloj';
import type { UsuarioSesion } from '../auth/auth.service';
import {
  auditarExportacion,
  nombreExportacion,
  type ExportacionExcel,
} from '../exportaciones/exportaciones.service';
import * as repo from './auditoria.repository';

/**
 * The audit tabs' Excel export, apart from `auditoria.service.ts`: it records the export through the
 * exports module, which writes with `registrarAuditoria`, so living there would be an import cycle.
 */
export function crearExportacionAuditoriaService(deps: { db: Db; reloj: Reloj }) {
  const { db, reloj } = deps;

  /**
   * An audit tab as a streamed .xlsx (ADR 041): every record matching the tab's filters, in the list's
   * order, with the table's headers plus the module, the action's name, the reason and the affected user. The
   * export's own record is written before the first batch is read, so the rows stop at the newest record when
   * counting: the file holds exactly the `x-total-filas` counted, whatever is logged meanwhile.
   */
  async function exportar(
    usuario: UsuarioSesion,
    q: TAuditoriaExportarQuery,
    ip: string | null,
  ): Promise<ExportacionExcel> {
    const donde = repo.condiciones({ ...q, hastaId: await repo.ultimoId(db) });
    const totalFilas = await repo.contar(db, donde);
    await auditarExportacion(db, {
      lista: 'Auditoría',
      usuarioId: usuario.id,
      email: usuario.email,
      filtros: q,
      totalFilas,
      ip,
    });
    const claves = repo.clavesOrdenAuditoria({ campo: q.ordenarPor, descendente: q.ordenDescendente });
    const filas = porLotes(
      (despues: Cursor | null, tamano: number) => repo.loteAuditoria(db, donde, claves, despues, tamano),
      (f) => f.cursor,
    );
    type Fila = Awaited<ReturnType<typeof repo.loteAuditoria>>[number];
    const nombreDe = <K extends string>(catalogo: Record<K, string>, clave: string) =>
      Object.hasOwn(catalogo, clave) ? catalogo[clave as K] : clave;
    return {
      nombreArchivo: nombreExportacion('auditoria', reloj.hoy()),
      totalFilas,
      flujo: libroExcelEnStream([
        hoja<Fila>({
          nombre: 'Auditoría',
          columnas: [
            { encabezado: 'Fecha y Hora', tipo: 'fechaHora', valor: (f) => f.fechaHora },
            { encabezado: 'Módulo', tipo: 'texto', valor: (f) => nombreDe(MODULOS_AUDITORIA, f.modulo) },
            {
              encabezado: 'Tipo de acción',
              tipo: 'texto',
              valor: (f) => etiquetaAccion(f.tipoAccion),
              ancho: 30,
            },
            { encabezado: 'Acción', tipo: 'texto', valor: (f) => f.mensajeCorto, ancho: 60 },
            { encabezado: 'Motivo', tipo: 'texto', valor: (f) => f.motivo ?? '', ancho: 40 },
            {
              encabezado: 'Usuario',
              tipo: 'texto',
              valor: (f) => f.usuarioEjecutorNombre?.trim() || 'Usuario desconocido',
              ancho: 32,
            },
            { encabezado: 'Afectado', tipo: 'texto', valor: (f) => f.usuarioAfectadoNombre ?? '', ancho: 32 },
            {
              encabezado: 'Severidad',
              tipo: 'texto',
              valor: (f) => nombreDe(SEVERIDADES, f.severidad),
              ancho: 12,
            },
            {
              encabezado: 'IP',
              tipo: 'texto',
              // No IP is an empty cell: the screen's '-' would be neutralised into "'-".
              valor: (f) => f.ipAddress,
              ancho: 16,
            },
          ],
          filas,
        }),
      ]),
    };
  }

  return { exportar };
}

export type ExportacionAuditoriaService = ReturnType<typeof crearExportacionAuditoriaService>;
