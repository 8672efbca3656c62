import { useQueryClient } from '@tanstack/react-query';
import { PERMISOS } from '@app/contract/permisos';
import { PaginaConPermiso } from '../../components/layouts/pagina-con-permiso';
import { historialQueryOptions, useHistorial } from '../../features/saldos/api/get-historial';
import { MisSolicitudes } from '../../features/solicitudes/components/mis-solicitudes';

/** The spec fixes 2024, 2025 and 2026; the user's own periods are added so none of theirs is missing. */
const PERIODOS_FIJOS = [2024, 2025, 2026] as const;

function MisSolicitudesContenido() {
  const queryClient = useQueryClient();
  const historial = useHistorial();
  const periodos = [
    ...new Set([...PERIODOS_FIJOS, ...(historial.data?.historial.map((f) => f.periodo) ?? [])]),
  ].sort((a, b) => a - b);
  return (
    <MisSolicitudes
      periodos={periodos}
      onCancelada={() => queryClient.invalidateQueries({ queryKey: historialQueryOptions().queryKey })}
    />
  );
}

/** /solicitudes (docs/producto.md, «Mis solicitudes»): the user's own requests. */
export default function MisSolicitudesPage() {
  return (
    <PaginaConPermiso permiso={PERMISOS.MIS_SOLICITUDES} titulo="Mis Solicitudes de Vacaciones">
      <MisSolicitudesContenido />
    </PaginaConPermiso>
  );
}
