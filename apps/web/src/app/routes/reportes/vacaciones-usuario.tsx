import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { Proximamente } from '../../../components/layouts/proximamente';
import { PERMISOS_REPORTES } from '../../../config/permisos-reportes';
import { Puede } from '../../../lib/authorization';

/** /reportes/vacaciones-usuario: placeholder page, for administrators and team leads only (ADR 029). */
export default function VacacionesUsuarioPage() {
  return (
    <Puede permisos={PERMISOS_REPORTES} fallback={<SinPermiso />}>
      <Proximamente titulo="Vacaciones por Usuario" />
    </Puede>
  );
}
