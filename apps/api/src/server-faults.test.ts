import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useDemoApp } from './test/demo-app';
import {
  buildServer,
  childrenOf,
  healthy,
  isRunning,
  listening,
  slowSignIn,
  startServer,
  waitUntil,
  type ServerProcess,
} from './test/server-process';

/*
 * Fault injection through real processes (issue 24 points 9, 11, 12 and 13; decision 071): the production command
 * under a process manager's SIGTERM, a database that drops every connection under load, processes starting at once
 * on an empty database, and the metrics of several workers. The PostgreSQL parts run in the PostgreSQL lane of CI.
 */
const template = inject('dbTemplate');

/** A GET on a connection of its own (fetch would reuse one, and so reach one worker only). */
const plainGet = (port: number, url: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

describe('readiness', () => {
  const t = useDemoApp();
  it('tells a load balancer to send traffic until the process begins to stop, while health stays a liveness check', async () => {
    const anyone = t.client();
    expect((await anyone.get('/api/ready')).body).toEqual({ ready: true });
    expect((await anyone.get('/api/health')).body).toEqual({ status: 'ok', db: 'ok' });
    t.app.stopping();
    const ready = await anyone.get('/api/ready');
    expect([ready.status, ready.body]).toEqual([503, { ready: false, reason: 'stopping' }]);
    expect((await anyone.get('/api/health')).status).toBe(200);
  });
});

if (template.kind === 'postgres') {
  const server = template;
  const servers: ServerProcess[] = [];
  const dropped: (() => Promise<void>)[] = [];
  let build: Awaited<ReturnType<typeof buildServer>>;
  let dataDir: string;

  const admin = async <T>(fn: (c: pg.Client) => Promise<T>, url = server.url) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  async function database(kind: 'demo' | 'empty') {
    const name = `veloport_test_${crypto.randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(kind === 'demo' ? `create database ${name} template ${server.template}` : `create database ${name}`));
    dropped.push(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined));
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }
  const start = async (env: Record<string, string>) => {
    const s = await startServer(build.entry, { VELOPORT_DATA_DIR: dataDir, ...env });
    servers.push(s);
    return s;
  };

  beforeAll(async () => {
    build = await buildServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'veloport-faults-'));
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    for (const drop of dropped) await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    build?.remove();
  }, 60_000);

  describe('WORKERS=2 on PostgreSQL, as a process manager runs it', () => {
    let cluster: ServerProcess;
    let db: { name: string; url: string };
    let workers: number[];

    beforeAll(async () => {
      db = await database('demo');
      cluster = await start({ DATABASE_URL: db.url, WORKERS: '2' });
      await healthy(cluster);
      workers = await waitUntil('both workers', async () => childrenOf(cluster.child.pid!).length === 2 && childrenOf(cluster.child.pid!));
    }, 120_000);

    it('adds up every worker in /metrics, so counters never seem to reset, with job queue depth and failures (point 13)', async () => {
      // A connection each, as separate clients do: the primary deals connections to the workers in turn.
      await Promise.all(Array.from({ length: 20 }, () => plainGet(cluster.port, '/api/csrf-cookie')));
      const series = /veloport_http_requests_total\{method="GET",route="\/api\/csrf-cookie",status_code="204"\} (\d+)/;
      let last = 0;
      // Each scrape lands on one worker or the other: every one must count both workers' requests.
      for (let i = 0; i < 6; i++) {
        const text = await plainGet(cluster.port, '/metrics');
        const count = Number(series.exec(text)?.[1] ?? 0);
        expect(count).toBeGreaterThanOrEqual(Math.max(20, last));
        last = count;
        expect(text).toMatch(/veloport_job_queue_depth\{queue="mail\.send"\} \d+/);
        expect(text).toMatch(/veloport_job_queue_failed\{queue="mail\.send"\} \d+/);
      }
    }, 60_000);

    it('survives its connections being terminated under load: 503 for a request caught, never a 500 or a dead process (point 11)', async () => {
      const cookies = new Map<string, string>();
      const call = async (method: string, url: string, body?: unknown) => {
        const res = await fetch(cluster.url + url, {
          method,
          headers: {
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? '',
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          cookies.set(pair!.slice(0, pair!.indexOf('=')), decodeURIComponent(pair!.slice(pair!.indexOf('=') + 1)));
        }
        return { status: res.status, body: (await res.json().catch(() => null)) as { error?: { code: string } } | null };
      };
      await call('GET', '/api/csrf-cookie');
      expect((await call('POST', '/api/auth/login', { email: 'admin@veloport.test', password: 'Velo-demo-2026' })).status).toBe(200);
      const profile = (phone: string) => ({
        firstname: 'Anne',
        lastname: 'Admin',
        phone,
        address: null,
        size: null,
        language: 'fr',
        anonymousInRanking: false,
      });

      const statuses: number[] = [];
      const codes = new Set<string>();
      let running = true;
      let n = 0;
      const loop = async () => {
        while (running) {
          const res =
            n++ % 2 ? await call('PUT', '/api/me', profile(`+32 470 ${String(n).padStart(6, '0')}`)) : await call('GET', '/api/auth/me');
          statuses.push(res.status);
          if (res.body?.error) codes.add(res.body.error.code);
        }
      };
      const load = Array.from({ length: 6 }, loop);
      await waitUntil('some load', async () => statuses.length > 30);
      // What a restart or a failover does to the app: every connection of the app terminated, three times over.
      for (let i = 0; i < 3; i++) {
        await admin((c) =>
          c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db.name]),
        );
        const before = statuses.length;
        await waitUntil('requests after the drop', async () => statuses.length > before + 20);
      }
      // The database refuses connections for a while: health and readiness say so, requests get 503.
      await admin((c) => c.query(`alter database ${db.name} allow_connections false`));
      await admin((c) => c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [db.name]));
      const health = await fetch(`${cluster.url}/api/health`);
      expect([health.status, await health.json()]).toEqual([503, { status: 'unavailable', db: 'unreachable' }]);
      const ready = await fetch(`${cluster.url}/api/ready`);
      expect([ready.status, await ready.json()]).toEqual([503, { ready: false, reason: 'database' }]);
      const during = await call('GET', '/api/auth/me');
      expect([during.status, during.body?.error?.code]).toEqual([503, 'service_unavailable']);
      await admin((c) => c.query(`alter database ${db.name} allow_connections true`));
      await waitUntil('the database back', async () => (await fetch(`${cluster.url}/api/ready`)).status === 200);
      const after = statuses.length;
      await waitUntil('requests once it is back', async () => statuses.length > after + 20);
      running = false;
      await Promise.all(load);

      expect(new Set(statuses.filter((s) => s !== 200 && s !== 503))).toEqual(new Set());
      expect([...codes].filter((c) => c !== 'service_unavailable')).toEqual([]);
      expect(statuses.slice(-10).every((s) => s === 200)).toBe(true);
      // No process died: the primary and the same two workers, none restarted.
      expect(isRunning(cluster.child.pid!)).toBe(true);
      expect(childrenOf(cluster.child.pid!).sort()).toEqual([...workers].sort());
      expect(
        cluster
          .output()
          .split('\n')
          .filter((line) => /ended \(|unhandled|Uncaught/.test(line)),
      ).toEqual([]);
      // Never half a write: the phone saved is the one of the last profile change recorded in the history.
      const [saved] = (
        await admin(
          (c) =>
            c.query(
              "select u.phone, (select a.after->>'phone' from audit_log a where a.entity = 'user' and a.entity_id = u.id::text and a.action = 'user.profile_updated' order by a.id desc limit 1) as audited from users u where u.email = 'admin@veloport.test'",
            ),
          db.url,
        )
      ).rows;
      expect(saved.phone).toBe(saved.audited);
    }, 240_000);

    it('stops on SIGTERM to the primary: the request under way is answered, then the primary, its workers and the port are gone (point 9)', async () => {
      const response = await slowSignIn(cluster, 'sigterm-cluster-1', async () => {
        cluster.child.kill('SIGTERM');
        await waitUntil('the workers to begin stopping', async () => cluster.output().includes('shutting down'));
      });
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(await cluster.exited).toBe(0);
      // Every worker stopped cleanly and let go of all its connections, even after the drops of point 11.
      expect(cluster.output()).not.toMatch(/still busy|did not close/);
      for (const pid of workers) expect(isRunning(pid)).toBe(false);
      expect(await listening(cluster.port)).toBe(false);
    }, 120_000);
  });

  describe('processes starting at once on an empty PostgreSQL', () => {
    it('migrate one after the other under a lock, and all of them serve (point 12)', async () => {
      const db = await database('empty');
      const pair = await Promise.all([start({ DATABASE_URL: db.url }), start({ DATABASE_URL: db.url }), start({ DATABASE_URL: db.url })]);
      for (const s of pair) await healthy(s, 180_000);
      for (const s of pair) expect(s.output()).not.toMatch(/"level":50|Error:/);
      const [{ n }] = (await admin((c) => c.query('select count(*)::int as n from drizzle.__drizzle_migrations'), db.url)).rows;
      expect(n).toBeGreaterThan(10);
      for (const s of pair) s.child.kill('SIGTERM');
      expect(await Promise.all(pair.map((s) => s.exited))).toEqual([0, 0, 0]);
    }, 240_000);
  });
}
