import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { Puede } from '../../../lib/authorization';

/** /reporte-equipo/gestion-solicitudes (spec 01 §2). Filled in by later work; for now its title only. */
export default function GestionSolicitudesPage() {
  return (
    <Puede permisos={[PERMISOS.GESTION_SOLICITUDES]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Gestión de Solicitudes" />
    </Puede>
  );
}
