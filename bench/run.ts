/**
 * `npm run bench`: the measured figures, printed in one run; `npm run bench -- auth start` runs only the named parts.
 *   auth       req/s of signed-in GET /api/auth/check beside a bare Fastify route doing the session query, on PGlite and PostgreSQL (bench/auth-check.ts);
 *   start      time from a restart of the production command to healthy on an existing embedded database, and that server's peak memory under load;
 *   mail       2,000 queued mails delivered to a local SMTP server by the job worker, exactly once (bench/mail.ts);
 *   pages      the JavaScript a signed-out visitor's first page downloads, in Chromium (bench/pages.ts, also `npm run bench:pages`);
 *   catalog    the catalogue and stock at volume (bench/catalog.ts, also alone as `npm run bench:catalog`);
 *   sales      offers and orders at volume, and an offer's PDF (bench/sales.ts, also alone as `npm run bench:sales`);
 *   shop       web shop quotes and orders at volume, and 50 visitors ordering the last unit (bench/shop.ts, also `npm run bench:shop`);
 *   workshop   maintenance requests at volume: the workshop's lists, search, a fleet manager's, a detail (bench/workshop.ts, also `npm run bench:workshop`);
 *   sharing    500,000 shared-bike reservations: availability search, the reservations lists (bench/sharing.ts, also `npm run bench:sharing`);
 *   billing    300,000 bills: the bills lists with every filter, sort and search, a detail (bench/billing.ts, also `npm run bench:billing`);
 *   books      the journals of a month over those 300,000 bills, the VAT check, a daybook's entries (bench/books.ts, also `npm run bench:books`);
 *   insight    every statistic for a year and the monitor, over those orders, requests, bills and reservations together (bench/insight.ts, also `npm run bench:insight`);
 *   finance    the depreciation register at 50,000 bikes: the year's overview, a month's entries (bench/finance.ts, also `npm run bench:finance`);
 *   tours      the embedded tour optimiser on seeded days of 10, 20 and 40 stops beside nearest neighbour (bench/tours.ts, also `npm run bench:tours`);
 *   lighthouse Lighthouse on the public catalogue and home, mobile preset (bench/lighthouse.ts, also `npm run bench:lighthouse`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, SERVER_DIST } from '../scripts/build-server.mjs';
import { DURATION, load, main as authBench, signIn } from './auth-check';
import { main as billingBench } from './billing';
import { main as booksBench } from './books';
import { main as catalogBench } from './catalog';
import { main as financeBench } from './finance';
import { main as insightBench } from './insight';
import { main as lighthouseBench } from './lighthouse';
import { main as mailBench } from './mail';
import { main as pagesBench } from './pages';
import { main as salesBench } from './sales';
import { main as shopBench } from './shop';
import { main as sharingBench } from './sharing';
import { main as toursBench } from './tours';
import { main as workshopBench } from './workshop';

const root = path.resolve(import.meta.dirname, '..');

/** CPU time (user + system) a process has used, in ms: what a start costs whatever else shares the machine. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function peakRssMb(pid: number): number {
  // VmHWM is the process's resident-set high-water mark since it started.
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024;
}

/**
 * Time from a restart of the production command (`node apps/api/dist/server.js`, decision 071) to a healthy answer,
 * on an existing embedded database: the first start creates and seeds it, the next `runs` are measured.
 */
async function startToHealthy(runs = 3) {
  await ensureServerBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-start-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  // The embedded database, even when DATABASE_URL names a server for the other parts.
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), VELOPORT_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const start = () => spawn(process.execPath, [path.join(SERVER_DIST, 'server.js')], { cwd: root, env, stdio: 'ignore' });
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
  // First start creates and seeds the embedded database; the measured ones open it.
  const first = start();
  await waitHealthy();
  first.kill('SIGTERM');
  await new Promise((r) => first.on('exit', r));
  const times: number[] = [];
  const cpu: number[] = [];
  let server = first;
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    server = start();
    await waitHealthy();
    times.push(Math.round(performance.now() - t0));
    cpu.push(Math.round(cpuMs(server.pid!)));
    if (run < runs - 1) {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
    }
  }
  const token = await signIn(`http://127.0.0.1:${port}`);
  await load(`http://127.0.0.1:${port}/api/auth/check`, { cookie: `veloport_session=${token}` });
  const peak = peakRssMb(server.pid!);
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { times, cpu, peak };
}

const parts: Record<string, () => Promise<void>> = {
  auth: authBench,
  async start() {
    const s = await startToHealthy();
    const sorted = [...s.times].sort((a, b) => a - b);
    console.log(
      `restart to healthy on an existing embedded database (node apps/api/dist/server.js): ${s.times.join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]} ms; target ≤ 5,000 ms; load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    console.log(`CPU time of those starts (user + system, what they cost on a quiet machine): ${s.cpu.join(', ')} ms`);
    console.log(`server peak memory (RSS high-water mark, after a ${DURATION} s load): ${s.peak.toFixed(0)} MB`);
  },
  async pages() {
    // Like Lighthouse: a page above its weight target is reported, and the other parts still run.
    if (!(await pagesBench())) process.exitCode = 1;
  },
  async mail() {
    if (!(await mailBench())) process.exitCode = 1;
  },
  catalog: catalogBench,
  sales: salesBench,
  shop: shopBench,
  workshop: workshopBench,
  sharing: sharingBench,
  billing: billingBench,
  books: booksBench,
  insight: insightBench,
  finance: financeBench,
  tours: toursBench,
  async lighthouse() {
    // It reports its own failures (a score under budget) and returns false; the other parts still ran.
    if (!(await lighthouseBench())) process.exitCode = 1;
  },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((p) => !(p in parts));
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}; parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
for (const name of asked.length > 0 ? asked : Object.keys(parts)) await parts[name]!();
process.exit(process.exitCode ?? 0);
