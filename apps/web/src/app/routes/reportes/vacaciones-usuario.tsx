import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { Proximamente } from '../../../components/layouts/proximamente';
import { PERMISOS } from '@app/contract/permisos';
import { Puede } from '../../../lib/authorization';

/** /reportes/vacaciones-usuario: placeholder page, for administrators and team leads only (ADR 029). */
export default function VacacionesUsuarioPage() {
  return (
    <Puede permisos={[PERMISOS.REPORTE_VACACIONES_USUARIO]} fallback={<SinPermiso />}>
      <Proximamente titulo="Vacaciones por Usuario" />
    </Puede>
  );
}
