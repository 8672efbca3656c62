import { useId, useState } from 'react';
import type { TSolicitudItem } from '@app/contract/solicitudes';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable } from '../../../components/data-table/data-table';
import { useSolicitudesEquipoRecientes } from '../api/get-solicitudes-equipo-recientes';
import { columnasSolicitudes } from './columnas-solicitudes';
import { MenuAccionesSolicitud } from './menu-acciones-solicitud';

export const MENSAJE_ERROR_EQUIPO_DASHBOARD = 'Error de conexión al cargar las solicitudes';

/** Spec 01 §2: the dashboard's row menu only logs; managing happens in 'Gestión de Solicitudes'. */
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
  const [errorOculto, setErrorOculto] = useState<unknown>(null);
  const consulta = useSolicitudesEquipoRecientes({ pageNumber, pageSize, sortBy, isDescending });

  // Spec 01 §8: on failure the list is emptied.
  const solicitudes = consulta.isError ? [] : (consulta.data?.solicitudes ?? []);
  const total = consulta.isError ? 0 : (consulta.data?.total ?? 0);

  const columnas = columnasSolicitudes(
    (s) => (
      <MenuAccionesSolicitud
        id={s.id}
        acciones={[
          {
            etiqueta: 'Ver detalle',
            icono: <VisibilityIcon fontSize="small" />,
            alElegir: () => registrarAccion('Ver detalle', s),
          },
        ]}
      />
    ),
    { hasta: 'estado' },
  );

  return (
    <Box>
      <Typography id={idTitulo} variant="h6" component="h2" sx={{ mb: 1 }}>
        Solicitudes del Equipo
      </Typography>
      {consulta.isError && errorOculto !== consulta.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          onClose={() => setErrorOculto(consulta.error)}
          closeText="Cerrar mensaje"
        >
          {MENSAJE_ERROR_EQUIPO_DASHBOARD}
        </Alert>
      )}
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
        emptyState={
          <Typography color="text.secondary">
            {consulta.isError
              ? 'No se pudieron cargar las solicitudes del equipo.'
              : 'Tu equipo no tiene solicitudes registradas.'}
          </Typography>
        }
      />
    </Box>
  );
}
