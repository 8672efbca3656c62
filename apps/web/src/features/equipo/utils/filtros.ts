import { compararFechas } from '@app/contract/fechas';
import type { TEstadoSolicitud, TTipoVacaciones } from '@app/contract/solicitudes';
import type { FiltrosGestionSolicitudes } from '../api/get-gestion-solicitudes';
import type { FiltrosSaldos } from '../api/get-saldos-equipo';

/** Fixed period options of both team screens (docs/producto.md, «Saldos de vacaciones»). */
export const PERIODOS_FILTRO = [2024, 2025, 2026] as const;

export const OPCIONES_ESTADO: readonly { valor: TEstadoSolicitud; etiqueta: string }[] = [
  { valor: 'Pendiente', etiqueta: 'Pendiente' },
  { valor: 'Aprobada', etiqueta: 'Aprobada' },
  { valor: 'Rechazada', etiqueta: 'Rechazada' },
  { valor: 'Cancelada', etiqueta: 'Cancelada' },
];

export const ETIQUETAS_TIPO: Record<TTipoVacaciones, string> = { libres: 'Libres', bloque: 'Bloque' };

export const FILTROS_GESTION_INICIALES: FiltrosGestionSolicitudes = {
  incluirSubordinadosNivelN: false,
  empleadoId: null,
  estado: '',
  tipoVacaciones: '',
  periodo: null,
  desde: null,
  hasta: null,
};

export const FILTROS_SALDOS_INICIALES: FiltrosSaldos = {
  incluirSubordinadosNivelN: false,
  empleadoId: null,
  periodo: null,
  enRiesgo: false,
};

/**
 * docs/producto.md, «Gestión de solicitudes»: Desde cannot be later than Hasta. Setting one of them so that the
 * range crosses clears the other one; a valid or half-open range is kept as it is.
 */
export function cambiarRangoFechas(
  rango: { desde: string | null; hasta: string | null },
  campo: 'desde' | 'hasta',
  valor: string | null,
): { desde: string | null; hasta: string | null } {
  const nuevo = { ...rango, [campo]: valor };
  if (nuevo.desde && nuevo.hasta && compararFechas(nuevo.desde, nuevo.hasta) > 0) {
    return campo === 'desde' ? { desde: nuevo.desde, hasta: null } : { desde: null, hasta: nuevo.hasta };
  }
  return nuevo;
}

/** 'Ana Pérez Díaz (Directo)' / '(Indirecto)': an option of the Empleado filter of 'Gestión de Solicitudes'. */
export const etiquetaEmpleadoEquipo = (empleado: { nombreCompleto: string; esDirecto: boolean }) =>
  `${empleado.nombreCompleto} (${empleado.esDirecto ? 'Directo' : 'Indirecto'})`;

/** 'Ana Pérez Díaz (ana.perez@empresa.pe)': an option of the employee picker of 'Saldos de Vacaciones'. */
export const etiquetaEmpleadoSaldo = (empleado: { nombreCompleto: string; email: string }) =>
  `${empleado.nombreCompleto} (${empleado.email})`;

/**
 * The subordinates switch of 'Gestión de Solicitudes'. Going back to direct reports only drops an employee filter
 * that names an indirect report (the server would refuse it: not in the direct team).
 */
export function cambiarNivelSubordinados(
  filtros: FiltrosGestionSolicitudes,
  incluir: boolean,
  empleados: readonly { id: number; esDirecto: boolean }[],
): FiltrosGestionSolicitudes {
  const seleccionado = empleados.find((e) => e.id === filtros.empleadoId);
  const conservaEmpleado = incluir || (seleccionado?.esDirecto ?? false);
  return {
    ...filtros,
    incluirSubordinadosNivelN: incluir,
    empleadoId: conservaEmpleado ? filtros.empleadoId : null,
  };
}
