import type { TTipoVacaciones } from '@app/contract/solicitudes';
import type { ColumnaExcel } from '../../lib/excel-stream';
import { estadoEfectivo } from '../../domain/ciclo-solicitud';
import type { loteSolicitudes } from './solicitudes.repository';

type FilaExportada = Awaited<ReturnType<typeof loteSolicitudes>>[number];

/** How each screen names the kinds: 'Mis Solicitudes' says 'Días libres', 'Gestión de Solicitudes' 'Libres'. */
export const TIPOS_MIS_SOLICITUDES: Record<TTipoVacaciones, string> = {
  libres: 'Días libres',
  bloque: 'Bloque',
};
export const TIPOS_GESTION: Record<TTipoVacaciones, string> = { libres: 'Libres', bloque: 'Bloque' };

/**
 * The columns of the request tables (docs/producto.md, «Mis solicitudes»), with the screen's headers and texts, for
 * the Excel exports of 'Mis Solicitudes' and 'Gestión de Solicitudes'. The status is the one shown: an undecided
 * request whose start passed reads 'Cancelada'.
 */
export function columnasSolicitudesExcel(
  tipos: Record<TTipoVacaciones, string>,
  hoy: string,
): ColumnaExcel<FilaExportada>[] {
  return [
    { encabezado: 'ID', tipo: 'entero', valor: (f) => f.id },
    { encabezado: 'Solicitante', tipo: 'texto', valor: (f) => f.nombreSolicitante, ancho: 32 },
    {
      encabezado: 'Tipo',
      tipo: 'texto',
      valor: (f) => tipos[f.tipoVacaciones] ?? f.tipoVacaciones,
      ancho: 12,
    },
    { encabezado: 'F. Inicio', tipo: 'fecha', valor: (f) => f.fechaInicio },
    { encabezado: 'F. Fin', tipo: 'fecha', valor: (f) => f.fechaFin },
    { encabezado: 'Días', tipo: 'entero', valor: (f) => f.diasSolicitados },
    { encabezado: 'Estado', tipo: 'texto', valor: (f) => estadoEfectivo(f, hoy), ancho: 12 },
    { encabezado: 'Solicitado', tipo: 'fechaHora', valor: (f) => f.fechaSolicitud },
    // A year is a label, not a quantity: as text it is not shown as '2,025'.
    { encabezado: 'Período', tipo: 'texto', valor: (f) => String(f.periodo), ancho: 10 },
    { encabezado: 'Manager', tipo: 'texto', valor: (f) => f.nombreJefeDirecto || 'Sin asignar', ancho: 32 },
    { encabezado: 'Aprobado Por', tipo: 'texto', valor: (f) => f.nombreAprobador || '-', ancho: 32 },
    { encabezado: 'F. Gestión', tipo: 'fechaHora', valor: (f) => f.fechaAprobacion },
  ];
}
