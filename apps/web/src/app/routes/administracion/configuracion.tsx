import { PERMISOS } from '@app/contract/permisos';
import { PaginaConfiguracion } from '../../../features/configuracion/components/pagina-configuracion';
import { PaginaAdministracion } from '../../pagina-administracion';

/**
 * /administracion/configuracion (ADR 024; the spec left it a placeholder): the company's data, vacation
 * policy and holidays, and the configuration's audit.
 */
export default function ConfiguracionPage() {
  return (
    <PaginaAdministracion
      permiso={PERMISOS.ADMIN_CONFIGURACION}
      titulo="Configuración"
      subtitulo="Datos de la empresa, política de vacaciones y calendario"
      seccion="Configuración"
      auditoria={{
        modulo: 'CONFIGURACION',
        titulo: 'Auditoría de Configuración',
        textoVacio: 'No se encontraron cambios en la configuración',
      }}
    >
      <PaginaConfiguracion />
    </PaginaAdministracion>
  );
}
