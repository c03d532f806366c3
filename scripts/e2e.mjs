// Browser journeys: build the web app if needed, then Playwright in Debian's Chromium (never a downloaded browser).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureWebBuild } from './build-web.mjs';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: apt-get install chromium, or set CHROME_PATH`);
  process.exit(1);
}
ensureWebBuild();
const res = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromium } });
process.exit(res.status ?? 1);
