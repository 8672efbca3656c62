import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { ErrorBoundary } from '../components/feedback/error-boundary';
import { NotificacionesProvider } from '../components/feedback/notificaciones';
import { crearQueryClient } from '../lib/query-client';
import { theme } from './theme';

// dayjs 'es' starts the week on Monday (spec 01 §5).
dayjs.locale('es');

/** Everything every screen needs, outside the router: data cache, theme, locales, notifications. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(crearQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es">
            <NotificacionesProvider>{children}</NotificacionesProvider>
          </LocalizationProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
