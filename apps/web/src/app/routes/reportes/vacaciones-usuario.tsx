import { Proximamente } from '../../../components/layouts/proximamente';

/** /reportes/vacaciones-usuario: placeholder page, no permission check (spec 01 §2). */
export default function VacacionesUsuarioPage() {
  return <Proximamente titulo="Vacaciones por Usuario" />;
}
