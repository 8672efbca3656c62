export { MiPlan } from './components/mi-plan';
export { RolVacacionalEquipo } from './components/rol-vacacional-equipo';
export { TarjetaMiPlan } from './components/tarjeta-mi-plan';
