// Browser journeys: build the web app if needed, then Playwright in Debian's Chromium (never a downloaded browser).
// Each run gets its own free ports and mailbox, so that several runs on one machine do not meet.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from './build-server.mjs';
import { buildWebInto, webBuildIsFresh, WEB_DIST } from './build-web.mjs';
import { installDebianPackage } from './system-packages.mjs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// On a fresh machine `npm test` installs Debian's Chromium itself, as CI does, when the user may install packages.
if (!fs.existsSync(chromium) && !process.env.CHROME_PATH) installDebianPackage('chromium', 'Chromium is missing');
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: apt-get install chromium, or set CHROME_PATH`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// A private build per run: another run (or an editor's rebuild) cannot swap the assets under this one's feet.
// Build once: when apps/web/dist is newer than every source (CI has just built it), it is copied, not rebuilt.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-e2e-web-'));
if (webBuildIsFresh()) {
  fs.cpSync(WEB_DIST, webDist, { recursive: true });
  console.log('Using the current build of the web app (apps/web/dist)');
} else if (!buildWebInto(webDist)) process.exit(1);
// The server runs as in production, built once (a fresh apps/api/dist is kept).
await ensureServerBuild();
const env = {
  ...process.env,
  CHROME_PATH: chromium,
  VELOPORT_WEB_DIST: webDist,
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
  E2E_SMTP_PORT: process.env.E2E_SMTP_PORT ?? String(await freePort()),
  E2E_MAILBOX_DIR: process.env.E2E_MAILBOX_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-e2e-mailbox-')),
};
const res = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
fs.rmSync(env.E2E_MAILBOX_DIR, { recursive: true, force: true });
fs.rmSync(webDist, { recursive: true, force: true });
process.exit(res.status ?? 1);
