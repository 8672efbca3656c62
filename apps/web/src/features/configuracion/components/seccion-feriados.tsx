import { GestionFeriados } from '../../feriados';

/** 'Feriados' of /administracion/configuracion: the company's holidays by year. */
export function SeccionFeriados() {
  return <GestionFeriados />;
}
