import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { TRecordNoCumplido } from '@app/contract/configuracion';
import { columnaAcciones, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatearFecha, formatearFechaHora } from '../../../utils/formato';

/** A period with its dates: '2024 (15/03/2024 – 14/03/2025)'. */
export const rangoRecord = (r: Pick<TRecordNoCumplido, 'periodo' | 'inicio' | 'fin'>) =>
  `${r.periodo} (${formatearFecha(r.inicio)} – ${formatearFecha(r.fin)})`;

const COLUMNAS: DataTableColumn<TRecordNoCumplido>[] = [
  {
    key: 'empleado',
    header: 'Empleado',
    enTarjeta: 'titulo',
    render: (r) => (
      <>
        {r.nombreEmpleado}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {r.email}
        </Typography>
      </>
    ),
  },
  { key: 'periodo', header: 'Período', render: rangoRecord },
  { key: 'motivo', header: 'Motivo', render: (r) => r.motivo ?? '-' },
  { key: 'registradoPor', header: 'Registrado por', render: (r) => r.registradoPor ?? '-' },
  { key: 'fechaRegistro', header: 'Fecha de registro', render: (r) => formatearFechaHora(r.fechaRegistro) },
];

/** The marked periods' columns, with 'Quitar la marca' at the end. */
export const columnasRecord = (
  onQuitar: (r: TRecordNoCumplido) => void,
): DataTableColumn<TRecordNoCumplido>[] => [
  ...COLUMNAS,
  columnaAcciones((r: TRecordNoCumplido) => (
    <Tooltip title="Quitar la marca">
      <IconButton
        aria-label={`Quitar la marca del período ${r.periodo} de ${r.nombreEmpleado}`}
        onClick={() => onQuitar(r)}
      >
        <DeleteIcon />
      </IconButton>
    </Tooltip>
  )),
];
