import Divider from '@mui/material/Divider';
import type { TRol } from '@app/contract/roles';
import { EstadoActivoChip } from '../../../components/estado-chip';
import { Dato, ListaDatos } from '../../../components/form/dato';
import { formatearFechaHora } from '../../../utils/formato';

/** What only the view shows about a role: how many hold it, its state and who changed it when. */
export function DatosRol({ rol }: { rol: TRol }) {
  return (
    <>
      <Divider />
      <ListaDatos>
        <Dato etiqueta="Usuarios asignados">{rol.numeroPersonas ?? 0}</Dato>
        <Dato etiqueta="Estado">
          <EstadoActivoChip estado={rol.estado} />
        </Dato>
        <Dato etiqueta="Creado por">{rol.createdBy || 'Sistema'}</Dato>
        <Dato etiqueta="Fecha de creación">{formatearFechaHora(rol.createdOn)}</Dato>
        <Dato etiqueta="Modificado por">{rol.updatedBy || '-'}</Dato>
        <Dato etiqueta="Fecha de modificación">{formatearFechaHora(rol.updatedOn)}</Dato>
      </ListaDatos>
    </>
  );
}
