import { PERMISOS_CALENDARIOS } from '@app/contract/calendarios-ical';
import { EncabezadoPagina } from '../../components/layouts/encabezado-pagina';
import { SinPermiso } from '../../components/feedback/sin-permiso';
import { MisCalendarios } from '../../features/calendarios-ical';
import { Puede } from '../../lib/authorization';

/** /mis-calendarios (ADR 037): the person's private calendar feeds, next to "Mis notificaciones". */
export default function MisCalendariosPage() {
  return (
    <Puede permisos={PERMISOS_CALENDARIOS} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Mis calendarios" />
      <MisCalendarios />
    </Puede>
  );
}
