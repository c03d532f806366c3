// `npm run db:backup [file]` and `npm run db:restore <file>`: the embedded database (PGlite) as one .tar.gz.
// With DATABASE_URL the database is a PostgreSQL server, whose own tools do this: pg_dump and pg_restore.
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config';
import { backupDataDir, DataDirInUse, restoreDataDir } from '../apps/api/src/db/backup';

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const file = rest.find((a) => !a.startsWith('--'));
const config = loadConfig();
const dataDir = path.join(config.dataDir, 'pglite');

if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump -Fc, and restore with pg_restore (see README).');
  process.exit(2);
}
try {
  if (command === 'backup') {
    const target = file ?? `veloport-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
    const bytes = await backupDataDir(dataDir, target, { force });
    console.log(`embedded database ${dataDir} → ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  } else if (command === 'restore' && file) {
    const { keptAs } = await restoreDataDir(dataDir, file, { force });
    console.log(`${file} → ${dataDir}${keptAs ? ` (the previous database is kept in ${keptAs})` : ''}`);
  } else {
    console.error('usage: npm run db:backup [file] [--force] | npm run db:restore <file> [--force]');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof DataDirInUse ? 3 : 1);
}
