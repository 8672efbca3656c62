import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PAGE_SIZES_SOLICITUDES, type TSolicitudItem } from '@app/contract/solicitudes';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { EstadoChip, normalizarEstado } from '../../../components/estado-chip';
import { formatearDiaNegocio, formatearFecha } from '../../../utils/formato';
import { SinSalto } from './sin-salto';
import type { CampoOrdenSolicitud } from '../api/get-gestion-solicitudes';
import { ETIQUETAS_TIPO } from '../utils/filtros';

export type AccionSolicitud = 'detalle' | 'aprobar' | 'rechazar' | 'cancelar' | 'interrumpir';

/** Spec 01 §2/§6: 'Aprobar' and 'Rechazar' only for a pending request the server says this user may decide. */
export const puedeDecidir = (s: Pick<TSolicitudItem, 'estado' | 'puedeAprobar'>) =>
  normalizarEstado(s.estado) === 'pendiente' && s.puedeAprobar === true;

function MenuAcciones({
  solicitud,
  onAccion,
}: {
  solicitud: TSolicitudItem;
  onAccion: (accion: AccionSolicitud, solicitud: TSolicitudItem) => void;
}) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const idMenu = `acciones-solicitud-${solicitud.id}`;
  const elegir = (accion: AccionSolicitud) => {
    setAncla(null);
    onAccion(accion, solicitud);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Acciones de la solicitud #${solicitud.id}`}
        aria-haspopup="menu"
        aria-controls={ancla ? idMenu : undefined}
        aria-expanded={ancla ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAncla(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={idMenu} anchorEl={ancla} open={Boolean(ancla)} onClose={() => setAncla(null)}>
        <MenuItem onClick={() => elegir('detalle')}>
          <ListItemIcon>
            <VisibilityIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Ver detalle</ListItemText>
        </MenuItem>
        {puedeDecidir(solicitud) && [
          <MenuItem key="aprobar" onClick={() => elegir('aprobar')}>
            <ListItemIcon>
              <CheckCircleIcon fontSize="small" color="success" />
            </ListItemIcon>
            <ListItemText>Aprobar</ListItemText>
          </MenuItem>,
          <MenuItem key="rechazar" onClick={() => elegir('rechazar')}>
            <ListItemIcon>
              <CancelIcon fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>Rechazar</ListItemText>
          </MenuItem>,
        ]}
        {/* An approved request that has not started: the server says whether this manager or HR may cancel it. */}
        {solicitud.puedeCancelar && (
          <MenuItem onClick={() => elegir('cancelar')}>
            <ListItemIcon>
              <EventBusyIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Cancelar solicitud</ListItemText>
          </MenuItem>
        )}
        {/* Approved and started: a recall to work is recorded by a manager in the chain or HR. */}
        {solicitud.puedeInterrumpir === true && (
          <MenuItem onClick={() => elegir('interrumpir')}>
            <ListItemIcon>
              <WorkHistoryIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Interrumpir</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

interface Props {
  solicitudes: readonly TSolicitudItem[];
  total: number;
  pageNumber: number;
  pageSize: number;
  sortBy: CampoOrdenSolicitud;
  isDescending: boolean;
  loading: boolean;
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sortBy: CampoOrdenSolicitud, isDescending: boolean) => void;
  onAccion: (accion: AccionSolicitud, solicitud: TSolicitudItem) => void;
}

/** The team's requests: the columns of 'Mis Solicitudes', server sort and paging, a row menu per request. */
export function TablaSolicitudesEquipo({
  solicitudes,
  total,
  pageNumber,
  pageSize,
  sortBy,
  isDescending,
  loading,
  onPageChange,
  onPageSizeChange,
  onSortChange,
  onAccion,
}: Props) {
  const columnas: DataTableColumn<TSolicitudItem>[] = [
    {
      key: 'acciones',
      header: 'Acciones',
      isActions: true,
      render: (s) => <MenuAcciones solicitud={s} onAccion={onAccion} />,
    },
    { key: 'id', header: 'ID', sortKey: 'id', render: (s) => s.id },
    {
      key: 'solicitante',
      header: 'Solicitante',
      sortKey: 'solicitante',
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
    { key: 'estado', header: 'Estado', sortKey: 'estado', render: (s) => <EstadoChip estado={s.estado} /> },
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
      total={total}
      pageNumber={pageNumber}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZES_SOLICITUDES}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      sortBy={sortBy}
      isDescending={isDescending}
      onSortChange={(campo, desc) => onSortChange(campo as CampoOrdenSolicitud, desc)}
      loading={loading}
      emptyState={
        <>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            No hay solicitudes
          </Typography>
          <Typography color="text.secondary">
            No se encontraron solicitudes del equipo para los filtros aplicados.
          </Typography>
        </>
      }
    />
  );
}
