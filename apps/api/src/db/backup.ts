import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Backup and restore of the embedded database (PGlite): its whole data folder as one gzipped tarball.
 * PGlite is one process's database: while a server has the folder open, a second opener would corrupt it,
 * so both refuse a folder in use. PGlite keeps `postmaster.pid` in the folder while it is open.
 */
export class DataDirInUse extends Error {}

const LOCK_FILE = 'postmaster.pid';

export function dataDirInUse(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, LOCK_FILE));
}

function refuseInUse(dataDir: string, force: boolean) {
  if (!force && dataDirInUse(dataDir)) {
    throw new DataDirInUse(
      `${dataDir} is in use (a server has it open, or one was killed without stopping): stop the server first; ` +
        'if none runs, --force opens it anyway',
    );
  }
}

/** Writes the embedded database at `dataDir` into `file` (a .tar.gz); answers its size in bytes. */
export async function backupDataDir(dataDir: string, file: string, options: { force?: boolean } = {}): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded database`);
  refuseInUse(dataDir, options.force ?? false);
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside and renamed, so an interrupted backup never leaves a truncated file under the chosen name.
    fs.writeFileSync(`${file}.partial`, dump);
    fs.renameSync(`${file}.partial`, file);
    return dump.length;
  } finally {
    await client.close();
  }
}

/**
 * Replaces the embedded database at `dataDir` with the backup in `file`. The folder it replaces is kept
 * beside it (`<dataDir>.before-restore-<time>`), so a wrong restore can be undone by hand.
 */
export async function restoreDataDir(dataDir: string, file: string, options: { force?: boolean } = {}): Promise<{ keptAs: string | null }> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  refuseInUse(dataDir, options.force ?? false);
  const staging = `${dataDir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  // Unpack into a fresh folder and check it opens and answers before the current one is touched.
  const client = await PGlite.create(staging, { extensions: { pg_trgm, btree_gist }, loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
  let keptAs: string | null = null;
  if (fs.existsSync(dataDir)) {
    keptAs = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dataDir, keptAs);
  }
  fs.renameSync(staging, dataDir);
  return { keptAs };
}
