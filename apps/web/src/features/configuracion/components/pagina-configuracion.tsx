import { Pestanas } from '../../../components/layouts/pestanas';
import { SeccionCorreos } from './seccion-correos';
import { SeccionEmpresa } from './seccion-empresa';
import { SeccionFeriados } from './seccion-feriados';
import { SeccionPoliticaVacaciones } from './seccion-politica-vacaciones';
import { SeccionRespaldos } from './seccion-respaldos';

const SECCIONES = [
  { id: 'empresa', etiqueta: 'Empresa', Componente: SeccionEmpresa },
  { id: 'vacaciones', etiqueta: 'Política de vacaciones', Componente: SeccionPoliticaVacaciones },
  { id: 'feriados', etiqueta: 'Feriados', Componente: SeccionFeriados },
  { id: 'correos', etiqueta: 'Correos', Componente: SeccionCorreos },
  { id: 'respaldos', etiqueta: 'Respaldos', Componente: SeccionRespaldos },
] as const;

/** The 'Configuración' tab of /administracion/configuracion: the company, its vacation policy, its holidays,
 * the outbox of e-mails and the backups. */
export function PaginaConfiguracion() {
  return <Pestanas pestanas={SECCIONES} etiqueta="Partes de la configuración" prefijoId="config" />;
}
