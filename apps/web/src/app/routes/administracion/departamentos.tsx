import { Proximamente } from '../../../components/layouts/proximamente';

/** /administracion/departamentos: placeholder page, no permission check (spec 01 §2). */
export default function DepartamentosPage() {
  return <Proximamente titulo="Departamentos" />;
}
