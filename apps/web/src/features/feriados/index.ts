// What other features use of the holidays (ADR 019): the admin section, the request form's date picker, and the
// queries a calendar (the team's) reuses.
export { GestionFeriados } from './components/gestion-feriados';
export { AvisoFeriadosEnPeriodo } from './components/aviso-feriados-periodo';
export { useFeriadosDelSelector } from './hooks/use-feriados-del-selector';
export {
  CLAVE_FERIADOS,
  feriadosDelAnioQueryOptions,
  feriadosEntreQueryOptions,
  useFeriadosDeAnios,
  useFeriadosDelAnio,
  useFeriadosEntre,
} from './api/get-feriados';
export { ESTILO_FERIADO, nombresPorFecha, propsDeDia } from './utils/dia-feriado';
