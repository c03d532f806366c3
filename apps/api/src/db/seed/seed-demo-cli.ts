import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { isEmpty, seedDemo } from './seed-demo';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrateDatabase(database);
if (await isEmpty(database.db)) {
  await seedDemo(database.db);
  console.log(`demo data loaded (${database.kind})`);
} else {
  console.log('the database already has users: demo data not loaded');
}
await database.close();
