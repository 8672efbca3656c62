import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { TarjetaAcceso } from '../../../components/tarjeta-acceso';
import { paths } from '../../../config/paths';

/** Dashboard card of whoever plans the team's vacations: a way into the team calendar. */
export function TarjetaCalendarioEquipo() {
  return (
    <TarjetaAcceso
      titulo="Calendario del equipo"
      descripcion="Quién de su equipo estará fuera, día por día, con feriados y límites de cobertura."
      textoEnlace="Ver calendario"
      ruta={paths.reporteEquipo.programacionVacaciones}
      icono={<CalendarMonthIcon />}
    />
  );
}
