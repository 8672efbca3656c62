import type { TPeriodoEmpleado } from '@app/contract/configuracion';
import { CampoSeleccion } from '../../../components/form/campo-seleccion';
import { formatearFecha } from '../../../utils/formato';
import type { usePeriodosEmpleado } from '../api/politica-vacaciones';

const ESTADOS: Record<TPeriodoEmpleado['estado'], string> = {
  CURSO: 'en curso: se aplica al cumplir el año',
  PENDIENTE: 'pendiente',
  VENCIDA: 'vencido',
};

export const etiquetaPeriodo = (p: TPeriodoEmpleado) =>
  `${p.periodo} (${formatearFecha(p.inicio)} – ${formatearFecha(p.fin)}), ${ESTADOS[p.estado]}${p.marcado ? ' — ya marcado' : ''}`;

interface Props {
  /** The chosen employee; none yet means no periods to offer. */
  usuarioId: number | null;
  periodos: ReturnType<typeof usePeriodosEmpleado>;
}

/** The employee's periods, with their dates and state; one already marked is shown but cannot be picked. */
export function CampoPeriodoRecord({ usuarioId, periodos }: Props) {
  return (
    <CampoSeleccion<{ periodo: number | '' }>
      name="periodo"
      label="Período"
      required
      opciones={(periodos.data ?? []).map((p) => ({
        valor: p.periodo,
        etiqueta: etiquetaPeriodo(p),
        deshabilitada: p.marcado,
      }))}
      textoSinOpciones={
        usuarioId === null
          ? 'Elija primero un empleado'
          : periodos.isPending
            ? 'Cargando períodos...'
            : 'El empleado aún no tiene períodos'
      }
      helperText="El año en que empieza el año de servicio, contado desde la fecha de ingreso"
    />
  );
}
