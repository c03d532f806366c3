import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dataDirLocked, lockDataDir } from './data-dir-lock';

/**
 * Backup and restore of an embedded installation (issue 24 point 5, decision 071): one gzipped tarball holding the
 * PGlite database and the uploaded files as they were together, so a restore brings back a photo deleted since and
 * drops the files added since (their rows are gone too). With files in S3 the backup records each object's version
 * instead (the bucket keeps them when versioning is on; see the README). Both refuse a folder a live server holds.
 */
export class DataDirInUse extends Error {}

export const MANIFEST = 'veloport-backup.json';
const DATABASE_ENTRY = 'pglite.tar';
const FILES_ENTRY = 'files';

export type S3Inventory = { bucket: string; objects: { key: string; versionId: string | null; etag: string | null; size: number }[] };
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: 'pglite';
  files: { storage: 'local'; count: number; bytes: number } | ({ storage: 's3' } & S3Inventory);
};

/** The folders of an embedded installation: `<data>/pglite` and `<data>/files`. */
export type Installation = { dataDir: string; filesDir: string };

function refuseInUse(dataDir: string) {
  const holder = dataDirLocked(dataDir);
  if (holder) {
    throw new DataDirInUse(
      `${dataDir} is in use by process ${holder.pid} on ${holder.host}: stop the server first (the embedded database belongs to one process)`,
    );
  }
}

function tar(args: string[], what: string) {
  const res = spawnSync('tar', args, { encoding: 'utf8' });
  if (res.error || res.status !== 0) throw new Error(`${what}: ${res.error?.message ?? res.stderr.trim()}`);
  return res.stdout;
}

function filesUnder(dir: string): { count: number; bytes: number } {
  if (!fs.existsSync(dir)) return { count: 0, bytes: 0 };
  let count = 0;
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { count, bytes };
}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/**
 * Writes the installation into `file` (a .tar.gz); answers the manifest. `s3`: the bucket's inventory when uploads
 * live in object storage (then no file is copied). `now`: the backup's instant, for its manifest.
 */
export async function backupInstallation(
  where: Installation,
  file: string,
  options: { now: Date; s3?: () => Promise<S3Inventory> },
): Promise<BackupManifest> {
  const { dataDir, filesDir } = where;
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded database`);
  if (path.basename(filesDir) !== FILES_ENTRY) throw new Error(`the uploaded files' folder must be named ${FILES_ENTRY}`);
  refuseInUse(dataDir);
  // Held while copying: a server starting meanwhile is refused rather than changing what is being saved.
  const unlock = lockDataDir(dataDir);
  const staging = fs.mkdtempSync(path.join(path.dirname(path.resolve(file)), '.veloport-backup-'));
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
    try {
      fs.writeFileSync(path.join(staging, DATABASE_ENTRY), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await client.close();
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: options.now.toISOString(),
      database: 'pglite',
      files: options.s3 ? { storage: 's3', ...(await options.s3()) } : { storage: 'local', ...filesUnder(filesDir) },
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const withFiles = manifest.files.storage === 'local' && fs.existsSync(filesDir);
    // Written beside and renamed, so an interrupted backup never leaves a truncated file under the chosen name.
    tar(
      [
        '-czf',
        `${file}.partial`,
        '-C',
        staging,
        MANIFEST,
        DATABASE_ENTRY,
        ...(withFiles ? ['-C', path.dirname(filesDir), FILES_ENTRY] : []),
      ],
      'writing the backup',
    );
    fs.renameSync(`${file}.partial`, file);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

/**
 * Puts the installation of `file` back: the database and, for a backup of local files, the files folder exactly as
 * they were. The replaced folders are kept beside (`pglite.before-restore-<time>`, `files.before-restore-<time>`) so
 * a wrong restore can be undone by hand. A backup made before files were included (the database's own tarball)
 * restores the database only. Answers what was kept and the backup's manifest (null for such an older backup).
 */
export async function restoreInstallation(
  where: Installation,
  file: string,
  options: { now: Date },
): Promise<{ kept: string[]; manifest: BackupManifest | null }> {
  const { dataDir, filesDir } = where;
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  refuseInUse(dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const unlock = lockDataDir(dataDir);
  const staging = fs.mkdtempSync(path.join(path.dirname(dataDir), '.veloport-restore-'));
  try {
    const entries = tar(['-tzf', file], 'reading the backup').split('\n');
    const manifest = entries.includes(MANIFEST) ? readManifest(file, staging) : null;
    const database = manifest ? extracted(file, staging, DATABASE_ENTRY) : fs.readFileSync(file);
    // Unpack into a fresh folder and check it opens and answers before the current one is touched.
    const newDataDir = path.join(staging, 'pglite');
    const client = await PGlite.create(newDataDir, { extensions: { pg_trgm, btree_gist }, loadDataDir: new Blob([database]) });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    const restoresFiles = manifest?.files.storage === 'local';
    if (restoresFiles && entries.some((e) => e === FILES_ENTRY || e.startsWith(`${FILES_ENTRY}/`)))
      tar(['-xzf', file, '-C', staging, FILES_ENTRY], 'reading the files');
    const kept: string[] = [];
    const swap = (current: string, replacement: string) => {
      if (fs.existsSync(current)) {
        const aside = `${current}.before-restore-${stamp(options.now)}`;
        fs.renameSync(current, aside);
        kept.push(aside);
      }
      if (fs.existsSync(replacement)) fs.renameSync(replacement, current);
    };
    swap(dataDir, newDataDir);
    if (restoresFiles) swap(filesDir, path.join(staging, FILES_ENTRY));
    return { kept, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

function extracted(file: string, staging: string, entry: string): Buffer {
  tar(['-xzf', file, '-C', staging, entry], `reading ${entry}`);
  const bytes = fs.readFileSync(path.join(staging, entry));
  fs.rmSync(path.join(staging, entry));
  return bytes;
}

function readManifest(file: string, staging: string): BackupManifest {
  const manifest = JSON.parse(extracted(file, staging, MANIFEST).toString('utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${file} is a backup of a later version (format ${manifest.format})`);
  return manifest;
}
