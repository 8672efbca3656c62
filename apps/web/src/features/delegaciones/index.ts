// Public entry of the feature (ADR 019): delegation of approvals (ADR 033).
export { BotonDelegarAprobaciones } from './components/delegar-aprobaciones-dialog';
export { SolicitudesPorDelegacion } from './components/solicitudes-por-delegacion';
