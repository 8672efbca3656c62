import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { SaldosEquipo } from '../../../features/equipo/components/saldos-equipo';
import { Puede } from '../../../lib/authorization';

/**
 * /reporte-equipo/saldos-vacaciones (docs/producto.md, «Saldos de vacaciones»): the team's vacation balances by
 * employee and period.
 */
export default function SaldosVacacionesPage() {
  return (
    <Puede permisos={[PERMISOS.SALDOS_VACACIONES]} fallback={<SinPermiso />}>
      <EncabezadoPagina
        titulo="Saldos de Vacaciones"
        subtitulo="Consulte y gestione los saldos de vacaciones de su equipo"
      />
      <SaldosEquipo />
    </Puede>
  );
}
