import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { Puede } from '../../../lib/authorization';

/** /administracion/permisos (spec 02 §2.10). Filled in by later work; for now its title only. */
export default function PermisosPage() {
  return (
    <Puede permisos={[PERMISOS.ADMIN_PERMISOS]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Gestión de Permisos" />
    </Puede>
  );
}
