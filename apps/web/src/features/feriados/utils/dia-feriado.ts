import type { SxProps, Theme } from '@mui/material/styles';
import type { PickerDayOwnerStateBase } from '@mui/x-date-pickers/PickerDay';
import { anio as anioDe, esFechaValida } from '@app/contract/fechas';

/** How a holiday looks in a calendar: bold, underlined, in a dark red that keeps its contrast (AA) on white. */
export const ESTILO_FERIADO: SxProps<Theme> = {
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:not(.Mui-selected)': { color: 'error.dark' },
};

/** 'YYYY-MM-DD' → its holiday's name, for the date pickers. */
export const nombresPorFecha = (feriados: readonly { fecha: string; nombre: string }[]) =>
  new Map(feriados.map((f) => [f.fecha, f.nombre]));

/**
 * The props of a date picker's day (`slotProps.day`): a holiday is shown apart and its name is part of the day's
 * accessible name ("28, feriado: Fiestas Patrias") and its tooltip.
 */
export const propsDeDia =
  (nombres: ReadonlyMap<string, string>) =>
  ({ day, isDayOutsideMonth }: PickerDayOwnerStateBase) => {
    const nombre = isDayOutsideMonth ? undefined : nombres.get(day.format('YYYY-MM-DD'));
    if (!nombre) return {};
    return {
      'aria-label': `${day.format('D')}, feriado: ${nombre}`,
      title: `Feriado: ${nombre}`,
      'data-feriado': nombre,
      sx: ESTILO_FERIADO,
    };
  };

/**
 * The years whose holidays a request form needs: the one on screen in the calendar, and those of the chosen
 * period's first and last days.
 */
export function aniosDelSelector(anioVisible: number, inicio: string, fin: string): number[] {
  const anios = [anioVisible];
  for (const f of [inicio, fin]) if (esFechaValida(f)) anios.push(anioDe(f));
  return [...new Set(anios)].sort((a, b) => a - b);
}
