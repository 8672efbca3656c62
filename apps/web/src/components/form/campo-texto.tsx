import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { useCampo } from './use-campo';

export type CampoTextoProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  name: Path<T>;
  /** Shown, never edited (a form's "view" mode). */
  soloLectura?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
};

/**
 * A text field of a react-hook-form form (inside its FormProvider): its error replaces the help text, and MUI ties
 * that text to the input with aria-describedby.
 */
export function CampoTexto<T extends FieldValues>({
  name,
  soloLectura = false,
  maxLength,
  inputMode,
  helperText,
  required,
  slotProps,
  ...resto
}: CampoTextoProps<T>) {
  const { field, error, cambiar } = useCampo<T>(name);
  return (
    <TextField
      fullWidth
      {...resto}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(e) => cambiar(e.target.value)}
      onBlur={field.onBlur}
      required={!soloLectura && required}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        input: { readOnly: soloLectura, ...(slotProps?.input as object) },
        htmlInput: {
          ...(maxLength !== undefined ? { maxLength } : {}),
          ...(inputMode ? { inputMode } : {}),
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}
