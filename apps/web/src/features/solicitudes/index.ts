// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { CancelarSolicitudDialog } from './components/cancelar-solicitud-dialog';
export { cancelarSolicitud } from './api/cancelar-solicitud';
export { columnasSolicitudes } from './components/columnas-solicitudes';
export { misSolicitudesBaseKey } from './api/get-mis-solicitudes';
