import { defineConfig } from 'vitest/config';

/**
 * Two workers: the machine has two cores, and every API file already has its own database and ports. Files run
 * without isolation (one module graph per worker, not per file: importing the app cost seconds per file); the
 * few that replace modules with vi.doMock run in a project of their own that keeps isolation.
 */
const AISLADAS = ['apps/api/src/lib/seguridad.test.ts'];

// Tests run in UTC by default (scripts/pruebas.mjs); one day-counting test also runs under another zone.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'lint',
          include: ['tools/**/*.test.js', 'scripts/**/*.test.mjs'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-unit',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/integracion/*.test.ts'],
          exclude: ['**/*.routes.test.ts', '**/*.api.test.ts', ...AISLADAS],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-unit-aislada',
          include: AISLADAS,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.routes.test.ts',
            'apps/api/src/**/*.api.test.ts',
            // Cross-cutting: the whole server, its start, security and durability, not one module.
            'apps/api/test/integracion/*.api.test.ts',
          ],
          environment: 'node',
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Full-page tests render MUI trees; on a busy 2-core machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
