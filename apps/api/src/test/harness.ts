import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { authUserSchema, type AuthUser, type Clock } from '@veloport/domain';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createMailer } from '../platform/mail';
import { startSmtpCapture, type CapturedMail } from './smtp-capture';

export type ReceivedMail = CapturedMail;

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtp() {
  const inbox: ReceivedMail[] = [];
  /** Addresses the server refuses (550) until removed: a delivery that fails for real. */
  const refused = new Set<string>();
  const server = await startSmtpCapture(
    (mail) => inbox.push(mail),
    0,
    (address) => refused.has(address),
  );
  return { inbox, refused, ...server };
}

async function openTestDatabase(onQuery: (sql: string) => void): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([await fs.readFile(template.file)]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: blob, onQuery });
    return { database, drop: async () => {} };
  }
  const name = `veloport_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, onQuery });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: template.url });
      await c.connect();
      // The pool has ended; give the server a moment to see its connections go rather than killing them.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

/** A whole API on its own database (a copy of the migrated demo template), with a real SMTP server. */
/** `clock`: the app's "now" (decision 067); by default the machine's, so a whole run can be moved with libfaketime. */
export async function createTestApp(options: { webDistDir?: string; config?: Partial<Config>; clock?: Clock } = {}) {
  const smtp = await startSmtp();
  let queries = 0;
  const { database, drop } = await openTestDatabase(() => queries++);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'veloport-test-'));
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    {
      dataDir,
      publicUrl: 'http://portal.test',
      mailReplyTo: 'Veloport <shop@veloport.test>',
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
      ...options.config,
    },
  );
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, outboxDir: path.join(dataDir, 'outbox'), log: console as never });
  const app = await buildApp({
    config,
    database,
    mailer,
    serveWeb: Boolean(options.webDistDir),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    app,
    db: database.db,
    /** The database handle itself, for code that opens its own connection users (a second job queue). */
    database,
    /** The app's own temporary data folder (stored files, the mail outbox); removed by `close`. */
    dataDir: config.dataDir,
    inbox: smtp.inbox,
    refusedMailboxes: smtp.refused,
    /** Runs every due job now through the real handlers (the client does it after each change). */
    drainJobs: () => drainJobs(app),
    /** A new browser; `ip` is the address it connects from (default 127.0.0.1). */
    client: (opts: { ip?: string } = {}) => new TestClient(app, opts.ip),
    /** How many SQL statements `run` made (run requests one at a time, so nothing else is counted). */
    async countQueries(run: () => Promise<unknown>) {
      const before = queries;
      await run();
      return queries - before;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      // The test's own mailer keeps pooled SMTP connections open (decision 071): close them first, or the SMTP server
      // waits 30 s for its clients to leave before it closes.
      mailer.close();
      await smtp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Mail and other jobs leave after the response; tests run the due jobs right after each change, in this
 * process, with the real handlers, instead of waiting for the worker's poll.
 */
async function drainJobs(app: App) {
  // A job may enqueue another (a mail after a run): drain until nothing is due.
  for (let due = await app.jobs.dueNames(); due.length; due = await app.jobs.dueNames()) {
    for (const name of due) await app.jobs.drain(name);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TestResponse = { status: number; body: any; headers: Record<string, unknown>; raw: string; bytes: Buffer };
export type UploadFile = { filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(field: string, file: UploadFile) {
  const boundary = `----veloport${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A browser-like caller: keeps cookies and echoes the XSRF token like the web client does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  /** `app` may be given as a function: a client made before the app starts (`useDemoApp().signedIn`). */
  constructor(
    private readonly appOf: App | (() => App),
    private readonly ip?: string,
  ) {}

  private get app(): App {
    return typeof this.appOf === 'function' ? this.appOf() : this.appOf;
  }

  private keep(setCookie: unknown) {
    for (const line of [setCookie ?? []].flat() as string[]) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/csrf-cookie');
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      payload: payload as never,
      ...(this.ip ? { remoteAddress: this.ip } : {}),
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '') } : {}),
        ...headers,
      },
    });
    this.keep(res.headers['set-cookie']);
    if (method !== 'GET') await drainJobs(this.app);
    let body: unknown;
    try {
      body = res.body ? JSON.parse(res.body) : null;
    } catch {
      body = null;
    }
    return { status: res.statusCode, body, headers: res.headers, raw: res.body, bytes: res.rawPayload };
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  /** POSTs one file as multipart/form-data under `field` (default "file"). */
  upload(url: string, file: UploadFile, field = 'file') {
    const { payload, contentType } = multipartBody(field, file);
    return this.request('POST', url, payload, { 'content-type': contentType });
  }

  /** Signs in; the user as the login answered it, read with the contract (a drifted answer fails here). */
  async login(email: string, password = 'Velo-demo-2026'): Promise<AuthUser> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.raw}`);
    return authUserSchema.parse(res.body.user);
  }
}
