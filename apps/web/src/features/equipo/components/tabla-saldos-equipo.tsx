import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES_SALDOS, type TSaldoEquipo } from '@app/contract/equipo';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
} from '../../../components/data-table/data-table';
import { EstadoVacio } from '../../../components/lista/estados-lista';
import { TextoEmail } from '../../../components/lista/texto-email';
import type { PaginacionLista } from '../../../components/lista/use-estado-lista';
import { formatearFecha, formatearNumero } from '../../../utils/formato';
import { ChipNivelRiesgo } from '../../riesgo';
import { avisoIndemnizacion } from '../../saldos';
import { SinSalto } from './sin-salto';

/** Expired days in red when there are any. */
export function DiasVencidas({ valor }: { valor: number }) {
  const hay = valor > 0;
  return (
    <Box
      component="span"
      data-alerta={hay || undefined}
      sx={hay ? { color: 'error.main', fontWeight: 600 } : undefined}
    >
      {formatearNumero(valor)}
    </Box>
  );
}

/** The table's fixed props: its name, row key, page sizes and loading text. */
const TABLA_SALDOS = {
  label: 'Saldos de vacaciones del equipo',
  getRowId: (s: TSaldoEquipo) => s.id,
  pageSizeOptions: PAGE_SIZES_SALDOS,
  loadingText: 'Cargando saldos de vacaciones...',
} satisfies Partial<DataTableProps<TSaldoEquipo>>;

interface Props {
  saldos: readonly TSaldoEquipo[];
  paginacion: PaginacionLista;
  /** Opens the balance detail of a row. */
  onVerDetalle: (id: string) => void;
}

/** The team's balances, one row per employee and period, server sorted and paged (5, 10, 25, 50). */
export function TablaSaldosEquipo({ saldos, paginacion, onVerDetalle }: Props) {
  const numero = (valor: number) => formatearNumero(valor);
  const columnas: DataTableColumn<TSaldoEquipo>[] = [
    { key: 'id', header: 'ID', sortKey: 'id', render: (s) => <SinSalto>{`#${s.id}`}</SinSalto> },
    {
      key: 'empleado',
      header: 'Empleado',
      sortKey: 'empleado',
      enTarjeta: 'titulo',
      render: (s) => (
        <>
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => onVerDetalle(s.id)}
            aria-label={`Ver detalle del saldo de ${s.nombreEmpleado} (${s.periodo})`}
            sx={{ fontWeight: 500, textAlign: 'left' }}
          >
            {s.nombreEmpleado}
          </Link>
          <Typography variant="body2" color="text.secondary">
            <TextoEmail email={s.email} />
          </Typography>
        </>
      ),
    },
    {
      key: 'periodo',
      header: 'Período',
      sortKey: 'periodo',
      render: (s) => {
        const aviso = avisoIndemnizacion(s);
        return (
          <>
            {s.periodo}
            {aviso && aviso.color !== 'text.secondary' && (
              <Typography component="span" variant="caption" sx={{ display: 'block', color: aviso.color }}>
                {aviso.texto}
              </Typography>
            )}
          </>
        );
      },
    },
    {
      key: 'vencidas',
      header: 'Vencidas',
      sortKey: 'vencidas',
      align: 'right',
      render: (s) => <DiasVencidas valor={s.diasVencidas} />,
    },
    {
      key: 'pendientes',
      header: 'Pendientes',
      sortKey: 'pendientes',
      align: 'right',
      render: (s) => numero(s.diasPendientes),
    },
    {
      key: 'truncas',
      header: 'Truncas',
      sortKey: 'truncas',
      align: 'right',
      render: (s) =>
        s.truncasSinMesMinimo ? (
          <>
            {numero(s.diasTruncas)}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              menos de un mes
            </Typography>
          </>
        ) : (
          numero(s.diasTruncas)
        ),
    },
    {
      key: 'diasLibres',
      header: 'Días Libres',
      sortKey: 'diasLibres',
      align: 'right',
      render: (s) => numero(s.diasLibres),
    },
    {
      key: 'diasBloque',
      header: 'Días Bloque',
      sortKey: 'diasBloque',
      align: 'right',
      render: (s) => numero(s.diasBloque),
    },
    {
      key: 'manager',
      header: 'Manager',
      sortKey: 'manager',
      render: (s) => <SinSalto>{s.nombreManager || 'Sin asignar'}</SinSalto>,
    },
    {
      // After the spec's columns: when the period's days expire (within 90 days or already expired).
      key: 'vencimiento',
      header: 'Vencimiento',
      render: (s) =>
        s.fechaVencimiento && s.nivelRiesgo ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <SinSalto>{formatearFecha(s.fechaVencimiento)}</SinSalto>
            <ChipNivelRiesgo nivel={s.nivelRiesgo} />
          </Box>
        ) : (
          <Typography component="span" variant="body2" color="text.secondary">
            Sin riesgo
          </Typography>
        ),
    },
  ];

  const vacio = (
    <EstadoVacio
      titulo="No hay saldos de vacaciones"
      descripcion="No se encontraron saldos de vacaciones para los filtros aplicados."
    />
  );
  return (
    <DataTable<TSaldoEquipo>
      {...paginacion}
      {...TABLA_SALDOS}
      columns={columnas}
      rows={saldos}
      emptyState={vacio}
    />
  );
}
