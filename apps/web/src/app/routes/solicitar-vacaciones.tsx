import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../components/layouts/encabezado-pagina';
import { Puede } from '../../lib/authorization';

/** /solicitar-vacaciones (spec 01 §2). Filled in by later work; for now its title only. */
export default function SolicitarVacacionesPage() {
  return (
    <Puede permisos={[PERMISOS.SOLICITAR_VACACIONES]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Solicitar Vacaciones" />
    </Puede>
  );
}
