import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from './db/client';
import { LOGIN_LOCK } from './modules/identity/sign-in/login.service';
import { startSmtp } from './test/harness';
import { buildServer, healthy, listening, slowSignIn, startServer, waitUntil, type ServerProcess } from './test/server-process';

/** A browser against one base URL: cookies and the XSRF echo, like the web client. */
class Browser {
  cookies = new Map<string, string>();
  async request(base: string, method: string, url: string, body?: unknown) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request(base, 'GET', '/api/csrf-cookie');
    const res = await fetch(base + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '') } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return { status: res.status, body: (await res.json().catch(() => null)) as { user?: { email: string } } | null };
  }
}

const template = inject('dbTemplate');
let build: Awaited<ReturnType<typeof buildServer>>;
const started: ServerProcess[] = [];
const temporary: string[] = [];
const start = async (env: Record<string, string>) => {
  const server = await startServer(build.entry, env);
  started.push(server);
  return server;
};

beforeAll(async () => {
  build = await buildServer();
}, 60_000);
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  for (const dir of temporary) await fs.rm(dir, { recursive: true, force: true });
  build?.remove();
});

/** A data folder of its own, holding the demo database when this run's template is the embedded one. */
async function dataFolder(withDemo: boolean) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'veloport-server-'));
  temporary.push(dir);
  if (withDemo && template.kind === 'pglite') {
    const loadDataDir = new Blob([await fs.readFile(template.file)]);
    await (await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite'), loadDataDir })).close();
  }
  return dir;
}

/** A PostgreSQL database of its own: a copy of the demo template, or empty. */
async function postgresDatabase(kind: 'demo' | 'empty') {
  if (template.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = `veloport_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(kind === 'demo' ? `create database ${name} template ${template.template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: template.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describe('starting and stopping the server', () => {
  it('refuses WORKERS > 1 without DATABASE_URL, saying why (the embedded database is single-process)', async () => {
    const server = await start({ WORKERS: '2', DATABASE_URL: '', VELOPORT_DATA_DIR: await dataFolder(false) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WORKERS > 1 needs DATABASE_URL');
  }, 60_000);

  it('refuses to open an embedded database folder another live process holds, saying which (issue 24 point 10)', async () => {
    const dataDir = await dataFolder(template.kind === 'pglite');
    const env = { DATABASE_URL: '', VELOPORT_DATA_DIR: dataDir };
    // The first holder: a server on the demo database (embedded run), or this test process itself (PostgreSQL run).
    const first = template.kind === 'pglite' ? await start(env) : null;
    const held = first ? null : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      if (first) await healthy(first);
      const second = await start(env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`already open in process ${first?.child.pid ?? process.pid}`);
      expect(second.output()).toContain('stop that server first');
      if (first) {
        // The first one serves on, with its data.
        const me = await new Browser().request(first.url, 'POST', '/api/auth/login', {
          email: 'admin@veloport.test',
          password: 'Velo-demo-2026',
        });
        expect(me.status).toBe(200);
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        // Stopped, it lets go: the folder opens again.
        await (await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') })).close();
      }
    } finally {
      await held?.close();
    }
  }, 180_000);

  it('stops on SIGTERM sent to the production command itself: the request under way is answered, then nothing runs or listens (point 9)', async () => {
    const database = template.kind === 'postgres' ? await postgresDatabase('demo') : null;
    try {
      const server = await start({ DATABASE_URL: database?.url ?? '', VELOPORT_DATA_DIR: await dataFolder(true) });
      await healthy(server);
      const response = await slowSignIn(server, 'sigterm-single-1', async () => {
        server.child.kill('SIGTERM');
        await waitUntil('the server to begin stopping', async () => server.output().includes('shutting down'));
      });
      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(await server.exited).toBe(0);
      expect(await listening(server.port)).toBe(false);
    } finally {
      await database?.drop();
    }
  }, 180_000);
});

if (template.kind === 'postgres') {
  describe('two processes on one PostgreSQL', () => {
    const servers: ServerProcess[] = [];
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let database: Awaited<ReturnType<typeof postgresDatabase>>;

    beforeAll(async () => {
      database = await postgresDatabase('demo');
      smtp = await startSmtp();
      const env = {
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        VELOPORT_DATA_DIR: await dataFolder(false),
        MAIL_REPLY_TO: 'shop@veloport.test',
      };
      servers.push(await start(env), await start(env));
      for (const s of servers) await healthy(s);
    }, 120_000);

    afterAll(async () => {
      for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await smtp?.close();
      await database?.drop();
    }, 60_000);

    it('keeps a session made on one process valid on the other', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const browser = new Browser();
      expect(
        (await browser.request(a.url, 'POST', '/api/auth/login', { email: 'admin@veloport.test', password: 'Velo-demo-2026' })).status,
      ).toBe(200);
      const me = await browser.request(b.url, 'GET', '/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body?.user?.email).toBe('admin@veloport.test');
      expect((await new Browser().request(b.url, 'GET', '/api/auth/me')).status).toBe(401);
    }, 60_000);

    it('counts wrong passwords from both processes towards one sign-in lock', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const browser = new Browser();
      const attempt = (s: ServerProcess, password = 'wrong-password') =>
        browser.request(s.url, 'POST', '/api/auth/login', { email: 'mechanic@veloport.test', password });
      for (let i = 0; i < LOGIN_LOCK.failures; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
      // Neither process alone saw all the failures; together they lock the account, even for the right password.
      const locked = await attempt(a, 'Velo-demo-2026');
      expect(locked.status).toBe(429);
      expect((await attempt(b, 'Velo-demo-2026')).status).toBe(429);
    }, 60_000);

    it('runs each job once although both processes work the queue', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const emails = Array.from({ length: 6 }, (_, i) => `once.${i}@example.be`);
      for (const [i, email] of emails.entries()) {
        const res = await new Browser().request((i % 2 === 0 ? a : b).url, 'POST', '/api/public/requests/contact', {
          firstname: 'Olga',
          lastname: 'Once',
          email,
          locale: 'en',
          message: 'Hello',
        });
        expect(res.status).toBe(201);
      }
      await waitUntil('every acknowledgement', async () => emails.every((e) => smtp.inbox.some((m) => m.to === e)), 30_000);
      // Both workers go on polling; the jobs are completed, so none is fetched again.
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      const { rows } = await c.query("select count(*)::int as n from pgboss.job where name = 'mail.send' and state <> 'completed'");
      await c.end();
      expect(rows[0].n).toBe(0);
      for (const email of emails) expect(smtp.inbox.filter((m) => m.to === email)).toHaveLength(1);
    }, 60_000);

    it('shuts down on SIGTERM after finishing its work, and the other process carries on', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      a.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(a.output()).toContain('shutting down');
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    }, 60_000);
  });
}
