import { Proximamente } from '../../../components/layouts/proximamente';

/** /administracion/configuracion: placeholder page, no permission check (spec 01 §2). */
export default function ConfiguracionPage() {
  return <Proximamente titulo="Configuración" />;
}
