// The API suite against a real PostgreSQL server (DATABASE_URL must point at a database the role may create databases from).
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL, e.g. postgres://user:password@127.0.0.1:5432/postgres');
  process.exit(2);
}
const res = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: process.env });
process.exit(res.status ?? 1);
