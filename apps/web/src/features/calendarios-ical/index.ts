export { MisCalendarios } from './components/mis-calendarios';
