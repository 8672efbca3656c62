import Chip, { type ChipProps } from '@mui/material/Chip';

export type EstadoSolicitud = 'pendiente' | 'aprobada' | 'rechazada' | 'cancelada';

const ESTADOS: Record<EstadoSolicitud, { etiqueta: string; color: ChipProps['color'] }> = {
  pendiente: { etiqueta: 'Pendiente', color: 'warning' },
  aprobada: { etiqueta: 'Aprobada', color: 'success' },
  rechazada: { etiqueta: 'Rechazada', color: 'error' },
  cancelada: { etiqueta: 'Cancelada', color: 'default' },
};

const sinTildes = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * docs/producto.md, «Estados de una solicitud»: statuses arrive lowercase or capitalised, masculine or feminine
 * ('aprobado', 'Aprobada'). Returns the canonical status, or undefined for anything else.
 */
export const normalizarEstado = (estado: string | null | undefined): EstadoSolicitud | undefined => {
  if (!estado) return undefined;
  const texto = sinTildes(estado).trim().toLowerCase();
  if (texto === 'pendiente') return 'pendiente';
  if (texto === 'aprobado' || texto === 'aprobada') return 'aprobada';
  if (texto === 'rechazado' || texto === 'rechazada') return 'rechazada';
  if (texto === 'cancelado' || texto === 'cancelada') return 'cancelada';
  return undefined;
};

/** Request status chip: Pendiente orange, Aprobada green, Rechazada red, Cancelada grey. */
export function EstadoChip({
  estado,
  size = 'small',
}: {
  estado: string | null | undefined;
  size?: ChipProps['size'];
}) {
  const canonico = normalizarEstado(estado);
  if (!canonico) return <Chip label={estado || '-'} size={size} variant="outlined" />;
  const { etiqueta, color } = ESTADOS[canonico];
  return <Chip label={etiqueta} color={color} size={size} data-estado={canonico} />;
}

/** A user's or a role's estado is text compared case-insensitively with 'activo'. */
export const esEstadoActivo = (estado: string | null | undefined) =>
  (estado ?? '').trim().toLowerCase() === 'activo';

/** The state badge of a user or a role: Activo green, Inactivo grey. */
export function EstadoActivoChip({ estado }: { estado: string }) {
  const activo = esEstadoActivo(estado);
  return (
    <Chip
      size="small"
      label={activo ? 'Activo' : 'Inactivo'}
      color={activo ? 'success' : 'default'}
      variant={activo ? 'filled' : 'outlined'}
    />
  );
}

/**
 * The spec's title, question and button of the dialog that deactivates what is active, or activates
 * what is not ('Rol', 'este rol'; 'Usuario', 'a este usuario').
 */
export const textosCambioEstado = (activo: boolean, sustantivo: string, objeto: string) => ({
  titulo: `${activo ? 'Desactivar' : 'Activar'} ${sustantivo}`,
  pregunta: `¿Está seguro que desea ${activo ? 'desactivar' : 'activar'} ${objeto}?`,
  confirmar: activo ? 'Desactivar' : 'Activar',
});
