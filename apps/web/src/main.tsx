import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/zod-es';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Falta el elemento #root en index.html');

createRoot(raiz).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
