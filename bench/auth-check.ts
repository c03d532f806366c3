/**
 * Signed-in `GET /api/auth/check` through the whole app (session, CSRF, access check, serialisation,
 * compression, logging hooks) beside a bare Fastify route that runs only the session query (the
 * session joined with its user, raw SQL) on the same database, on PGlite and on PostgreSQL.
 * The ratio of the two is what the app's own work costs; target ≥ 0.8 on PostgreSQL (issue 9).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed-demo';
import { hashToken } from '../apps/api/src/platform/session';
import { benchPostgresUrl, scratchDatabase } from './postgres';

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

export async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

export async function signIn(base: string) {
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

const baseOf = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;

async function compare(database: Database) {
  await migrateDatabase(database);
  await seedDemo(database.db);
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' },
    { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vp-bench-')) },
  );
  const app = await buildApp({ config, database, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = baseOf(app.server);
  const token = await signIn(base);

  const bare = Fastify();
  bare.get('/bare', async (request) => {
    const cookieToken = /veloport_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    const result = await database.db.execute(
      sql`select s.expires_at, u.* from sessions s join users u on u.id = s.user_id where s.id = ${hashToken(cookieToken)} and s.expires_at > now()`,
    );
    return { authenticated: result.rows.length > 0 };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const headers = { cookie: `veloport_session=${token}` };
  await load(`${base}/api/auth/check`, headers); // warm-up: JIT, connection pool, plan caches
  await load(`${baseOf(bare.server)}/bare`, headers);
  const check = await load(`${base}/api/auth/check`, headers);
  const plain = await load(`${baseOf(bare.server)}/bare`, headers);
  await app.close();
  await bare.close();
  return { check, plain, ratio: check.rps / plain.rps };
}

export async function authCheckVsBare(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      return await compare(database);
    } finally {
      await database.close();
    }
  }
  const scratch = await scratchDatabase(await benchPostgresUrl(), 'auth');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    return await compare(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

export async function main() {
  // BENCH_DATABASES=postgres (or pglite) measures one of the two.
  const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
  for (const kind of kinds) {
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const a = await authCheckVsBare(kind);
    console.log(`\n[${kind}] load average before: ${load}`);
    console.log(`  GET /api/auth/check (signed in): ${a.check.rps} req/s, p99 ${a.check.p99} ms`);
    console.log(`  bare Fastify route, session query only: ${a.plain.rps} req/s, p99 ${a.plain.p99} ms`);
    console.log(`  ratio check/bare: ${a.ratio.toFixed(2)}`);
  }
}
