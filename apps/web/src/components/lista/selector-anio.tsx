import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A year picker for a screen that always shows one year (the vacation plan, the statistics): no 'Todos' option. */
export function SelectorAnio({
  anio,
  anios,
  label = 'Año',
  onCambiar,
}: {
  anio: number;
  /** The years offered, in the order shown. */
  anios: readonly number[];
  label?: string;
  onCambiar: (anio: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={anio}
      onChange={(e) => onCambiar(Number(e.target.value))}
      sx={{ minWidth: 140 }}
    >
      {anios.map((a) => (
        <MenuItem key={a} value={a}>
          {a}
        </MenuItem>
      ))}
    </TextField>
  );
}
