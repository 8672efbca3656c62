import Chip from '@mui/material/Chip';
import { esRolActivo } from '../utils/estado-rol';

/** 'Activo' green, 'Inactivo' grey. */
export function EstadoRolChip({ estado }: { estado: string }) {
  const activo = esRolActivo(estado);
  return (
    <Chip
      size="small"
      color={activo ? 'success' : 'default'}
      variant={activo ? 'filled' : 'outlined'}
      label={activo ? 'Activo' : 'Inactivo'}
    />
  );
}
