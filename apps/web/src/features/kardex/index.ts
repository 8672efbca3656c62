// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { KardexVacacional } from './components/kardex-vacacional';
