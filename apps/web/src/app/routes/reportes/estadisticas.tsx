import { Proximamente } from '../../../components/layouts/proximamente';

/** /reportes/estadisticas: placeholder page, no permission check (spec 01 §2). */
export default function EstadisticasPage() {
  return <Proximamente titulo="Estadísticas" />;
}
