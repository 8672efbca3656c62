import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props = Pick<TextFieldProps, 'required' | 'autoFocus' | 'disabled'> & {
  etiqueta: string;
  valor: string;
  onCambiar: (valor: string) => void;
  /** Replaces the help text while there is one. */
  error?: string | null | undefined;
  ayuda?: string;
  maxLength?: number;
  /** Adds "n/max caracteres" to the help text. */
  contador?: boolean;
  filas?: number;
};

/** A dialog's free-text reason (to cancel, to interrupt, for the audit), outside a react-hook-form form. */
export function CampoMotivo({
  etiqueta,
  valor,
  onCambiar,
  error,
  ayuda,
  maxLength,
  contador = false,
  filas = 2,
  ...resto
}: Props) {
  const cuenta = contador && maxLength !== undefined ? `${valor.length}/${maxLength} caracteres` : '';
  return (
    <TextField
      label={etiqueta}
      multiline
      minRows={filas}
      fullWidth
      {...resto}
      value={valor}
      onChange={(e) => onCambiar(e.target.value)}
      error={Boolean(error)}
      helperText={error || [ayuda, cuenta].filter(Boolean).join(' ') || undefined}
      slotProps={maxLength !== undefined ? { htmlInput: { maxLength } } : undefined}
    />
  );
}
