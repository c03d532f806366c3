import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir, DataDirInUse, restoreDataDir } from './backup';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function names(dataDir: string) {
  const client = await PGlite.create(dataDir);
  try {
    return (await client.query<{ name: string }>('select name from shops order by name')).rows.map((r) => r.name);
  } finally {
    await client.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('brings back the data as it was at the backup, and keeps the replaced folder', async () => {
    const dataDir = path.join(tmp, 'data', 'pglite');
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const db = await PGlite.create(dataDir);
    await db.exec("create table shops (name text); insert into shops values ('Liège'), ('Bruxelles')");
    await db.close();

    const file = path.join(tmp, 'backups', 'before.tar.gz');
    expect(await backupDataDir(dataDir, file)).toBeGreaterThan(1000);
    expect(fs.readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    const later = await PGlite.create(dataDir);
    await later.exec("delete from shops where name = 'Liège'; insert into shops values ('Namur')");
    await later.close();
    expect(await names(dataDir)).toEqual(['Bruxelles', 'Namur']);

    const { keptAs } = await restoreDataDir(dataDir, file);
    expect(await names(dataDir)).toEqual(['Bruxelles', 'Liège']);
    expect(keptAs).not.toBeNull();
    expect(await names(keptAs!)).toEqual(['Bruxelles', 'Namur']);
  }, 180_000); // six openings of a fresh PGlite, each about a second on a quiet machine

  it('refuses a data folder that a server has open, and changes nothing', async () => {
    const dataDir = path.join(tmp, 'busy', 'pglite');
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    const server = await PGlite.create(dataDir);
    await server.exec("create table shops (name text); insert into shops values ('Liège')");
    const file = path.join(tmp, 'busy.tar.gz');
    try {
      await expect(backupDataDir(dataDir, file)).rejects.toBeInstanceOf(DataDirInUse);
      expect(fs.existsSync(file)).toBe(false);
      fs.writeFileSync(file, 'not a backup');
      await expect(restoreDataDir(dataDir, file)).rejects.toBeInstanceOf(DataDirInUse);
      expect((await server.query<{ name: string }>('select name from shops')).rows).toEqual([{ name: 'Liège' }]);
    } finally {
      await server.close();
    }
  }, 60_000);
});
