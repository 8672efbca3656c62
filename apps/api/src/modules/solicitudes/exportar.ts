import type { TGestionSolicitudesExportarQuery } from '@app/contract/equipo';
import type { TMisSolicitudesExportarQuery } from '@app/contract/solicitudes';
import type { Cursor } from '../../lib/cursor-compuesto';
import { hoja, libroExcelEnStream, porLotes } from '../../lib/excel-stream';
import type { UsuarioSesion } from '../auth/auth.service';
import {
  auditarExportacion,
  nombreExportacion,
  type ExportacionExcel,
} from '../exportaciones/exportaciones.service';
import { materializar, type ContextoSolicitudes } from './contexto';
import { columnasSolicitudesExcel, TIPOS_GESTION, TIPOS_MIS_SOLICITUDES } from './exportacion-solicitudes';
import { alcanceGestion } from './gestion';
import { dondeMisSolicitudes } from './mis-solicitudes';
import * as repo from './solicitudes.repository';

/**
 * A request list as a streamed .xlsx (ADR 041): every row of `donde` in the screen's order, read by
 * keyset batches while the client downloads, with the screen's headers. Counted and audited before the first byte.
 */
async function exportarSolicitudes(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  x: {
    lista: string;
    archivo: string;
    donde: ReturnType<typeof repo.todas>;
    q: TMisSolicitudesExportarQuery;
    tipos: typeof TIPOS_GESTION;
    ip: string | null;
  },
): Promise<ExportacionExcel> {
  const { db, reloj } = ctx;
  const hoy = reloj.hoy();
  const totalFilas = await repo.contarSolicitudes(db, x.donde);
  await auditarExportacion(db, {
    lista: x.lista,
    usuarioId: usuario.id,
    email: usuario.email,
    filtros: x.q,
    totalFilas,
    ip: x.ip,
  });
  const claves = repo.clavesOrdenSolicitudes({ campo: x.q.sortBy, descendente: x.q.isDescending });
  const filas = porLotes(
    (despues: Cursor | null, tamano: number) => repo.loteSolicitudes(db, x.donde, claves, despues, tamano),
    (f) => f.cursor,
  );
  return {
    nombreArchivo: nombreExportacion(x.archivo, hoy),
    totalFilas,
    flujo: libroExcelEnStream([
      hoja({ nombre: 'Solicitudes', columnas: columnasSolicitudesExcel(x.tipos, hoy), filas }),
    ]),
  };
}

/** 'Mis Solicitudes' as Excel: the caller's own requests with the list's filters and sort. */
export async function exportarMisSolicitudes(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  q: TMisSolicitudesExportarQuery,
  ip: string | null,
) {
  await materializar(ctx, usuario);
  return exportarSolicitudes(ctx, usuario, {
    lista: 'Mis Solicitudes',
    archivo: 'mis-solicitudes',
    donde: dondeMisSolicitudes(usuario, q),
    q,
    tipos: TIPOS_MIS_SOLICITUDES,
    ip,
  });
}

/** 'Gestión de Solicitudes' as Excel: the team's requests (the same scope as the list), filtered and sorted. */
export async function exportarGestion(
  ctx: ContextoSolicitudes,
  usuario: UsuarioSesion,
  q: TGestionSolicitudesExportarQuery,
  ip: string | null,
) {
  const { equipo, filtro } = await alcanceGestion(ctx, usuario, q);
  return exportarSolicitudes(ctx, usuario, {
    lista: 'Gestión de Solicitudes',
    archivo: 'gestion-solicitudes',
    donde: repo.todas(equipo, filtro),
    q,
    tipos: TIPOS_GESTION,
    ip,
  });
}
