// Public entry of the feature: what other features may use (ADR 019); everything else stays internal.
export { CalendarioEquipo } from './components/calendario-equipo';
export { QuienMasEstaraFuera } from './components/quien-mas-fuera';
export { TarjetaCalendarioEquipo } from './components/tarjeta-calendario-equipo';
