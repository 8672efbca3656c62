import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import { ETIQUETA_ESTADO_TRAMO, type TEstadoTramoPlan, type TTramoPlan } from '@app/contract/programacion';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatearFecha } from '../../../utils/formato';

const COLOR_ESTADO: Record<TEstadoTramoPlan, 'default' | 'info' | 'success' | 'warning'> = {
  PROPUESTO: 'info',
  ACEPTADO: 'success',
  FIJADO: 'warning',
  CONVERTIDO: 'default',
};

/** The state as text on a chip (never colour alone). */
export function ChipEstadoTramo({ estado }: { estado: TEstadoTramoPlan }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR_ESTADO[estado]}
      label={ETIQUETA_ESTADO_TRAMO[estado]}
    />
  );
}

/** The spans of one plan; `acciones` draws the buttons the viewer may use on each. */
export function TablaTramos({
  etiqueta,
  tramos,
  acciones,
}: {
  etiqueta: string;
  tramos: readonly TTramoPlan[];
  acciones?: (t: TTramoPlan) => ReactNode;
}) {
  const columnas: DataTableColumn<TTramoPlan>[] = [
    {
      key: 'fechas',
      header: 'Fechas',
      encabezadoFila: true,
      enTarjeta: 'titulo',
      render: (t) => `${formatearFecha(t.fechaInicio)} al ${formatearFecha(t.fechaFin)}`,
    },
    {
      key: 'tipo',
      header: 'Tipo',
      render: (t) => (t.tipoVacaciones === 'bloque' ? 'Bloque' : 'Días libres'),
    },
    { key: 'dias', header: 'Días', align: 'right', render: (t) => t.diasSolicitados },
    { key: 'periodo', header: 'Período', render: (t) => t.periodo },
    {
      key: 'estado',
      header: 'Estado',
      enTarjeta: 'estado',
      render: (t) => <ChipEstadoTramo estado={t.estado} />,
    },
    {
      key: 'decision',
      header: 'Decidido por',
      render: (t) => t.nombreDecididoPor ?? '-',
    },
    ...(acciones
      ? [
          {
            key: 'acciones',
            header: 'Acciones',
            isActions: true,
            render: acciones,
          } as DataTableColumn<TTramoPlan>,
        ]
      : []),
  ];
  return (
    <DataTable<TTramoPlan>
      label={etiqueta}
      columns={columnas}
      rows={tramos}
      getRowId={(t) => t.id}
      emptyState="Sin tramos planificados"
    />
  );
}
