import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { TPermisoAdmin } from '@app/contract/roles';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { formatearFechaHora } from '../../../utils/formato';

/** Viewing: the permission's code first, as a monospaced chip. */
export function CodigoPermiso({ permiso }: { permiso: TPermisoAdmin }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="p">
        Código del Permiso
      </Typography>
      <Chip label={permiso.codigoPermiso} sx={{ fontFamily: 'monospace', fontWeight: 600 }} />
    </Box>
  );
}

/** Viewing: 'Información Adicional', how many roles hold it and who created or changed it when. */
export function DatosPermiso({ permiso }: { permiso: TPermisoAdmin }) {
  return (
    <>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Información Adicional
      </Typography>
      <ListaDatos>
        <Dato etiqueta="Roles Asignados">{permiso.numeroRoles ?? 0}</Dato>
        <Dato etiqueta="Creado por">{permiso.createdBy || 'Sistema'}</Dato>
        <Dato etiqueta="Fecha de creación">{formatearFechaHora(permiso.createdOn)}</Dato>
        {permiso.updatedBy && <Dato etiqueta="Actualizado por">{permiso.updatedBy}</Dato>}
        {permiso.updatedOn && (
          <Dato etiqueta="Fecha de actualización">{formatearFechaHora(permiso.updatedOn)}</Dato>
        )}
      </ListaDatos>
    </>
  );
}
