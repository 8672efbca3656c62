import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { hoyNegocio } from '../utils/negocio';

// dayjs 'es' starts the week on Monday (docs/producto.md, «Solicitar vacaciones»).
dayjs.locale('es');

const textosSelectores = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The pickers ask the adapter for "now" (`date()` without a value) to mark today and to open on its month: here
 * "now" falls on the server's business date (APP_TODAY when pinned, ADR 026), keeping the time of day.
 */
class AdaptadorNegocio extends AdapterDayjs {
  constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
    super(...args);
    const original = this.date;
    this.date = ((valor?: unknown, zona?: Parameters<typeof original>[1]) =>
      original(
        (valor === undefined ? `${hoyNegocio()}T${dayjs().format('HH:mm:ss')}` : valor) as never,
        zona,
      )) as typeof original;
  }
}

/**
 * Spanish date pickers whose "today" is the business date. Only the signed-in shell mounts it: /login shows no date,
 * so dayjs and the adapter stay out of its weight budget.
 */
export function FechasProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdaptadorNegocio} adapterLocale="es" localeText={textosSelectores}>
      {children}
    </LocalizationProvider>
  );
}
