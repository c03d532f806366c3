import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { veloport } from './tools/eslint/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.vitest-tmp/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { veloport },
    rules: {
      'veloport/boundaries': 'error',
      'veloport/route-access': 'error',
      'veloport/clock': 'error',
      'veloport/data-access': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a string union or z.enum, not enum' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // Module augmentation (declaration merging) only works with interfaces.
    files: ['apps/api/src/platform/request-context.ts', 'apps/api/src/test/global-setup.ts', 'e2e/**'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // Specs take `test` from e2e/support/test.ts, which waits for the app to take a server-rendered page over.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './support/test' (it waits for the app after goto/reload)." }] },
      ],
    },
  },
  {
    // One way to build a list (decision 077): screens use ListTable (+ useListScreen); DataTable is its inner part.
    files: ['apps/web/src/features/**', 'apps/web/src/app/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/components/ui/data-table',
              importNames: ['DataTable'],
              allowTypeImports: true,
              message: 'Use ListTable (and useListScreen) from components/ui: it says the error and the empty state (decision 077).',
            },
          ],
        },
      ],
    },
  },
  {
    // Response bodies in tests are whatever the server sent; typing them adds nothing.
    files: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
