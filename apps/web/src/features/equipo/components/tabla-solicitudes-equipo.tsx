import CancelIcon from '@mui/icons-material/Cancel';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PAGE_SIZES_SOLICITUDES, type TSolicitudItem } from '@app/contract/solicitudes';
import { DataTable, type DataTableProps } from '../../../components/data-table/data-table';
import { normalizarEstado } from '../../../components/estado-chip';
import { EstadoVacio } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import type { PropsTablaLista } from '../../../components/lista/use-estado-lista';
import { columnasSolicitudes } from '../../solicitudes';
import { ETIQUETAS_TIPO } from '../utils/filtros';

export type AccionSolicitud = 'detalle' | 'aprobar' | 'rechazar' | 'cancelar' | 'interrumpir';

/** 'Aprobar' and 'Rechazar' only for a pending request the server says this user may decide. */
export const puedeDecidir = (s: Pick<TSolicitudItem, 'estado' | 'puedeAprobar'>) =>
  normalizarEstado(s.estado) === 'pendiente' && s.puedeAprobar === true;

/** The table's fixed props: its name, row key, page sizes and loading text. */
const TABLA_SOLICITUDES = {
  label: 'Solicitudes del equipo',
  getRowId: (s: TSolicitudItem) => s.id,
  pageSizeOptions: PAGE_SIZES_SOLICITUDES,
} satisfies Partial<DataTableProps<TSolicitudItem>>;

/** The team's requests: the columns of 'Mis Solicitudes', server sort and paging, a row menu per request. */
export function TablaSolicitudesEquipo({
  filas,
  paginacion,
  onAccion,
}: PropsTablaLista<TSolicitudItem, AccionSolicitud>) {
  const columnas = columnasSolicitudes(
    (s) => (
      <MenuAcciones<AccionSolicitud>
        id={`acciones-solicitud-${s.id}`}
        etiqueta={`Acciones de la solicitud #${s.id}`}
        onElegir={(accion) => onAccion(accion, s)}
        acciones={[
          { accion: 'detalle', texto: 'Ver detalle', icono: <VisibilityIcon fontSize="small" /> },
          {
            accion: 'aprobar',
            texto: 'Aprobar',
            icono: <CheckCircleIcon fontSize="small" color="success" />,
            visible: puedeDecidir(s),
          },
          {
            accion: 'rechazar',
            texto: 'Rechazar',
            icono: <CancelIcon fontSize="small" color="error" />,
            visible: puedeDecidir(s),
          },
          // An approved request that has not started: the server says whether this manager or HR may cancel it.
          {
            accion: 'cancelar',
            texto: 'Cancelar solicitud',
            icono: <EventBusyIcon fontSize="small" />,
            visible: s.puedeCancelar,
          },
          // Approved and started: a recall to work is recorded by a manager in the chain or HR.
          {
            accion: 'interrumpir',
            texto: 'Interrumpir',
            icono: <WorkHistoryIcon fontSize="small" />,
            visible: s.puedeInterrumpir === true,
          },
        ]}
      />
    ),
    { tipo: (tipo) => ETIQUETAS_TIPO[tipo] ?? tipo },
  );

  const vacio = (
    <EstadoVacio
      titulo="No hay solicitudes"
      descripcion="No se encontraron solicitudes del equipo para los filtros aplicados."
    />
  );
  return (
    <DataTable<TSolicitudItem>
      {...paginacion}
      {...TABLA_SOLICITUDES}
      columns={columnas}
      rows={filas}
      emptyState={vacio}
    />
  );
}
