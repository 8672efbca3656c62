import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { Puede } from '../../../lib/authorization';

/** /reporte-equipo/saldos-vacaciones (spec 01 §2). Filled in by later work; for now its title only. */
export default function SaldosVacacionesPage() {
  return (
    <Puede permisos={[PERMISOS.SALDOS_VACACIONES]} fallback={<SinPermiso />}>
      <EncabezadoPagina titulo="Saldos de Vacaciones" />
    </Puede>
  );
}
