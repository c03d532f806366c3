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
import { lockDataDir } from './data-dir-lock';
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
  /**
   * Runs `fn` (the migrations) while holding the database's migration lock, so that processes starting at once
   * migrate one after the other and the later ones find the schema current (issue 24 point 12). PostgreSQL: an
   * advisory lock on a connection of its own; the embedded database has one process (its folder's lock).
   */
  withMigrationLock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Answers once the database answers `select 1`; rejects when it cannot be reached within `timeoutMs`. */
  ping: (timeoutMs?: number) => Promise<void>;
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

/**
 * Whether the database already has the newest migration: drizzle runs a migration whose folder time is later than the
 * last one recorded, so when the last recorded is the journal's last, there is nothing to run. A restart answers this
 * with one query instead of drizzle's schema and table creation and its reading and hashing of every migration file
 * (a quarter of a second on the embedded database; decision 071). Any doubt (no table yet) runs the migrator.
 */
async function schemaIsCurrent(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  try {
    const { rows } = await query('select max(created_at)::text as last from drizzle.__drizzle_migrations');
    return Number(rows[0]?.last ?? 0) >= newest;
  } catch {
    return false;
  }
}
/** pg_advisory_lock key of the migrations: any fixed bigint; "veloport" in ASCII. */
const MIGRATION_LOCK_KEY = '8675217860729057396';

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/**
 * A pool whose checked-out connections go back by themselves when the server drops them. Drizzle's transaction sends
 * BEGIN on a fresh checkout before its try/finally: when the connection is terminated at that moment (a restart, a
 * failover, pg_terminate_backend), nothing releases it, the pool loses a connection for good, and closing the pool
 * waits forever (issue 24 point 11). Here a connection that fails while checked out is released with its error (the
 * pool then discards it), and a second release by its borrower is ignored.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onError = (error: Error) => setImmediate(() => client.release(error));
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', onError);
        release(error);
      };
      client.on('error', onError);
      return client;
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: timeout exceeded when trying to connect`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
    // A request waits at most 5 s for a connection: while the server is unreachable it gets a 503, not a hang.
    const pool = new SelfReleasingPool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) must never take the process down
    // (issue 24 point 11). The pool listens only while a connection is idle; one checked out for a transaction has
    // no listener of its own, and an 'error' event without one ends the process. So every connection gets one: the
    // query under way fails (the request answers 503, its transaction rolled back by the server), and the pool
    // drops the broken connection when it is released and opens a fresh one on the next checkout.
    pool.on('connect', (client) => client.on('error', (error) => console.error('PostgreSQL connection lost:', error.message)));
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    const db = drizzlePg(pool, { schema, logger });
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        if (!(await schemaIsCurrent((text) => pool.query(text)))) await migratePg(db, { migrationsFolder });
      },
      async withMigrationLock(fn) {
        // A connection outside the pool: the migrations use the pool, which may have a single connection.
        const client = new pg.Client({ connectionString: options.url });
        client.on('error', (error) => console.error('PostgreSQL migration lock connection lost:', error.message));
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          return await fn();
        } finally {
          // Ending the session releases the lock, even when the unlock itself could not be sent.
          await client.end().catch(() => undefined);
        }
      },
      ping: async (timeoutMs = 2_000) => void (await withTimeout(pool.query('select 1'), timeoutMs, 'database ping')),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // One process per folder (issue 24 point 10): a second opener is refused before PGlite touches the files.
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  // pg_trgm serves the stock's frame-number search anywhere in the number (migration 0003); btree_gist the
  // reservations' no-overlap constraint (decision 033).
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm, btree_gist },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const pgliteDb = drizzlePglite(client, { schema, logger });
  return {
    // The pglite and node-postgres drizzle databases share one query-builder surface.
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      if (!(await schemaIsCurrent((text) => client.query<Record<string, unknown>>(text))))
        await migratePglite(pgliteDb, { migrationsFolder });
    },
    withMigrationLock: (fn) => fn(),
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
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
