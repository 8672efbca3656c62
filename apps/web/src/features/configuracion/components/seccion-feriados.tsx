import { GestionFeriados } from '../../feriados';

/** 'Feriados' of /administracion/configuracion (issue 15): the company's holidays by year. */
export function SeccionFeriados() {
  return <GestionFeriados />;
}
