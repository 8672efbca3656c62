import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { HistorialAuditoria } from '../../../features/auditoria/components/historial-auditoria';
import { GestionRoles } from '../../../features/roles/components/gestion-roles';
import { Puede, useAutorizacion } from '../../../lib/authorization';

type Pestana = 'roles' | 'auditoria';

function ContenidoRoles() {
  const { puede } = useAutorizacion();
  // The audit tab needs AUDITORIA-VER on the server: without it, the tab is not offered.
  const veAuditoria = puede([PERMISOS.AUDITORIA_VER]);
  const [pestana, setPestana] = useState<Pestana>('roles');
  const actual = veAuditoria ? pestana : 'roles';

  return (
    <>
      <EncabezadoPagina titulo="Gestión de Roles" subtitulo="Administre los roles del sistema" />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={actual}
          onChange={(_e, valor: Pestana) => setPestana(valor)}
          aria-label="Secciones de roles"
        >
          <Tab
            value="roles"
            label="Roles"
            id="pestana-roles"
            aria-controls={actual === 'roles' ? 'panel-roles' : undefined}
          />
          {veAuditoria && (
            <Tab
              value="auditoria"
              label="Auditoría"
              id="pestana-auditoria"
              aria-controls={actual === 'auditoria' ? 'panel-auditoria' : undefined}
            />
          )}
        </Tabs>
      </Box>
      {actual === 'roles' ? (
        <Box role="tabpanel" id="panel-roles" aria-labelledby="pestana-roles">
          <GestionRoles />
        </Box>
      ) : (
        <Box role="tabpanel" id="panel-auditoria" aria-labelledby="pestana-auditoria">
          <HistorialAuditoria
            modulo="GESTION_ROLES"
            titulo="Auditoría de Gestión de Roles"
            textoVacio="No se encontraron acciones realizadas en la gestión de roles"
          />
        </Box>
      )}
    </>
  );
}

/** /administracion/roles (spec 02 §2.7): tabs Roles and Auditoría. */
export default function RolesPage() {
  return (
    <Puede permisos={[PERMISOS.ADMIN_ROLES]} fallback={<SinPermiso />}>
      <ContenidoRoles />
    </Puede>
  );
}
