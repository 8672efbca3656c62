import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

// dayjs 'es' starts the week on Monday (spec 01 §5).
dayjs.locale('es');

const textosSelectores = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Spanish date pickers. Only the signed-in shell mounts it: /login shows no date, so dayjs and the adapter
 * stay out of its weight budget.
 */
export function FechasProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={textosSelectores}>
      {children}
    </LocalizationProvider>
  );
}
