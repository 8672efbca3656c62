// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { DocumentosSolicitud } from './components/documentos-solicitud';
