import { loadConfig } from '../config';
import { openConfiguredDatabase } from './client';
import { migrateDatabase } from './migrate';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrateDatabase(database);
await database.close();
console.log(`migrations applied (${database.kind})`);
