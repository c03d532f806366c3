/** What the volume benches share: a fresh database of either kind, a seeded random, a signed-in caller, p50/p95. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/client';

export type BenchKind = 'pglite' | 'postgres';
export const RUNS = Number(process.env.BENCH_RUNS ?? 300);

/** A deterministic random (mulberry32), so two runs seed the same volume. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function inChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A fresh embedded database, or a new database on the server DATABASE_URL names (dropped by `drop`). */
export async function openBenchDatabase(kind: BenchKind, label: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') return { database: await openDatabase({ kind: 'pglite' }), drop: async () => {} };
  const url = process.env.DATABASE_URL!;
  const name = `veloport_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    database: await openDatabase({ kind: 'postgres', url: dbUrl.toString() }),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The whole app in process (routing, validation, session, serialisation), measured through app.inject. */
export async function benchApp(database: Database, label: string): Promise<App> {
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent' },
    { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `vp-bench-${label}-`)) },
  );
  return buildApp({ config, database, serveWeb: false });
}

/** A demo account's session cookie. */
export async function signIn(app: App, email = 'admin@veloport.test') {
  const csrf = await app.inject({ url: '/api/csrf-cookie' });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(csrf.headers['set-cookie']))![1]!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    payload: { email, password: 'Velo-demo-2026' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}`);
  return {
    cookie: [res.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; '),
  };
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Each URL once to warm up, then `runs` requests round-robin; p50 and p95 in ms. */
export async function measure(app: App, urls: string[], headers: Record<string, string>, runs = RUNS) {
  for (const url of urls) {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const times: number[] = [];
  const byUrl = new Map<string, number[]>();
  for (let i = 0; i < runs; i++) {
    const url = urls[i % urls.length]!;
    const t0 = performance.now();
    const res = await app.inject({ url, headers });
    const ms = performance.now() - t0;
    times.push(ms);
    byUrl.set(url, [...(byUrl.get(url) ?? []), ms]);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  if (process.env.BENCH_DETAIL === '1') {
    for (const [url, list] of byUrl) {
      const sorted = list.sort((a, b) => a - b);
      console.log(
        `    p50 ${percentile(sorted, 50).toFixed(1).padStart(6)}  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  ${url}`,
      );
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

type Raw = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
/** The plan PostgreSQL ran for a Drizzle query, with the rows each step really saw. */
export async function explain(database: Database, label: string, query: unknown) {
  const { sql: text, params } = (query as { toSQL: () => { sql: string; params: unknown[] } }).toSQL();
  const client = (database.db as unknown as { $client: Raw }).$client;
  const { rows } = await client.query(`explain (analyze, costs off, timing off, summary off) ${text}`, params);
  return `-- ${label}\n${rows.map((r) => String(Object.values(r)[0])).join('\n')}`;
}
