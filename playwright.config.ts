import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
// A fresh embedded database per run: the server seeds the demo data on first start.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `veloport-e2e-${process.pid}-${Date.now()}`);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/*.mobile.spec.ts' },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      VELOPORT_DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
    },
  },
});
