import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ErrorBoundary } from '../components/feedback/error-boundary';
import { NotificacionesProvider } from '../components/feedback/notificaciones';
import { crearQueryClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * Everything every screen needs, outside the router: data cache, theme, notifications. Date pickers are
 * set up by the signed-in shell (fechas-provider.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(crearQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <NotificacionesProvider>{children}</NotificacionesProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
