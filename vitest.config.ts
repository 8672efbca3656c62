import { defineConfig } from 'vitest/config';

// Tests run in UTC by default (see scripts); one day-counting test also runs under another zone.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'lint',
          include: ['tools/**/*.test.js'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-unit',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: ['apps/api/src/**/*.routes.test.ts', 'apps/api/src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.routes.test.ts', 'apps/api/src/**/*.api.test.ts'],
          environment: 'node',
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
