import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import descanso from './tools/eslint-reglas/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // Calendar dates must never become a Date at UTC midnight (off by one day in Lima).
          selector:
            "CallExpression[callee.property.name='toISOString'] ~ CallExpression[callee.property.name='slice']",
          message: 'Use the calendar-date helpers of @app/contract/fechas',
        },
      ],
    },
  },
  {
    // Architecture (ADR 019): module boundaries, no load-time import cycles, kebab-case file names.
    plugins: { descanso },
    rules: {
      'descanso/nombre-de-archivo': 'error',
      'descanso/sin-ciclos': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    rules: { 'descanso/limites-de-modulo': 'error' },
  },
  {
    // Each spec file gets a demo company of its own through the `test` of ./fixtures; Playwright's own would point
    // at no server (e2e/tests/servidor-demo.ts).
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Importa test y expect de ./fixtures: dan a cada archivo su propia empresa demo.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
