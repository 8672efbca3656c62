import { Pestanas } from '../../../components/layouts/pestanas';
import { SeccionCorreos } from './seccion-correos';
import { SeccionEmpresa } from './seccion-empresa';
import { SeccionFeriados } from './seccion-feriados';
import { SeccionPoliticaVacaciones } from './seccion-politica-vacaciones';

const SECCIONES = [
  { id: 'empresa', etiqueta: 'Empresa', Componente: SeccionEmpresa },
  { id: 'vacaciones', etiqueta: 'Política de vacaciones', Componente: SeccionPoliticaVacaciones },
  { id: 'feriados', etiqueta: 'Feriados', Componente: SeccionFeriados },
  { id: 'correos', etiqueta: 'Correos', Componente: SeccionCorreos },
] as const;

/** The 'Configuración' tab of /administracion/configuracion: the company, its vacation policy, its holidays
 * and the outbox of e-mails. */
export function PaginaConfiguracion() {
  return <Pestanas pestanas={SECCIONES} etiqueta="Partes de la configuración" prefijoId="config" />;
}
