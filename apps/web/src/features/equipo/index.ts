// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { textoInterrupcion } from './components/detalle-solicitud-equipo-dialog';
