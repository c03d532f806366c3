import zlib from 'node:zlib';
import { readSheet } from 'read-excel-file/node';
import { desc, eq } from 'drizzle-orm';
import type { AuthUser } from '@veloport/domain';
import type { Db } from '../db/client';
import { auditLog } from '../platform/audit.table';
import type { TestClient } from './harness';

/** A valid bike model payload; override what a test is about. */
export const modelPayload = (over: Record<string, unknown> = {}) => ({
  brand: 'Testbrand',
  model: `Model ${Math.random().toString(36).slice(2, 8)}`,
  frameType: 'H',
  sizes: ['M', 'L'],
  year: 2025,
  usage: 'city',
  electric: true,
  batteryWh: 625,
  engineNm: 60,
  priceCents: 300_000,
  ...over,
});

let frameSeq = 0;
/** A fresh frame number, unique within a run. */
export const newFrame = (prefix = 'TST') => `${prefix}${Date.now().toString(36).toUpperCase()}${(frameSeq++).toString().padStart(4, '0')}`;

export async function createModel(admin: TestClient, over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/catalog/bikes', modelPayload(over));
  if (res.status !== 201) throw new Error(`model: ${res.status} ${res.raw}`);
  return res.body.model;
}

export async function createBike(admin: TestClient, modelId: number, over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/stock/bikes', { modelId, frameNumber: newFrame(), locationId: 1, ...over });
  if (res.status !== 201) throw new Error(`bike: ${res.status} ${res.raw}`);
  return res.body.bike;
}

/** The latest audit rows of an entity, newest first. */
export const auditOf = (db: Db, entity: string, entityId: number | string) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(desc(auditLog.id))
    .then((rows) => rows.filter((r) => r.entity === entity));

/** A real 2×2 PNG. */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const pixels = zlib.deflateSync(Buffer.from([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A browser signed in as `email`, with the user it signed in as. */
export type SignedClient = TestClient & { user: AuthUser };
export async function signedIn(t: { client: () => TestClient }, email: string): Promise<SignedClient> {
  const client = t.client();
  const user = await client.login(email);
  return Object.assign(client, { user });
}

/** How many SQL statements `fn` sends to the database (both drivers call `query` on their client). */
export async function countQueries(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return n;
}

/** The callers most tenant tests need (admin, both fleet managers, an Acme employee) and the demo companies' ids by name. */
export async function demoCallers(t: { client: () => TestClient }) {
  const [admin, fleetAcme, fleetGlobex, employee] = await Promise.all(
    ['admin@veloport.test', 'fleet@acme.test', 'fleet@globex.test', 'employee@acme.test'].map((email) => signedIn(t, email)),
  );
  const ids: Record<string, number> = {};
  for (const c of (await admin.get('/api/companies/list/minimal')).body.data) ids[c.name] = c.id;
  return { admin, fleetAcme, fleetGlobex, employee, ids };
}

/**
 * The cells of the first sheet, row by row (header first), read by another library than the one that writes them
 * (read-excel-file), as a spreadsheet program would: a file only our own code can read proves nothing. Empty rows at
 * the end are dropped.
 */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const rows = (await readSheet(bytes)) as unknown[][];
  return rows.map((row) => {
    const cells = [...row];
    while (cells.length && cells.at(-1) === null) cells.pop();
    return cells;
  });
}

/** Runs `fn` with the caller's language set to `language` (a download follows the reader's language), then back to French. */
export async function inLanguage<T>(client: SignedClient, language: 'fr' | 'nl' | 'en', fn: () => Promise<T>): Promise<T> {
  const { firstname, lastname, phone, address, size, anonymousInRanking } = client.user;
  const profile = { firstname, lastname, phone, address, size, anonymousInRanking };
  const res = await client.put('/api/me', { ...profile, language });
  if (res.status !== 200) throw new Error(`language: ${res.status} ${res.raw}`);
  try {
    return await fn();
  } finally {
    await client.put('/api/me', { ...profile, language: 'fr' });
  }
}
