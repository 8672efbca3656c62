import { MESES, type TEstadisticas, type TGraficoEstadisticas } from '@app/contract/estadisticas';
import { formatearDecimal, formatearDias, formatearEntero } from '@app/contract/formato-numeros';
import { ESTADOS_SOLICITUD } from '@app/contract/solicitudes';

export interface TablaDatos {
  encabezados: string[];
  /** The first cell of each row names it (a month, a department, a bracket); the rest are formatted figures. */
  filas: string[][];
}

/** The accessible table under each chart: the same figures as the chart and as its Excel, formatted in Peru's way. */
export function tablasDeEstadisticas(e: TEstadisticas): Record<TGraficoEstadisticas, TablaDatos> {
  const mes = (m: number) => MESES[m - 1]!;
  return {
    'dias-gozados': {
      encabezados: ['Mes', ...e.departamentos.map((d) => d.nombre), 'Total'],
      filas: e.diasGozadosPorMes.map((m) => [
        mes(m.mes),
        ...m.dias.map((d) => formatearEntero(d)),
        formatearEntero(m.total),
      ]),
    },
    'solicitudes-estado': {
      encabezados: ['Mes', ...ESTADOS_SOLICITUD, 'Total'],
      filas: e.solicitudesPorEstadoPorMes.map((m) => [
        mes(m.mes),
        ...ESTADOS_SOLICITUD.map((s) => formatearEntero(m.porEstado[s])),
        formatearEntero(m.total),
      ]),
    },
    'vencidos-riesgo': {
      encabezados: ['Departamento', 'Días vencidos', 'Días en riesgo', 'Personas en riesgo'],
      filas: e.vencidosRiesgoPorDepartamento.map((d) => [
        d.nombre,
        formatearDias(d.diasVencidos),
        formatearDias(d.diasEnRiesgo),
        formatearEntero(d.personasEnRiesgo),
      ]),
    },
    'antiguedad-pendientes': {
      encabezados: ['Antigüedad', 'Solicitudes pendientes'],
      filas: e.antiguedadPendientes.map((t) => [t.etiqueta, formatearEntero(t.solicitudes)]),
    },
  };
}

/** Average approval time in words: hours under two days, days (one decimal) beyond. */
export function textoTiempoAprobacion(horas: number | null): string {
  if (horas === null) return 'Sin decisiones';
  if (horas < 48) return `${formatearEntero(Math.round(horas))} h`;
  return `${formatearDecimal(horas / 24, 1)} días`;
}
