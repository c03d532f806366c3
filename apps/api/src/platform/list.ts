import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@veloport/domain';
import type { DbOrTx } from '../db/client';

/** The page asked for, as SQL limit/offset. */
export function pageWindow(query: { page: number; perPage: number }) {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage };
}

/** `%q%` for ILIKE, with the caller's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const countAll = () => ({ n: count() });

export type Page<T> = { data: T[]; meta: { page: number; perPage: number; total: number; totalCapped?: boolean } };

export function pageOf<T>(data: T[], total: number, query: { page: number; perPage: number }): Page<T> {
  return { data, meta: { page: query.page, perPage: query.perPage, total } };
}

/**
 * For the lists that grow past hundreds of thousands of rows (decision 034): `total` comes from `cappedCount`, which
 * stops at LIST_COUNT_CAP + 1; past the cap the page says "at least LIST_COUNT_CAP" instead of the exact figure.
 */
export function cappedPageOf<T>(data: T[], counted: number, query: { page: number; perPage: number }): Page<T> {
  if (counted <= LIST_COUNT_CAP) return pageOf(data, counted, query);
  return { data, meta: { page: query.page, perPage: query.perPage, total: LIST_COUNT_CAP, totalCapped: true } };
}

/** The rows of `table` matching `where`, counted up to LIST_COUNT_CAP + 1 (enough to know the cap was passed). */
export async function cappedCount(db: DbOrTx, table: PgTable, where: Where): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return Number(row?.n ?? 0);
}

export type Where = SQL | undefined;
