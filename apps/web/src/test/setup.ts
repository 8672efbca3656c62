import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy pages load their chunk before rendering; on a busy 2-core machine that can take more than 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library only auto-cleans when test globals are on; they are not in this workspace.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
