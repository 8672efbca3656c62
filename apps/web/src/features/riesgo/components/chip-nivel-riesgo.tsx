import Chip, { type ChipProps } from '@mui/material/Chip';
import { ETIQUETA_NIVEL_RIESGO, type TNivelRiesgo } from '@app/contract/riesgo';

// Colour and variant tell the levels apart at a glance; the text always says which level it is.
const ESTILO: Record<TNivelRiesgo, { color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  '90': { color: 'info', variant: 'outlined' },
  '60': { color: 'warning', variant: 'outlined' },
  '30': { color: 'error', variant: 'outlined' },
  VENCIDO: { color: 'error', variant: 'filled' },
};

/** The expiry level of a period: 'Vence en 30 días o menos', 'Vencido'… */
export function ChipNivelRiesgo({ nivel }: { nivel: TNivelRiesgo }) {
  return <Chip size="small" label={ETIQUETA_NIVEL_RIESGO[nivel]} data-nivel={nivel} {...ESTILO[nivel]} />;
}
