import dayjs from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldValues, Path } from 'react-hook-form';
import { useCampo } from './use-campo';

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  soloLectura?: boolean;
  helperText?: string;
}

/**
 * A calendar date of a react-hook-form form, kept as 'YYYY-MM-DD' ('' while empty or unfinished), typed and shown
 * as DD/MM/YYYY with the Spanish (dayjs 'es') picker of the signed-in shell.
 */
export function CampoFecha<T extends FieldValues>({
  name,
  label,
  required,
  soloLectura = false,
  helperText,
}: Props<T>) {
  const { field, error, cambiar } = useCampo<T>(name);
  const valor = typeof field.value === 'string' && field.value ? dayjs(field.value, 'YYYY-MM-DD') : null;
  return (
    <DatePicker
      label={label}
      value={valor}
      format="DD/MM/YYYY"
      readOnly={soloLectura}
      inputRef={field.ref}
      onChange={(v) => cambiar(v?.isValid() ? v.format('YYYY-MM-DD') : '')}
      slotProps={{
        textField: {
          name: field.name,
          required: !soloLectura && required,
          fullWidth: true,
          onBlur: field.onBlur,
          error: Boolean(error),
          helperText: error ?? helperText,
        },
      }}
    />
  );
}
