/**
 * `npm run bench`: the foundation's measured figures, printed in one run.
 * 1. req/s of authenticated GET /api/auth/check beside a bare Fastify route doing the same session query on the same database;
 * 2. time from `npm start` to healthy on an existing embedded database, and that server's peak memory under load;
 * 3. the JavaScript a signed-out visitor's first page downloads, in Chromium (bench/pages.ts, also `npm run bench:pages`);
 * 4. the catalogue and stock at volume (bench/catalog.ts, also alone as `npm run bench:catalog`);
 * 5. Lighthouse on the public catalogue and home, mobile preset (bench/lighthouse.ts, also `npm run bench:lighthouse`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { main as catalogBench } from './catalog';
import { main as lighthouseBench } from './lighthouse';
import { main as pagesBench } from './pages';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed-demo';
import { sessionsRepository } from '../apps/api/src/modules/identity/identity.repository';
import { hashToken } from '../apps/api/src/platform/session';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

async function signIn(base: string) {
  const csrf = await fetch(`${base}/api/csrf-cookie`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email: 'fleet@acme.test', password: 'Velo-demo-2026' }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return /veloport_session=([^;]+)/.exec(res.headers.getSetCookie().join(';'))![1]!;
}

async function sessionCheckVsBare() {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemo(database.db);
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-')) });
  const app = await buildApp({ config, database, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const token = await signIn(base);

  const bare = Fastify();
  bare.get('/bare', async (request) => {
    const row = await sessionsRepository.withUser(database.db, hashToken(/veloport_session=([^;]+)/.exec(request.headers.cookie ?? '')![1]!), new Date());
    return { authenticated: Boolean(row) };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  const headers = { cookie: `veloport_session=${token}` };
  await load(`${base}/api/auth/check`, headers); // warm-up
  const check = await load(`${base}/api/auth/check`, headers);
  const plain = await load(bareUrl, headers);
  await app.close();
  await bare.close();
  await database.close();
  return { check, plain, ratio: check.rps / plain.rps };
}

function peakRssMb(pid: number): number {
  // VmHWM is the process's resident-set high-water mark since it started.
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function startToHealthy() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-start-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const env = { ...process.env, PORT: String(port), VELOPORT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const start = () => spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], { cwd: root, env, stdio: 'ignore' });
  const waitHealthy = async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  // First start creates and seeds the embedded database; the measured one opens it.
  const first = start();
  await waitHealthy();
  first.kill('SIGTERM');
  await new Promise((r) => first.on('exit', r));
  const t0 = performance.now();
  const server = start();
  await waitHealthy();
  const ms = Math.round(performance.now() - t0);
  const token = await signIn(`http://127.0.0.1:${port}`);
  await load(`http://127.0.0.1:${port}/api/auth/check`, { cookie: `veloport_session=${token}` });
  const peak = peakRssMb(server.pid!);
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { ms, peak };
}

const a = await sessionCheckVsBare();
console.log(`GET /api/auth/check (signed in): ${a.check.rps} req/s, p99 ${a.check.p99} ms`);
console.log(`bare Fastify route, same session query: ${a.plain.rps} req/s, p99 ${a.plain.p99} ms`);
console.log(`ratio check/bare: ${a.ratio.toFixed(2)}`);
const s = await startToHealthy();
console.log(`server start to healthy on an existing embedded database: ${s.ms} ms`);
console.log(`server peak memory (RSS high-water mark, after a ${DURATION} s load): ${s.peak.toFixed(0)} MB`);
await pagesBench();
await catalogBench();
await lighthouseBench();
process.exit(0);
