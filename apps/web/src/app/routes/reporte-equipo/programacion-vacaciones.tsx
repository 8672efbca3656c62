import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { Pestanas } from '../../../components/layouts/pestanas';
import { CalendarioEquipo } from '../../../features/calendario';
import { RolVacacionalEquipo } from '../../../features/rol-vacacional';
import { Puede } from '../../../lib/authorization';

const PESTANAS = [
  { id: 'calendario', etiqueta: 'Calendario del equipo', Componente: CalendarioEquipo },
  { id: 'rol', etiqueta: 'Rol vacacional', Componente: RolVacacionalEquipo },
] as const;

/** /reporte-equipo/programacion-vacaciones: the team calendar and the yearly plan, one tab each. */
export default function ProgramacionVacacionesPage() {
  return (
    <Puede permisos={[PERMISOS.PROGRAMACION_VACACIONES]} fallback={<SinPermiso />}>
      <EncabezadoPagina
        titulo="Programación de Vacaciones"
        subtitulo="Quién de su equipo estará fuera, día por día, y el plan anual de vacaciones"
      />
      <Pestanas
        pestanas={PESTANAS}
        etiqueta="Partes de la programación de vacaciones"
        prefijoId="programacion"
      />
    </Puede>
  );
}
