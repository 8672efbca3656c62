import Chip from '@mui/material/Chip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { diaSemana } from '@app/contract/fechas';
import { ETIQUETAS_ORIGEN_FERIADO, fechaDdMmAaaa, type TFeriado } from '@app/contract/feriados';
import { columnaAcciones, type DataTableColumn } from '../../../components/data-table/data-table';
import { MenuAcciones } from '../../../components/lista/menu-acciones';

const DIAS_SEMANA = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

type Accion = 'cambiar' | 'quitar';

interface Opciones {
  onCambiar: (feriado: TFeriado) => void;
  onQuitar: (feriado: TFeriado) => void;
}

/** The holidays table: date, weekday, name, national or the company's own, and its menu. */
export const columnasFeriados = ({ onCambiar, onQuitar }: Opciones): DataTableColumn<TFeriado>[] => [
  {
    key: 'fecha',
    header: 'Fecha',
    encabezadoFila: true,
    enTarjeta: 'titulo',
    render: (f) => fechaDdMmAaaa(f.fecha),
  },
  { key: 'dia', header: 'Día', render: (f) => DIAS_SEMANA[diaSemana(f.fecha) - 1] },
  { key: 'nombre', header: 'Nombre', render: (f) => f.nombre },
  {
    key: 'origen',
    header: 'Origen',
    enTarjeta: 'estado',
    render: (f) => (
      <Chip
        size="small"
        variant="outlined"
        color={f.origen === 'NACIONAL' ? 'primary' : 'secondary'}
        label={ETIQUETAS_ORIGEN_FERIADO[f.origen]}
      />
    ),
  },
  columnaAcciones((f) => (
    <MenuAcciones<Accion>
      id={`acciones-feriado-${f.id}`}
      etiqueta={`Acciones del feriado del ${fechaDdMmAaaa(f.fecha)}`}
      acciones={[
        {
          accion: 'cambiar',
          texto: 'Cambiar nombre o fecha',
          icono: <EditOutlinedIcon fontSize="small" />,
        },
        { accion: 'quitar', texto: 'Quitar', icono: <DeleteOutlinedIcon fontSize="small" /> },
      ]}
      onElegir={(a) => (a === 'cambiar' ? onCambiar(f) : onQuitar(f))}
    />
  )),
];
