import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: never retried. Server and network errors get one retry. */
export const crearQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (intentos, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && intentos < 1,
      },
      mutations: { retry: false },
    },
  });
