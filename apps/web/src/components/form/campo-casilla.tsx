import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useCampo } from './use-campo';

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  /** A check box (default) or a switch. */
  variante?: 'casilla' | 'interruptor';
  soloLectura?: boolean;
  /** Called after the value changes (e.g. to check another field again). */
  alCambiar?: (valor: boolean) => void;
  sx?: SxProps<Theme>;
}

/** A yes/no field of a react-hook-form form; its error, if any, shows under it and describes the control. */
export function CampoCasilla<T extends FieldValues>({
  name,
  label,
  variante = 'casilla',
  soloLectura = false,
  alCambiar,
  sx,
}: Props<T>) {
  const { field, error, cambiar } = useCampo<T>(name);
  const idError = useId();
  const propsControl = {
    name: field.name,
    checked: Boolean(field.value),
    onBlur: field.onBlur,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      cambiar(e.target.checked);
      alCambiar?.(e.target.checked);
    },
    slotProps: {
      input: { ref: field.ref, ...(error ? { 'aria-describedby': idError, 'aria-invalid': true } : {}) },
    },
  };
  return (
    <FormControl error={Boolean(error)} sx={sx}>
      <FormControlLabel
        label={label}
        disabled={soloLectura}
        control={variante === 'interruptor' ? <Switch {...propsControl} /> : <Checkbox {...propsControl} />}
      />
      {error && <FormHelperText id={idError}>{error}</FormHelperText>}
    </FormControl>
  );
}
