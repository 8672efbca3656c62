import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { Puede } from '../../../lib/authorization';

/** /administracion/roles (spec 02 §2.7). Filled in by later work; for now its title only. */
export default function RolesPage() {
  return (
    <Puede permisos={[PERMISOS.ADMIN_ROLES]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Gestión de Roles" />
    </Puede>
  );
}
