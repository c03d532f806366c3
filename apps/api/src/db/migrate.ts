import type { Database } from './client';
import { migrateJobs } from '../platform/jobs';
import { ensureReferenceData } from './reference-data';

/** The schema, its reference rows and the job queue's tables, under the migration lock (decision 071). */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withMigrationLock(async () => {
    await database.migrate();
    await ensureReferenceData(database.db);
    await migrateJobs(database);
  });
}
