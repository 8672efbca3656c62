import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PERMISOS } from '@app/contract/permisos';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ListAltIcon from '@mui/icons-material/ListAlt';
import RefreshIcon from '@mui/icons-material/Refresh';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import { PaginaConPermiso } from '../../components/layouts/pagina-con-permiso';
import { StatCard } from '../../components/stat-card';
import { paths } from '../../config/paths';
import { useSesion } from '../../features/auth/sesion-context';
import { historialQueryOptions, useHistorial } from '../../features/saldos/api/get-historial';
import { diasDisponibles } from '../../features/saldos/utils/periodo';
import {
  misSolicitudesBaseKey,
  useResumenMisSolicitudes,
} from '../../features/solicitudes/api/get-mis-solicitudes';
import { equipoRecientesBaseKey } from '../../features/solicitudes/api/get-solicitudes-equipo-recientes';
import { SolicitudesEquipoDashboard } from '../../features/solicitudes/components/solicitudes-equipo-dashboard';
import { riesgoVencimientoQueryOptions, TarjetaRiesgoVencimiento } from '../../features/riesgo';
import { TarjetaCalendarioEquipo } from '../../features/calendario';
import { TarjetaMiPlan } from '../../features/rol-vacacional';
import { Puede } from '../../lib/authorization';
import { formatearNumero } from '../../utils/formato';

const SIN_DATO = '—';

/** The demo side panel opened by 'Probar Drawer'. */
function PanelDemostracion({ abierto, onCerrar }: { abierto: boolean; onCerrar: () => void }) {
  const idTitulo = useId();
  return (
    <Drawer
      anchor="right"
      open={abierto}
      onClose={onCerrar}
      // Above the shell's top bar, which sits over the navigation drawer.
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': idTitulo,
          sx: { width: 360, maxWidth: '100%' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={idTitulo} variant="h6" component="h2" sx={{ flex: 1 }}>
          Panel de demostración
        </Typography>
        <IconButton aria-label="Cerrar panel" onClick={onCerrar}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Typography>
          Este panel lateral es una demostración: aquí se podrán mostrar detalles o acciones rápidas sin salir
          del dashboard.
        </Typography>
      </Box>
    </Drawer>
  );
}

function Dashboard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sesion } = useSesion();
  const historial = useHistorial();
  const resumen = useResumenMisSolicitudes();
  const [panelAbierto, setPanelAbierto] = useState(false);

  const disponibles = historial.data ? formatearNumero(diasDisponibles(historial.data.historial)) : SIN_DATO;
  const cifra = (valor: number | undefined) => (valor === undefined ? SIN_DATO : valor);

  const actualizar = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: historialQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: riesgoVencimientoQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: misSolicitudesBaseKey }),
      queryClient.invalidateQueries({ queryKey: equipoRecientesBaseKey }),
    ]);

  return (
    <Stack spacing={3}>
      <Typography>
        Te damos la bienvenida, <strong>{sesion?.nombreCompleto || sesion?.userName}</strong>. Aquí tienes un
        resumen de tus vacaciones.
      </Typography>

      <Box
        component="section"
        aria-label="Resumen"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}
      >
        <StatCard title="Días disponibles" value={disponibles} icon={<BeachAccessIcon />} color="primary" />
        <StatCard
          title="Solicitudes pendientes"
          value={cifra(resumen.pendientes)}
          icon={<HourglassTopIcon />}
          color="warning"
        />
        <StatCard
          title="Solicitudes aprobadas"
          value={cifra(resumen.aprobadas)}
          icon={<CheckCircleIcon />}
          color="success"
        />
        <StatCard
          title="Total de solicitudes"
          value={cifra(resumen.total)}
          icon={<ListAltIcon />}
          color="info"
        />
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => void navigate(paths.solicitarVacaciones)}
        >
          Nueva Solicitud
        </Button>
        {/* The spec gives 'Ver Historial' no action yet. */}
        <Tooltip title="Próximamente" describeChild>
          <Button variant="outlined" startIcon={<HistoryIcon />}>
            Ver Historial
          </Button>
        </Tooltip>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void actualizar()}>
          Actualizar
        </Button>
        <Button variant="outlined" startIcon={<ViewSidebarIcon />} onClick={() => setPanelAbierto(true)}>
          Probar Drawer
        </Button>
      </Box>

      <TarjetaRiesgoVencimiento />

      <Puede permisos={[PERMISOS.SOLICITAR_VACACIONES]}>
        <TarjetaMiPlan />
      </Puede>

      <Puede permisos={[PERMISOS.PROGRAMACION_VACACIONES]}>
        <TarjetaCalendarioEquipo />
      </Puede>

      <Puede permisos={[PERMISOS.GESTION_SOLICITUDES]}>
        <SolicitudesEquipoDashboard />
      </Puede>

      <PanelDemostracion abierto={panelAbierto} onCerrar={() => setPanelAbierto(false)} />
    </Stack>
  );
}

/** /dashboard (docs/producto.md, «Dashboard»): 'Dashboard Principal'. */
export default function DashboardPage() {
  return (
    <PaginaConPermiso permiso={PERMISOS.DASHBOARD} titulo="Dashboard Principal">
      <Dashboard />
    </PaginaConPermiso>
  );
}
