import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../components/layouts/encabezado-pagina';
import { Puede } from '../../lib/authorization';

/** /solicitudes (spec 01 §2). Filled in by later work; for now its title only. */
export default function MisSolicitudesPage() {
  return (
    <Puede permisos={[PERMISOS.MIS_SOLICITUDES]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Mis Solicitudes de Vacaciones" />
    </Puede>
  );
}
