import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { GestionSolicitudesEquipo } from '../../../features/equipo/components/gestion-solicitudes-equipo';
import { BotonDelegarAprobaciones, SolicitudesPorDelegacion } from '../../../features/delegaciones';
import { Puede } from '../../../lib/authorization';

/**
 * /reporte-equipo/gestion-solicitudes (docs/producto.md, «Gestión de solicitudes»): the manager reviews, approves
 * and rejects team requests.
 */
export default function GestionSolicitudesPage() {
  return (
    <Puede permisos={[PERMISOS.GESTION_SOLICITUDES]} fallback={<SinPermiso />}>
      <EncabezadoPagina
        titulo="Gestión de Solicitudes"
        subtitulo="Revise, apruebe o rechace las solicitudes de vacaciones de su equipo"
        acciones={<BotonDelegarAprobaciones />}
      />
      <SolicitudesPorDelegacion />
      <GestionSolicitudesEquipo />
    </Puede>
  );
}
