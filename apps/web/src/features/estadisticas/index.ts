export { EstadisticasPanel } from './components/estadisticas-panel';
