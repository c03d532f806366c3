/**
 * `npm run bench:pages` (also part of `npm run bench`): the JavaScript a signed-out visitor's first page downloads,
 * measured in Chromium against the real server (compressed responses) with demo data and a fresh production build.
 * Bytes on the wire (compressed body) of every script response until the page is taken over by the app and the
 * network is idle. Target of issue 9: ≤ 170 kB in ≤ 15 files on each page.
 * The build-time counterpart, which CI runs, is `npm run test:budget` (bench/page-budget.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildWebInto } from '../scripts/build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const TARGET = { kB: 170, files: 15 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string) {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

type Measured = { page: string; kB: number; files: number };

async function measure(
  browser: import('@playwright/test').Browser,
  url: string,
): Promise<{ kB: number; files: number; page: import('@playwright/test').Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  return { kB: bytes / 1024, files: scripts.length, page };
}

export async function main() {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-pages-web-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-pages-data-'));
  if (!buildWebInto(webDist)) throw new Error('web build failed');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    VELOPORT_DATA_DIR: dataDir,
    VELOPORT_WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const results: Measured[] = [];
  try {
    await waitHealthy(base);
    for (const url of ['/fr/home', '/fr/bikes', null, '/fr']) {
      let target = url;
      if (!target) {
        // A bike of the demo catalogue: the first card of the list.
        const list = await browser.newPage();
        await list.goto(`${base}/fr/bikes`);
        target = new URL((await list.locator('main a[href*="/fr/bikes/"]').first().getAttribute('href'))!, base).pathname;
        await list.close();
      }
      const { kB, files, page } = await measure(browser, `${base}${target}`);
      await page.context().close();
      results.push({ page: target, kB, files });
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `First page of a signed-out visitor, JavaScript on the wire (Chromium; target ≤ ${TARGET.kB} kB in ≤ ${TARGET.files} files):`,
  );
  let ok = true;
  for (const r of results) {
    const meets = r.kB <= TARGET.kB && r.files <= TARGET.files;
    ok &&= meets;
    console.log(
      `  ${r.page.padEnd(28)} ${r.kB.toFixed(1).padStart(6)} kB in ${String(r.files).padStart(2)} files   ${meets ? 'meets' : 'ABOVE'} the target`,
    );
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await main();
  process.exit(ok ? 0 : 1);
}
