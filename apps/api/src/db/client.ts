import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; the services see only this type. */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/**
 * A condition on a row's id column that one module hands another to compose into its query (decision 069): billing's
 * "not billed yet", over billing's own tables, added to the workshop's or the shop's read of what it may bill.
 */
export type IdCondition = (id: AnyPgColumn) => SQL;

/** A unique index refused the row (SQLSTATE 23505); drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/** The unique index that refused the row, when the driver says (both pg and PGlite do). */
export function violatedConstraint(error: unknown): string | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const c = e as { code?: unknown; constraint?: unknown };
    if (c.code === '23505') return typeof c.constraint === 'string' ? c.constraint : null;
  }
  return null;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Connections for the metrics: PostgreSQL's pool; PGlite is one in-process connection. */
  poolStats: () => { total: number; idle?: number; waiting?: number };
  /**
   * Raw SQL for the job queue (pg-boss): with values, one parameterised statement; without, a script of
   * several statements (pg-boss installs its schema that way; PGlite runs such scripts only through exec).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite only: the whole data directory as a tarball, to clone test databases quickly. */
  dumpDataDir?: () => Promise<Blob>;
};

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export type DatabaseOptions = (
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Called with every SQL statement (tests count them to prove a list's query count does not grow with its length). */
  onQuery?: (sql: string) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next checkout.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // pg_trgm serves the stock's frame-number search anywhere in the number (migration 0003); btree_gist the
  // reservations' no-overlap constraint (decision 033).
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm, btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema, logger });
  return {
    // The pglite and node-postgres drizzle databases share one query-builder surface.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    poolStats: () => ({ total: 1 }),
    executeSql: async (text, values) =>
      values?.length
        ? { rows: (await client.query<Record<string, unknown>>(text, values)).rows }
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** The database the configuration asks for: PostgreSQL when DATABASE_URL is set, else the embedded one under the data folder. */
export function openConfiguredDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
