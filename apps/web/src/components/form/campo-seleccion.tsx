import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { useCampo } from './use-campo';

export interface OpcionSeleccion {
  valor: string | number;
  etiqueta: string;
  deshabilitada?: boolean;
}

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  opciones: readonly OpcionSeleccion[];
  /** The disabled line shown when there is no option (e.g. 'Cargando departamentos...'). */
  textoSinOpciones?: string;
  required?: boolean;
  soloLectura?: boolean;
  helperText?: string;
}

/** A select of a react-hook-form form; numeric option values come back as numbers, the empty choice as ''. */
export function CampoSeleccion<T extends FieldValues>({
  name,
  label,
  opciones,
  textoSinOpciones,
  required,
  soloLectura = false,
  helperText,
}: Props<T>) {
  const { field, error, cambiar } = useCampo<T>(name);
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={!soloLectura && required}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => {
        const elegida = opciones.find((o) => String(o.valor) === String(e.target.value));
        cambiar(elegida ? elegida.valor : '');
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ input: { readOnly: soloLectura } }}
    >
      {opciones.length === 0 && textoSinOpciones && (
        <MenuItem value="" disabled>
          {textoSinOpciones}
        </MenuItem>
      )}
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={o.valor} disabled={o.deshabilitada}>
          {o.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
}
