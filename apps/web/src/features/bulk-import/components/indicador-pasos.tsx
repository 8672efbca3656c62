import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { TextoOculto } from '../../../components/texto-oculto';

export const PASOS_IMPORTACION = [
  'Selección de Archivo',
  'Configuración',
  'Validación',
  'Procesamiento',
] as const;

/** The wizard's four steps; the last one counts as done once processing completed. */
export function IndicadorPasos({ paso, completado }: { paso: number; completado: boolean }) {
  // At 390 px the four labels do not fit: only the current step's label is shown.
  const estrecho = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Stepper activeStep={paso} alternativeLabel sx={{ mb: 3 }}>
      {PASOS_IMPORTACION.map((p, i) => (
        <Step key={p} completed={i < paso || (i === 3 && completado)}>
          <StepLabel>{estrecho && i !== paso ? <TextoOculto>{p}</TextoOculto> : p}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
