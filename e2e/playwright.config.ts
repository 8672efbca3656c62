import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

// Every spec file gets a demo company of its own (tests/servidor-demo.ts, seeded once by global-setup.ts), so files
// run on two workers at once; the tests of one file still run in order, on that file's server.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // prefers-reduced-motion: the app then draws no transitions (theme.ts), a third less CPU per test; shell.spec
    // keeps them.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
