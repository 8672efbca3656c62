import { useId, useState } from 'react';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable } from '../../../components/data-table/data-table';
import { AlertaErrorConsulta } from '../../../components/lista/estados-lista';
import { MenuAcciones } from '../../../components/lista/menu-acciones';
import { useSolicitudesEquipoRecientes } from '../api/get-solicitudes-equipo-recientes';
import { columnasSolicitudes } from './columnas-solicitudes';

export const MENSAJE_ERROR_EQUIPO_DASHBOARD = 'Error de conexión al cargar las solicitudes';

/** The dashboard's row menu only logs; managing happens in 'Gestión de Solicitudes'. */
const registrarAccion = (accion: string, solicitud: TSolicitudItem) => {
  console.info(`[Dashboard] ${accion}: solicitud #${solicitud.id}`, solicitud);
};

/**
 * 'Solicitudes del Equipo' on the dashboard: the direct reports' latest requests, columns up to Estado.
 * Render it only for users holding GESTION-SOLICITUDES-MENU (it calls the team endpoint on mount).
 */
export function SolicitudesEquipoDashboard() {
  const idTitulo = useId();
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(5);
  const [sortBy, setSortBy] = useState('fechaSolicitud');
  const [isDescending, setIsDescending] = useState(true);
  const consulta = useSolicitudesEquipoRecientes({ pageNumber, pageSize, sortBy, isDescending });

  // On failure the list is emptied.
  const solicitudes = consulta.isError ? [] : (consulta.data?.solicitudes ?? []);
  const total = consulta.isError ? 0 : (consulta.data?.total ?? 0);

  const columnas = columnasSolicitudes(
    (s) => (
      <MenuAcciones
        id={`acciones-solicitud-${s.id}`}
        etiqueta={`Acciones de la solicitud #${s.id}`}
        onElegir={() => registrarAccion('Ver detalle', s)}
        acciones={[{ accion: 'detalle', texto: 'Ver detalle', icono: <VisibilityIcon fontSize="small" /> }]}
      />
    ),
    { hasta: 'estado' },
  );

  return (
    <Box>
      <Typography id={idTitulo} variant="h6" component="h2" sx={{ mb: 1 }}>
        Solicitudes del Equipo
      </Typography>
      {/* This list has its own fixed words for a failed load, never the server's. */}
      <AlertaErrorConsulta
        consulta={{ isError: consulta.isError, error: null, errorUpdatedAt: consulta.errorUpdatedAt }}
        respaldo={MENSAJE_ERROR_EQUIPO_DASHBOARD}
      />
      <DataTable
        label="Solicitudes del Equipo"
        columns={columnas}
        rows={solicitudes}
        getRowId={(s) => s.id}
        total={total}
        pageNumber={pageNumber}
        pageSize={pageSize}
        pageSizeOptions={[5, 10, 25, 50]}
        onPageChange={setPageNumber}
        onPageSizeChange={(n) => {
          setPageSize(n);
          setPageNumber(1);
        }}
        sortBy={sortBy}
        isDescending={isDescending}
        onSortChange={(campo, desc) => {
          setSortBy(campo);
          setIsDescending(desc);
          setPageNumber(1);
        }}
        loading={consulta.isPending}
        error={consulta.isError}
        emptyState={
          <Typography color="text.secondary">Tu equipo no tiene solicitudes registradas.</Typography>
        }
      />
    </Box>
  );
}
