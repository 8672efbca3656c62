import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { inicioDeMes, moverVista, tituloDeVista, type Vista } from '../utils/rejilla';

interface Props {
  vista: Vista;
  /** The first day of the month shown (the first of the quarter's months). */
  referencia: string;
  hoy: string;
  onReferencia: (referencia: string) => void;
  onVista: (vista: Vista) => void;
}

/** Previous/next month or quarter, the period's title, 'Hoy', and the Mes/Trimestre switch. */
export function NavegacionCalendario({ vista, referencia, hoy, onReferencia, onVista }: Props) {
  const unidad = vista === 'mes' ? 'Mes' : 'Trimestre';
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={`${unidad} anterior`}
          onClick={() => onReferencia(moverVista(referencia, vista, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h2" aria-live="polite" sx={{ minWidth: { sm: 280 } }}>
          {tituloDeVista(referencia, vista)}
        </Typography>
        <IconButton
          aria-label={`${unidad} siguiente`}
          onClick={() => onReferencia(moverVista(referencia, vista, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => onReferencia(inicioDeMes(hoy))}>
          Hoy
        </Button>
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={vista}
        onChange={(_e, v: Vista | null) => v && onVista(v)}
        aria-label="Período visible"
      >
        <ToggleButton value="mes">Mes</ToggleButton>
        <ToggleButton value="trimestre">Trimestre</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
