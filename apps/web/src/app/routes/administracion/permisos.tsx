import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PERMISOS } from '@app/contract/permisos';
import { SinPermiso } from '../../../components/feedback/sin-permiso';
import { EncabezadoPagina } from '../../../components/layouts/encabezado-pagina';
import { HistorialAuditoria } from '../../../features/auditoria/components/historial-auditoria';
import { GestionPermisos } from '../../../features/permisos/components/gestion-permisos';
import { Puede, useAutorizacion } from '../../../lib/authorization';

type Pestana = 'permisos' | 'auditoria';

function ContenidoPermisos() {
  const { puede } = useAutorizacion();
  // The audit tab needs AUDITORIA-VER on the server: without it, the tab is not offered.
  const veAuditoria = puede([PERMISOS.AUDITORIA_VER]);
  const [pestana, setPestana] = useState<Pestana>('permisos');
  const actual = veAuditoria ? pestana : 'permisos';

  return (
    <>
      <EncabezadoPagina titulo="Gestión de Permisos" subtitulo="Administre los permisos del sistema" />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={actual}
          onChange={(_e, valor: Pestana) => setPestana(valor)}
          aria-label="Secciones de permisos"
        >
          <Tab
            value="permisos"
            label="Permisos"
            id="pestana-permisos"
            aria-controls={actual === 'permisos' ? 'panel-permisos' : undefined}
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
      {actual === 'permisos' ? (
        <Box role="tabpanel" id="panel-permisos" aria-labelledby="pestana-permisos">
          <GestionPermisos />
        </Box>
      ) : (
        <Box role="tabpanel" id="panel-auditoria" aria-labelledby="pestana-auditoria">
          <HistorialAuditoria
            modulo="GESTION_PERMISOS"
            titulo="Auditoría de Gestión de Permisos"
            textoVacio="No se encontraron acciones realizadas en la gestión de permisos"
          />
        </Box>
      )}
    </>
  );
}

/** /administracion/permisos (spec 02 §2.10): tabs Permisos and Auditoría. */
export default function PermisosPage() {
  return (
    <Puede permisos={[PERMISOS.ADMIN_PERMISOS]} fallback={<SinPermiso />}>
      <ContenidoPermisos />
    </Puede>
  );
}
