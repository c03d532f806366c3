import type { Database } from './client';
import { migrateJobs } from '../platform/jobs';
import { ensureReferenceData } from './reference-data';

export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
  await ensureReferenceData(database.db);
  await migrateJobs(database);
}
