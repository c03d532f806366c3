import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { backupInstallation, DataDirInUse, restoreInstallation } from './backup';
import { openDatabase } from './client';
import { DataDirLocked } from './data-dir-lock';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const template = inject('dbTemplate');
const at = (iso: string) => ({ now: new Date(iso) });

/** Every row of every table of the portal and its job queue, as one fingerprint per table (count and hash). */
async function rows(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const tables = await database.executeSql(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1",
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows as { name: string }[]) {
      const [schema, table] = name.split('.');
      const [row] = (
        await database.executeSql(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${schema}"."${table}" t`,
          [],
        )
      ).rows as { n: number; h: string }[];
      out[name] = `${row!.n}:${row!.h}`;
    }
    return out;
  } finally {
    await database.close();
  }
}

/** The uploaded files, by path, with their bytes. */
function files(dir: string) {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) out[path.relative(dir, path.join(e.parentPath, e.name))] = fs.readFileSync(path.join(e.parentPath, e.name), 'hex');
  return out;
}

const put = (dir: string, name: string, bytes: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), bytes);
};

async function installation(name: string) {
  const root = path.join(tmp, name);
  const where = { dataDir: path.join(root, 'pglite'), filesDir: path.join(root, 'files') };
  fs.mkdirSync(root, { recursive: true });
  // The portal's real schema and demo data (the test run's template), in a folder as a server keeps it.
  const loadDataDir = template.kind === 'pglite' ? new Blob([fs.readFileSync(template.file)]) : undefined;
  const database = await openDatabase({ kind: 'pglite', dataDir: where.dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  await database.executeSql('create table if not exists shops (name text)');
  await database.executeSql("insert into shops values ('Liège'), ('Bruxelles')");
  await database.close();
  put(where.filesDir, 'public/catalog-bikes-1-photo.png', 'photo of a bike');
  put(where.filesDir, 'documents/2/contract.pdf', '%PDF-1.7 contract');
  return where;
}

describe('backup and restore of an embedded installation (issue 24 point 5)', () => {
  it('brings back the rows and the uploaded files as they were together, and keeps what it replaced', async () => {
    const where = await installation('roundtrip');
    const rowsBefore = await rows(where.dataDir);
    const filesBefore = files(where.filesDir);
    const file = path.join(tmp, 'backups', 'before.tar.gz');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const manifest = await backupInstallation(where, file, at('2026-11-29T08:00:00Z'));
    expect(manifest).toMatchObject({ format: 1, createdAt: '2026-11-29T08:00:00.000Z', files: { storage: 'local', count: 2 } });
    expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    // After the backup: a photo deleted (with its row), a document added, rows changed.
    const later = await openDatabase({ kind: 'pglite', dataDir: where.dataDir });
    await later.executeSql("delete from shops where name = 'Liège'; insert into shops values ('Namur')");
    if (template.kind === 'pglite') await later.executeSql("update users set firstname = 'Changed' where email = 'admin@veloport.test'");
    await later.close();
    fs.rmSync(path.join(where.filesDir, 'public/catalog-bikes-1-photo.png'));
    put(where.filesDir, 'documents/3/added-since.pdf', '%PDF-1.7 added since');
    const rowsLater = await rows(where.dataDir);
    expect(rowsLater).not.toEqual(rowsBefore);

    const { kept } = await restoreInstallation(where, file, at('2026-11-29T09:00:00Z'));
    expect(await rows(where.dataDir)).toEqual(rowsBefore);
    expect(files(where.filesDir)).toEqual(filesBefore);
    // The replaced database and files stay beside, as they were, for an undo by hand.
    expect(kept.map((k) => path.basename(k)).sort()).toEqual([
      'files.before-restore-2026-11-29T09-00-00-000Z',
      'pglite.before-restore-2026-11-29T09-00-00-000Z',
    ]);
    expect(Object.keys(files(kept.find((k) => k.includes('files.'))!)).sort()).toEqual([
      'documents/2/contract.pdf',
      'documents/3/added-since.pdf',
    ]);
    expect(await rows(kept.find((k) => k.includes('pglite.'))!)).toEqual(rowsLater);
  }, 240_000);

  it('refuses a folder a live server holds and changes nothing; a lock left by a dead process is taken over', async () => {
    const where = await installation('busy');
    const file = path.join(tmp, 'busy.tar.gz');
    const server = await openDatabase({ kind: 'pglite', dataDir: where.dataDir });
    try {
      await expect(backupInstallation(where, file, at('2026-11-29T08:00:00Z'))).rejects.toBeInstanceOf(DataDirInUse);
      expect(fs.existsSync(file)).toBe(false);
      fs.writeFileSync(file, 'not a backup');
      await expect(restoreInstallation(where, file, at('2026-11-29T08:00:00Z'))).rejects.toBeInstanceOf(DataDirInUse);
      // A second opener is refused too, naming the holder (issue 24 point 10).
      await expect(openDatabase({ kind: 'pglite', dataDir: where.dataDir })).rejects.toThrow(
        new RegExp(`already open in process ${process.pid}`),
      );
      await expect(openDatabase({ kind: 'pglite', dataDir: where.dataDir })).rejects.toBeInstanceOf(DataDirLocked);
      expect((await server.executeSql('select name from shops order by name', [])).rows).toEqual([
        { name: 'Bruxelles' },
        { name: 'Liège' },
      ]);
    } finally {
      await server.close();
    }
    // A server killed with -9 leaves its lock: no process has that id any more, so the next one takes over.
    fs.writeFileSync(
      `${where.dataDir}.lock`,
      JSON.stringify({ pid: 2 ** 22 + 17, host: os.hostname(), since: '2026-11-28T00:00:00Z', boot: null, started: null }),
    );
    fs.rmSync(file);
    await backupInstallation(where, file, at('2026-11-29T08:00:00Z'));
    expect(fs.existsSync(`${where.dataDir}.lock`)).toBe(false);
  }, 120_000);

  it('restores the database alone from a backup made before backups held the files, and leaves the files be', async () => {
    const where = await installation('older');
    const client = await PGlite.create(where.dataDir);
    const file = path.join(tmp, 'older.tar.gz');
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    await client.exec("insert into shops values ('Namur')");
    await client.close();
    put(where.filesDir, 'public/new.png', 'new');
    const { manifest } = await restoreInstallation(where, file, at('2026-11-29T08:00:00Z'));
    expect(manifest).toBeNull();
    const restored = await openDatabase({ kind: 'pglite', dataDir: where.dataDir });
    expect((await restored.executeSql('select count(*)::int as n from shops', [])).rows).toEqual([{ n: 2 }]);
    await restored.close();
    expect(Object.keys(files(where.filesDir))).toContain('public/new.png');
  }, 120_000);
});

if (template.kind === 'postgres') {
  const server = template;

  /** Every row of the portal's tables and of its job queue (including the queues' partitions), per table. */
  async function fingerprint(url: string) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows: tables } = await c.query<{ schema: string; name: string }>(
        "select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1, 2",
      );
      const out: Record<string, string> = {};
      for (const { schema, name } of tables) {
        const { rows } = await c.query(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${schema}"."${name}" t`,
        );
        out[`${schema}.${name}`] = `${rows[0].n}:${rows[0].h}`;
      }
      return out;
    } finally {
      await c.end();
    }
  }
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' } });

  describe('backup and restore of a PostgreSQL database (issue 24 point 6)', () => {
    it("restores with the README's commands, exit 0, to the rows of the dump, job queue partitions included", async () => {
      const name = `veloport_test_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`create database ${name} template ${server.template}`);
      await admin.end();
      const url = new URL(server.url);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      try {
        // A server's first start makes the job queues, each a partition of pgboss.job: what broken restores trip on.
        const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
        const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, { dataDir: fs.mkdtempSync(path.join(tmp, 'pg-')) });
        await (await buildApp({ config, database, serveWeb: false })).close();
        await database.close();
        const dump = path.join(tmp, 'veloport.dump');
        expect(run('pg_dump', ['-Fc', '-f', dump, databaseUrl]).status).toBe(0);
        const before = await fingerprint(databaseUrl);
        expect(Object.keys(before).filter((t) => /^pgboss\.j[0-9a-f]{20,}$/.test(t)).length).toBeGreaterThan(5);

        // Life goes on after the dump.
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        await c.query("delete from audit_log; update users set firstname = 'Changed'");
        await c.end();
        expect(await fingerprint(databaseUrl)).not.toEqual(before);

        // The command the README used to give fails on the queue's partitions (issue 24 point 6).
        const clean = run('pg_restore', ['--clean', '--if-exists', '-d', databaseUrl, dump]);
        expect(clean.status).toBe(1);
        expect(clean.stderr).toContain('cannot drop inherited constraint');

        // The README's commands: empty the portal's schemas, then restore in one transaction, stopping at any error.
        const empty = run('psql', [
          databaseUrl,
          '-v',
          'ON_ERROR_STOP=1',
          '-q',
          '-c',
          'DROP SCHEMA IF EXISTS pgboss, drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public',
        ]);
        expect([empty.status, empty.stderr]).toEqual([0, '']);
        const restore = run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', '-d', databaseUrl, dump]);
        expect([restore.status, restore.stderr]).toEqual([0, '']);
        expect(await fingerprint(databaseUrl)).toEqual(before);
      } finally {
        const c = new pg.Client({ connectionString: server.url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      }
    }, 240_000);
  });
}
