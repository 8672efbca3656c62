import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { Puede } from '../../../lib/authorization';

/** /administracion/usuarios (spec 02 §2.1). Filled in by later work; for now its title only. */
export default function UsuariosPage() {
  return (
    <Puede permisos={[PERMISOS.ADMIN_USUARIOS]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Gestión de Usuarios" />
    </Puede>
  );
}
