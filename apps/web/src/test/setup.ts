import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; they are not in this workspace.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
