import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TSeveridad } from '@app/contract/auditoria';
import { esSeveridadConocida, etiquetaSeveridad } from '../utils/formato-auditoria';

/**
 * docs/producto.md, «Auditoría»: INFO blue, WARNING orange, ERROR red, SECURITY purple, CRITICAL red (a darker
 * one).
 */
const COLORES: Record<TSeveridad, { color: ChipProps['color']; sx?: ChipProps['sx'] }> = {
  INFO: { color: 'info' },
  WARNING: { color: 'warning' },
  ERROR: { color: 'error' },
  SECURITY: { color: 'default', sx: { bgcolor: '#6a1b9a', color: '#fff' } },
  CRITICAL: { color: 'default', sx: { bgcolor: '#b71c1c', color: '#fff', fontWeight: 700 } },
};

/** The severity badge of an audit record, with its Spanish label. */
export function SeveridadChip({ severidad }: { severidad: string | null | undefined }) {
  const clave = (severidad ?? '').toUpperCase();
  if (!esSeveridadConocida(clave)) {
    return <Chip size="small" variant="outlined" label={etiquetaSeveridad(severidad)} />;
  }
  const { color, sx } = COLORES[clave];
  return <Chip size="small" color={color} sx={sx} label={etiquetaSeveridad(clave)} data-severidad={clave} />;
}
