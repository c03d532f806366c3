import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { auditLog } from '../platform/audit.table';
import { users } from '../modules/identity/identity.table';
import { verifyPassword } from '../modules/identity/sign-in/passwords';
import { buildServer } from '../test/server-process';
import { openDatabase, type Database } from './client';

/*
 * Issue 24 point 14 (decision 070): the first admin of an empty production database, by the command the README names,
 * run as production runs it (the built JavaScript). The password comes from the environment or a prompt, never from
 * the command line.
 */
const template = inject('dbTemplate');
const PASSWORD = 'Premier-admin-2026!';
let build: Awaited<ReturnType<typeof buildServer>>;
let env: Record<string, string>;
let open: () => Promise<Database>;
const cleanup: (() => Promise<void>)[] = [];

beforeAll(async () => {
  build = await buildServer();
  if (template.kind === 'postgres') {
    const name = `veloport_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    open = () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    cleanup.push(async () => {
      const c = new pg.Client({ connectionString: template.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
  } else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'veloport-first-admin-'));
    env = { DATABASE_URL: '', VELOPORT_DATA_DIR: dataDir };
    open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  }
}, 60_000);
afterAll(async () => {
  for (const c of cleanup) await c();
  build?.remove();
});

/** `node create-admin.js <args>` without a terminal, as a deployment script runs it. */
function createAdmin(args: string[], extra: Record<string, string> = {}) {
  const merged: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', ...env, ...extra };
  for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
  const child = spawn(process.execPath, [path.join(path.dirname(build.entry), 'create-admin.js'), ...args], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function admins() {
  const database = await open();
  try {
    return await database.db.select().from(users).where(eq(users.isAdmin, true));
  } finally {
    await database.close();
  }
}

describe('the first admin of an empty database', () => {
  it('refuses a password on the command line, or none at all, before touching the database', async () => {
    const onLine = await createAdmin(['--email', 'boss@veloport.be', '--password', PASSWORD], { VELOPORT_ADMIN_PASSWORD: PASSWORD });
    expect(onLine.code).toBe(2);
    expect(onLine.output).toContain("Unknown option '--password'");
    const none = await createAdmin(['--email', 'boss@veloport.be']);
    expect(none.code).toBe(2);
    expect(none.output).toContain('set VELOPORT_ADMIN_PASSWORD or run this in a terminal');
  }, 60_000);

  it('creates one admin with the password from the environment, migrating an empty database first; a second is refused', async () => {
    const weak = await createAdmin(['--email', 'boss@veloport.be'], { VELOPORT_ADMIN_PASSWORD: 'short' });
    expect(weak.code).toBe(4);
    expect(weak.output).toContain('too weak');

    const made = await createAdmin(['--email', 'Boss@Veloport.be', '--firstname', 'Bea', '--lastname', 'Boss', '--language', 'nl'], {
      VELOPORT_ADMIN_PASSWORD: PASSWORD,
    });
    expect(made.output).toContain('admin boss@veloport.be created');
    expect(made.code).toBe(0);
    const [admin] = await admins();
    expect(admin).toMatchObject({
      email: 'boss@veloport.be',
      firstname: 'Bea',
      lastname: 'Boss',
      language: 'nl',
      status: 'active',
      isAdmin: true,
    });
    expect(admin!.permissions).toEqual(['admin']);
    // Only the hash is kept, and it is the password given.
    expect(admin!.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(admin!.passwordHash, PASSWORD)).toBe(true);
    const database = await open();
    const history = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(admin!.id)));
    await database.close();
    expect(history.map((h) => h.action)).toEqual(['user.first_admin_created']);

    const again = await createAdmin(['--email', 'second@veloport.be'], { VELOPORT_ADMIN_PASSWORD: PASSWORD });
    expect(again.code).toBe(3);
    expect(again.output).toContain('already has an admin');
    expect((await admins()).map((a) => a.email)).toEqual(['boss@veloport.be']);
  }, 180_000);
});
