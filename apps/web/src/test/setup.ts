import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fijarContextoNegocio } from '../utils/negocio';

// The server's business zone (the shell sets it from GET /api/empresa/contexto); "today" from the clock in it.
const contextoPorDefecto = () => fijarContextoNegocio({ zonaHoraria: 'America/Lima', hoy: null });
contextoPorDefecto();

// Lazy pages load their chunk before rendering; on a busy 2-core machine that can take more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when test globals are on; they are not in this workspace.
afterEach(() => {
  cleanup();
  contextoPorDefecto();
  localStorage.clear();
  sessionStorage.clear();
});
