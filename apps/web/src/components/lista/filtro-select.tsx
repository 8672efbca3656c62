import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** A select whose empty value reads 'Todos los …' instead of leaving the label as a placeholder. */
const SIEMPRE_CON_TEXTO = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

export interface OpcionFiltro {
  valor: string | number;
  etiqueta: ReactNode;
}

interface Props {
  label: string;
  /** The first option, of the empty value: 'Todos los estados', 'Todas'. */
  todos: string;
  /** The chosen value; '' for all. */
  valor: string | number;
  onCambiar: (valor: string) => void;
  opciones: readonly OpcionFiltro[];
  /** false: with nothing chosen the label stands in the box, as a placeholder. */
  mostrarTodos?: boolean;
  id?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** One filter select of a list screen, with its 'Todos los …' option first. */
export function FiltroSelect({
  label,
  todos,
  valor,
  onCambiar,
  opciones,
  mostrarTodos = true,
  id,
  disabled,
  sx,
}: Props) {
  return (
    <TextField
      select
      size="small"
      id={id}
      label={label}
      value={valor}
      onChange={(e) => onCambiar(e.target.value)}
      disabled={disabled}
      sx={sx}
      slotProps={mostrarTodos ? SIEMPRE_CON_TEXTO : undefined}
    >
      <MenuItem value="">{todos}</MenuItem>
      {opciones.map((o) => (
        <MenuItem key={o.valor} value={o.valor}>
          {o.etiqueta}
        </MenuItem>
      ))}
    </TextField>
  );
}
