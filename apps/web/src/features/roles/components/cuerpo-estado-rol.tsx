import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { TRol } from '@app/contract/roles';
import { EstadoActivoChip, textosCambioEstado } from '../../../components/estado-chip';

/** The texts of the dialog for a role that is active (to deactivate) or not (to activate). */
export const textosEstadoRol = (activo: boolean, usuarios: number) => ({
  ...textosCambioEstado(activo, 'Rol', 'este rol'),
  consecuencia: activo
    ? 'El rol pasará a estado inactivo. Los usuarios con este rol conservarán su asignación, pero el rol quedará inactivo y dejará de otorgar sus permisos.'
    : 'El rol pasará a estado activo y volverá a estar disponible para asignarse.',
  advertencia:
    usuarios > 0
      ? {
          titulo: `Este rol tiene ${usuarios} usuario(s) asignado(s)`,
          detalle: activo
            ? 'Mientras el rol esté inactivo, esos usuarios no tendrán los permisos que este rol otorga.'
            : 'Esos usuarios volverán a tener los permisos que este rol otorga.',
        }
      : null,
});

interface Props {
  rol: TRol;
  activo: boolean;
  textos: ReturnType<typeof textosEstadoRol>;
  /** The question and its consequence describe the dialog. */
  idDescripcion: string;
}

/** The role and its current state, the question, what will happen, and a warning when users hold it. */
export function CuerpoEstadoRol({ rol, activo, textos, idDescripcion }: Props) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        {activo ? (
          <ToggleOnIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
        ) : (
          <ToggleOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        )}
        <Box>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {rol.name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Estado actual:
            </Typography>
            <EstadoActivoChip estado={rol.estado} />
          </Box>
        </Box>
      </Box>

      <Box id={idDescripcion}>
        <Typography sx={{ mb: 1 }}>{textos.pregunta}</Typography>
        <Typography variant="body2" color="text.secondary">
          {textos.consecuencia}
        </Typography>
      </Box>

      {textos.advertencia && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {textos.advertencia.titulo}
          </Typography>
          <Typography variant="body2">{textos.advertencia.detalle}</Typography>
        </Alert>
      )}
    </>
  );
}
