import CancelIcon from '@mui/icons-material/Cancel';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PAGE_SIZES_SOLICITUDES, type TSolicitudItem } from '@app/contract/solicitudes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { EstadoChip, normalizarEstado } from '../../../components/estado-chip';
import { EstadoVacio } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import type { PaginacionLista } from '../../../components/lista/use-estado-lista';
import { formatearDiaNegocio, formatearFecha } from '../../../utils/formato';
import { SinSalto } from './sin-salto';
import { ETIQUETAS_TIPO } from '../utils/filtros';

export type AccionSolicitud = 'detalle' | 'aprobar' | 'rechazar' | 'cancelar' | 'interrumpir';

/** Spec 01 §2/§6: 'Aprobar' and 'Rechazar' only for a pending request the server says this user may decide. */
export const puedeDecidir = (s: Pick<TSolicitudItem, 'estado' | 'puedeAprobar'>) =>
  normalizarEstado(s.estado) === 'pendiente' && s.puedeAprobar === true;

interface Props {
  solicitudes: readonly TSolicitudItem[];
  paginacion: PaginacionLista;
  onAccion: (accion: AccionSolicitud, solicitud: TSolicitudItem) => void;
}

/** The team's requests: the columns of 'Mis Solicitudes', server sort and paging, a row menu per request. */
export function TablaSolicitudesEquipo({ solicitudes, paginacion, onAccion }: Props) {
  const columnas: DataTableColumn<TSolicitudItem>[] = [
    {
      key: 'acciones',
      header: 'Acciones',
      isActions: true,
      render: (s) => (
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
    },
    { key: 'id', header: 'ID', sortKey: 'id', render: (s) => s.id },
    {
      key: 'solicitante',
      header: 'Solicitante',
      sortKey: 'solicitante',
      enTarjeta: 'titulo',
      render: (s) => <SinSalto>{s.nombreSolicitante}</SinSalto>,
    },
    {
      key: 'tipo',
      header: 'Tipo',
      sortKey: 'tipoVacaciones',
      render: (s) => ETIQUETAS_TIPO[s.tipoVacaciones] ?? s.tipoVacaciones,
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
      render: (s) => s.diasSolicitados,
    },
    {
      key: 'estado',
      header: 'Estado',
      sortKey: 'estado',
      enTarjeta: 'estado',
      render: (s) => <EstadoChip estado={s.estado} />,
    },
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
      render: (s) => <SinSalto>{s.nombreJefeDirecto || 'Sin asignar'}</SinSalto>,
    },
    {
      key: 'aprobadoPor',
      header: 'Aprobado Por',
      sortKey: 'aprobadoPor',
      render: (s) => <SinSalto>{s.nombreAprobador || '-'}</SinSalto>,
    },
    {
      key: 'fechaGestion',
      header: 'F. Gestión',
      sortKey: 'fechaGestion',
      render: (s) => formatearDiaNegocio(s.fechaAprobacion),
    },
  ];

  return (
    <DataTable<TSolicitudItem>
      label="Solicitudes del equipo"
      columns={columnas}
      rows={solicitudes}
      getRowId={(s) => s.id}
      pageSizeOptions={PAGE_SIZES_SOLICITUDES}
      {...paginacion}
      emptyState={
        <EstadoVacio
          titulo="No hay solicitudes"
          descripcion="No se encontraron solicitudes del equipo para los filtros aplicados."
        />
      }
    />
  );
}
