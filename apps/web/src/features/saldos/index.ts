// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { avisoIndemnizacion } from './utils/periodo';
export { historialQueryOptions, useHistorial } from './api/get-historial';
