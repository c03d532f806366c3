// `npm run db:backup [file]` and `npm run db:restore <file>`: an embedded installation (the PGlite database and the
// uploaded files) as one .tar.gz, and back (decision 071). With DATABASE_URL the database is a PostgreSQL server,
// whose own tools do this: pg_dump and pg_restore (README, Operations).
import path from 'node:path';
import { systemClock } from '@veloport/domain';
import { loadConfig } from '../apps/api/src/config';
import { backupInstallation, DataDirInUse, restoreInstallation } from '../apps/api/src/db/backup';
import { DataDirLocked } from '../apps/api/src/db/data-dir-lock';
import { parseS3Url, s3Inventory } from '../apps/api/src/platform/s3-storage';

const [command, ...rest] = process.argv.slice(2);
const file = rest.find((a) => !a.startsWith('--'));
const config = loadConfig();
const where = { dataDir: path.join(config.dataDir, 'pglite'), filesDir: path.join(config.dataDir, 'files') };
const now = systemClock.now();

if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump -Fc, and restore with pg_restore (see README, Operations).');
  process.exit(2);
}
try {
  if (command === 'backup') {
    const target = file ?? `veloport-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const s3 = config.s3Url ? parseS3Url(config.s3Url) : null;
    const manifest = await backupInstallation(where, target, { now, ...(s3 ? { s3: () => s3Inventory(s3) } : {}) });
    const files =
      manifest.files.storage === 'local'
        ? `${manifest.files.count} uploaded files (${(manifest.files.bytes / 1024 / 1024).toFixed(1)} MB)`
        : `the versions of ${manifest.files.objects.length} objects in bucket ${manifest.files.bucket}`;
    console.log(`embedded database ${where.dataDir} and ${files} → ${target}`);
  } else if (command === 'restore' && file) {
    const { kept, manifest } = await restoreInstallation(where, file, { now });
    console.log(`${file} → ${where.dataDir}${manifest?.files.storage === 'local' ? ` and ${where.filesDir}` : ''}`);
    if (!manifest) console.log('A backup of the database alone (made before backups held the files): the files folder is unchanged.');
    if (manifest?.files.storage === 's3')
      console.log(`Uploaded files are in bucket ${manifest.files.bucket}: restore their recorded versions as the README says.`);
    if (kept.length) console.log(`The replaced folders are kept: ${kept.join(', ')}`);
  } else {
    console.error('usage: npm run db:backup [file] | npm run db:restore <file>   (stop the server first)');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof DataDirInUse || error instanceof DataDirLocked ? 3 : 1);
}
