// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { textoInterrupcion } from './components/detalle-solicitud-equipo-dialog';
// Deciding by delegation (ADR 033) reuses the team's decision and detail dialogs.
export {
  DecidirSolicitudDialog,
  type AccionDecision,
  type SolicitudADecidir,
} from './components/decidir-solicitud-dialog';
export { DetalleSolicitudEquipoDialog } from './components/detalle-solicitud-equipo-dialog';
export { CLAVE_GESTION_SOLICITUDES } from './api/get-gestion-solicitudes';
