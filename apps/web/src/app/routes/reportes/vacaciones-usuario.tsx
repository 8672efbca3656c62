import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { KardexVacacional } from '../../../features/kardex';
import { Puede } from '../../../lib/authorization';

/** /reportes/vacaciones-usuario (ADR 039): the kardex vacacional of one person, for HR and managers. */
export default function VacacionesUsuarioPage() {
  return (
    <Puede permisos={[PERMISOS.REPORTE_VACACIONES_USUARIO]} fallback={<SinPermiso />}>
      <EncabezadoPagina
        titulo="Vacaciones por Usuario"
        subtitulo="Kardex vacacional: saldos y solicitudes de cada período"
      />
      <KardexVacacional />
    </Puede>
  );
}
