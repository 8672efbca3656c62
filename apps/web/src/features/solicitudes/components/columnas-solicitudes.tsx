import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import { formatearEntero } from '@app/contract/formato-numeros';
import { columnaAcciones, type DataTableColumn } from '../../../components/data-table/data-table';
import { EstadoChip } from '../../../components/estado-chip';
import { formatearDiaNegocio, formatearFecha } from '../../../utils/formato';
import { etiquetaTipo } from '../utils/formato-solicitud';

/** Names and short labels stay on one line; the table scrolls sideways instead. */
const enUnaLinea = (texto: ReactNode) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {texto}
  </Box>
);

/**
 * The request tables' columns (docs/producto.md, «Mis solicitudes»), in order; `hasta: 'estado'` stops after Estado
 * (the dashboard's team table); `tipo` names the kind ('Gestión de Solicitudes' says 'Libres'). Sort keys are those
 * of ORDEN_SOLICITUDES.
 */
export function columnasSolicitudes(
  renderAcciones: (fila: TSolicitudItem) => ReactNode,
  {
    hasta,
    tipo = etiquetaTipo,
  }: { hasta?: 'estado'; tipo?: (tipo: TSolicitudItem['tipoVacaciones']) => string } = {},
): DataTableColumn<TSolicitudItem>[] {
  const columnas: DataTableColumn<TSolicitudItem>[] = [
    columnaAcciones(renderAcciones, 56),
    { key: 'id', header: 'ID', sortKey: 'id', render: (s) => s.id },
    {
      key: 'solicitante',
      header: 'Solicitante',
      sortKey: 'solicitante',
      enTarjeta: 'titulo',
      render: (s) => enUnaLinea(s.nombreSolicitante),
    },
    {
      key: 'tipo',
      header: 'Tipo',
      sortKey: 'tipoVacaciones',
      render: (s) => enUnaLinea(tipo(s.tipoVacaciones)),
    },
    {
      key: 'fechaInicio',
      header: 'F. Inicio',
      sortKey: 'fechaInicio',
      render: (s) => formatearFecha(s.fechaInicio),
    },
    { key: 'fechaFin', header: 'F. Fin', sortKey: 'fechaFin', render: (s) => formatearFecha(s.fechaFin) },
    {
      key: 'dias',
      header: 'Días',
      sortKey: 'diasSolicitados',
      align: 'right',
      render: (s) => formatearEntero(s.diasSolicitados),
    },
    {
      key: 'estado',
      header: 'Estado',
      sortKey: 'estado',
      enTarjeta: 'estado',
      render: (s) => <EstadoChip estado={s.estado} />,
    },
  ];
  if (hasta === 'estado') return columnas;
  return [
    ...columnas,
    {
      key: 'solicitado',
      header: 'Solicitado',
      sortKey: 'fechaSolicitud',
      render: (s) => formatearDiaNegocio(s.fechaSolicitud),
    },
    { key: 'periodo', header: 'Período', sortKey: 'periodo', render: (s) => s.periodo },
    {
      key: 'manager',
      header: 'Manager',
      sortKey: 'manager',
      render: (s) => enUnaLinea(s.nombreJefeDirecto || 'Sin asignar'),
    },
    {
      key: 'aprobadoPor',
      header: 'Aprobado Por',
      sortKey: 'aprobadoPor',
      render: (s) => enUnaLinea(s.nombreAprobador || '-'),
    },
    {
      key: 'fechaGestion',
      header: 'F. Gestión',
      sortKey: 'fechaGestion',
      render: (s) => formatearDiaNegocio(s.fechaAprobacion),
    },
  ];
}
