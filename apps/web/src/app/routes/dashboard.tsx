import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../components/layouts/encabezado-pagina';
import { Puede } from '../../lib/authorization';

/** /dashboard (spec 01 §2). Filled in by later work; for now its title only. */
export default function DashboardPage() {
  return (
    <Puede permisos={[PERMISOS.DASHBOARD]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Dashboard Principal" />
    </Puede>
  );
}
