import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TPermisoDeRol } from '@app/contract/roles';

/** At most 3 permission chips per row. */
export const MAX_CHIPS_PERMISOS = 3;

/** The first three permissions by route name, then '+N más' for the rest. */
export function PermisosRolChips({
  permisos,
}: {
  permisos: readonly Pick<TPermisoDeRol, 'id' | 'nombreRuta'>[];
}) {
  if (permisos.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Sin permisos
      </Typography>
    );
  }
  const visibles = permisos.slice(0, MAX_CHIPS_PERMISOS);
  const resto = permisos.length - visibles.length;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {visibles.map((p) => (
        <Chip key={p.id} size="small" variant="outlined" label={p.nombreRuta} />
      ))}
      {resto > 0 && (
        <Chip
          size="small"
          color="primary"
          label={`+${resto} más`}
          title={permisos
            .slice(MAX_CHIPS_PERMISOS)
            .map((p) => p.nombreRuta)
            .join(', ')}
        />
      )}
    </Box>
  );
}
