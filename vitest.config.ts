import { defineConfig } from 'vitest/config';

// One runner for every non-browser test: domain rules, API through HTTP on a real database, web units.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts', 'tools/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Files share each worker's module cache (decision 018): each file still opens its own copy of the
          // template database and builds its own app, and no module keeps state between files that a test reads.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file still gets its own module graph and jsdom, in a worker thread rather than a child process:
          // the same files took about a third less time (decision 018).
          pool: 'threads',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
