// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { ChipNivelRiesgo } from './components/chip-nivel-riesgo';
export { TarjetaRiesgoVencimiento } from './components/tarjeta-riesgo-vencimiento';
export { riesgoVencimientoQueryOptions } from './api/get-riesgo-vencimiento';
