import { vi } from 'vitest';
import type { PaginacionLista } from '../components/lista/use-estado-lista';
import type { TFilaHistorial, TSolicitudDetalle, TSolicitudItem } from '@app/contract/solicitudes';

/** A list item with sensible defaults. */
export const solicitudDePrueba = (id: number, extra: Partial<TSolicitudItem> = {}): TSolicitudItem => ({
  id,
  tipoVacaciones: 'libres',
  fechaInicio: '2027-02-01',
  fechaFin: '2027-02-03',
  diasSolicitados: 3,
  estado: 'Pendiente',
  fechaSolicitud: '2026-11-20T14:00:00.000Z',
  periodo: 2025,
  nombreSolicitante: 'Elena Flores Huamán',
  nombreJefeDirecto: 'Jorge Ramírez Salazar',
  nombreAprobador: null,
  fechaAprobacion: null,
  puedeCancelar: false,
  ...extra,
});

/** A table's paging props for a single page of `total` rows, with inert handlers. */
export const paginacionDePrueba = (total: number, extra: Partial<PaginacionLista> = {}): PaginacionLista => ({
  total,
  pageNumber: 1,
  pageSize: 10,
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  sortBy: '',
  isDescending: false,
  onSortChange: vi.fn(),
  loading: false,
  error: false,
  ...extra,
});

/**
 * A balance-history row of the service year that starts on 21/09 of `periodo`, with nothing to take unless
 * `extra` says so; the whole free days default to those of `diasLibres`.
 */
export const filaHistorialDePrueba = (
  periodo: number,
  extra: Partial<TFilaHistorial> = {},
): TFilaHistorial => ({
  periodo,
  vencidas: 0,
  pendientes: 0,
  truncas: 0,
  diasLibres: 0,
  diasBloque: 0,
  estado: 'PENDIENTE',
  inicio: `${periodo}-09-21`,
  fin: `${periodo + 1}-09-20`,
  finVentana: `${periodo + 2}-09-20`,
  maxDiasLibres: Math.floor(extra.diasLibres ?? 0),
  bloquesPermitidos: [],
  fechaLimiteGoce: null,
  riesgoIndemnizacion: 'NINGUNO',
  indemnizacionPosible: false,
  indemnizacionPosibleCas1419: false,
  truncasSinMesMinimo: false,
  ...extra,
});

/** The detail of the request `item`, without notes, cancellation or interruption unless `extra` says so. */
export const detalleSolicitudDePrueba = (
  item: TSolicitudItem,
  extra: Partial<TSolicitudDetalle> = {},
): TSolicitudDetalle => ({
  ...item,
  observaciones: null,
  comentarios: null,
  emailSolicitante: 'empleado@descanso.pe',
  motivoCancelacion: null,
  fechaCancelacion: null,
  advertencias: [],
  fechaFinSolicitada: null,
  diasSolicitadosOriginales: null,
  motivoInterrupcion: null,
  fechaInterrupcion: null,
  nombreInterrumpidoPor: null,
  ...extra,
});
