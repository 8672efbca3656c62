import { useQueryClient } from '@tanstack/react-query';
import { PERMISOS } from '@app/contract/permisos';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PaginaConPermiso } from '../../components/layouts/pagina-con-permiso';
import { historialQueryOptions, useHistorial } from '../../features/saldos/api/get-historial';
import { SaldoVacacionesTabla } from '../../features/saldos/components/saldo-vacaciones-tabla';
import { useCrearSolicitud } from '../../features/solicitudes/api/crear-solicitud';
import { SolicitudVacacionesForm } from '../../features/solicitudes/components/solicitud-vacaciones-form';

const SIN_HISTORIAL = [] as const;

function SolicitarVacaciones() {
  const queryClient = useQueryClient();
  const historial = useHistorial();
  // After a successful submit the balance is reloaded.
  const crear = useCrearSolicitud({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historialQueryOptions().queryKey }),
  });
  return (
    <Stack spacing={4}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SolicitudVacacionesForm
          historial={historial.data?.historial ?? SIN_HISTORIAL}
          cargandoHistorial={historial.isPending}
          ordenImputacion={historial.data?.ordenImputacion ?? 'FIFO'}
          onEnviar={crear.mutateAsync}
        />
      </Paper>
      <SaldoVacacionesTabla />
    </Stack>
  );
}

/**
 * /solicitar-vacaciones (docs/producto.md, «Solicitar vacaciones»): the request form and, below it, the own
 * balance.
 */
export default function SolicitarVacacionesPage() {
  return (
    <PaginaConPermiso permiso={PERMISOS.SOLICITAR_VACACIONES} titulo="Solicitar Vacaciones">
      <SolicitarVacaciones />
    </PaginaConPermiso>
  );
}
