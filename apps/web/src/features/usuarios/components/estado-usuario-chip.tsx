import Chip from '@mui/material/Chip';

/** The user's state badge: Activo green, Inactivo grey (spec 02 §2.1). */
export function EstadoUsuarioChip({ estado }: { estado: 'Activo' | 'Inactivo' | string }) {
  const activo = estado.trim().toLowerCase() === 'activo';
  return (
    <Chip
      size="small"
      label={activo ? 'Activo' : 'Inactivo'}
      color={activo ? 'success' : 'default'}
      variant={activo ? 'filled' : 'outlined'}
    />
  );
}

export const esUsuarioActivo = (estado: string) => estado.trim().toLowerCase() === 'activo';
