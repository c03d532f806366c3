// Builds the web app when its build is missing or older than its sources, so `npm start` is one command.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Where `npm run build` puts the web app (the browser app, and under server/ the public pages' renderer). */
export const WEB_DIST = path.join(root, 'apps/web/dist');
const dist = path.join(WEB_DIST, 'index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/domain/src'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), stat.mtimeMs);
}

export function webBuildIsFresh() {
  if (!fs.existsSync(dist) || !fs.existsSync(path.join(WEB_DIST, 'server/entry-server.js'))) return false;
  const built = fs.statSync(dist).mtimeMs;
  return sources.every((s) => newestMtime(s) <= built);
}

/**
 * A production build into `outDir`: the browser app, and under `outDir/server` the server-side renderer of the
 * public pages (decision 010). Browser tests and benchmarks use a private folder each, so runs never share one.
 */
export function buildWebInto(outDir) {
  const vite = (...args) =>
    spawnSync('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--emptyOutDir', '--logLevel', 'warn', ...args], {
      cwd: root,
      stdio: 'inherit',
    });
  const client = vite('--outDir', outDir);
  if (client.status !== 0) return false;
  return vite('--ssr', 'src/app/entry-server.tsx', '--outDir', path.join(outDir, 'server')).status === 0;
}

export function ensureWebBuild() {
  if (webBuildIsFresh()) return;
  console.log('Building the web app…');
  const res = spawnSync('npm', ['run', 'build', '--workspace', '@veloport/web'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
