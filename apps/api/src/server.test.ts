import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { LOGIN_LOCK } from './modules/identity/login.service';
import { startSmtp } from './test/harness';

const root = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(root, 'apps/api/src/server.ts');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

type Server = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** A real server process (`node --import tsx apps/api/src/server.ts`), as production starts it. */
async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // An empty value removes the variable (the refusal test runs without DATABASE_URL even in the PostgreSQL run).
  const merged: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    VELOPORT_WEB_DIST: path.join(os.tmpdir(), 'no-web-build'),
    ...env,
  };
  for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

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

describe('starting the server', () => {
  it('refuses WORKERS > 1 without DATABASE_URL, saying why (the embedded database is single-process)', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'veloport-workers-'));
    const server = await startServer({ WORKERS: '2', DATABASE_URL: '', VELOPORT_DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WORKERS > 1 needs DATABASE_URL');
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);
});

if (template.kind === 'postgres') {
  describe('two processes on one PostgreSQL', () => {
    const name = `veloport_test_${crypto.randomBytes(6).toString('hex')}`;
    const servers: Server[] = [];
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let dataDir: string;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: template.url });
      await admin.connect();
      await admin.query(`create database ${name} template ${template.template}`);
      await admin.end();
      const url = new URL(template.url);
      url.pathname = `/${name}`;
      smtp = await startSmtp();
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'veloport-two-'));
      const env = { DATABASE_URL: url.toString(), SMTP_URL: smtp.url, VELOPORT_DATA_DIR: dataDir, MAIL_REPLY_TO: 'shop@veloport.test' };
      servers.push(await startServer(env), await startServer(env));
      for (const s of servers)
        await waitUntil(`${s.url} to answer`, async () => (await fetch(`${s.url}/api/health`)).ok, 90_000).catch((error: Error) =>
          Promise.reject(new Error(`${error.message}: ${s.output().slice(-1500)}`)),
        );
    }, 120_000);

    afterAll(async () => {
      for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await smtp?.close();
      const c = new pg.Client({ connectionString: template.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('keeps a session made on one process valid on the other', async () => {
      const [a, b] = servers as [Server, Server];
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
      const [a, b] = servers as [Server, Server];
      const browser = new Browser();
      const attempt = (s: Server, password = 'wrong-password') =>
        browser.request(s.url, 'POST', '/api/auth/login', { email: 'mechanic@veloport.test', password });
      for (let i = 0; i < LOGIN_LOCK.failures; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
      // Neither process alone saw all the failures; together they lock the account, even for the right password.
      const locked = await attempt(a, 'Velo-demo-2026');
      expect(locked.status).toBe(429);
      expect((await attempt(b, 'Velo-demo-2026')).status).toBe(429);
    }, 60_000);

    it('runs each job once although both processes work the queue', async () => {
      const [a, b] = servers as [Server, Server];
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
      // Three more polling rounds of both workers: nothing is sent twice.
      await new Promise((r) => setTimeout(r, 3_500));
      for (const email of emails) expect(smtp.inbox.filter((m) => m.to === email)).toHaveLength(1);
    }, 60_000);

    it('shuts down on SIGTERM after finishing its work, and the other process carries on', async () => {
      const [a, b] = servers as [Server, Server];
      a.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(a.output()).toContain('shutting down');
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    }, 60_000);
  });
}
