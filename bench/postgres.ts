/**
 * PostgreSQL for the benches: the server CI uses (scripts/ci-postgres.sh starts it when it is down and
 * creates the CI role), and a scratch database made from it for one run, dropped afterwards.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

export const CI_DATABASE_URL = 'postgres://veloport_ci:veloport_ci@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** DATABASE_URL when set; else the CI server, started the way CI starts it. */
export async function benchPostgresUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!(await reachable(CI_DATABASE_URL))) {
    const script = path.resolve(import.meta.dirname, '../scripts/ci-postgres.sh');
    const res = spawnSync('bash', [script], { stdio: 'inherit' });
    if (res.status !== 0)
      throw new Error(
        'PostgreSQL could not be started (scripts/ci-postgres.sh); set DATABASE_URL to a server whose role may create databases',
      );
  }
  return CI_DATABASE_URL;
}

/** A fresh database on the server at `url`, and how to drop it. */
export async function scratchDatabase(url: string, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `veloport_bench_${label}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
