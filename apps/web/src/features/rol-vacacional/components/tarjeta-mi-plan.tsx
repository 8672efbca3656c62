import EventNoteIcon from '@mui/icons-material/EventNote';
import { TarjetaAcceso } from '../../../components/tarjeta-acceso';
import { paths } from '../../../config/paths';

/**
 * Dashboard card of whoever requests vacations: the way into "Mi Plan de Vacaciones" (ADR 036). A card,
 * not a menu entry: the spec's menu stays as written.
 */
export function TarjetaMiPlan() {
  return (
    <TarjetaAcceso
      titulo="Mi plan de vacaciones"
      descripcion="Proponga cuándo tomará sus vacaciones del año y conviértalas en solicitud con un clic."
      textoEnlace="Ver mi plan"
      ruta={paths.miPlanVacaciones}
      icono={<EventNoteIcon />}
    />
  );
}
