// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { AvisoCoberturaSolicitud, AvisoCoberturaTramo } from './components/aviso-cobertura';
export { CLAVE_COBERTURA } from './api/get-cobertura';
