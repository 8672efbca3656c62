import type { TSolicitudItem } from '@app/contract/solicitudes';

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
