import type { Database } from './client';
import { ensureReferenceData } from './reference-data';

export async function migrateDatabase(database: Database): Promise<void> {
  await database.migrate();
  await ensureReferenceData(database.db);
}
