import { count, type SQL } from 'drizzle-orm';

/** The page asked for, as SQL limit/offset. */
export function pageWindow(query: { page: number; perPage: number }) {
  return { limit: query.perPage, offset: (query.page - 1) * query.perPage };
}

/** `%q%` for ILIKE, with the caller's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const countAll = () => ({ n: count() });

export type Page<T> = { data: T[]; meta: { page: number; perPage: number; total: number } };

export function pageOf<T>(data: T[], total: number, query: { page: number; perPage: number }): Page<T> {
  return { data, meta: { page: query.page, perPage: query.perPage, total } };
}

export type Where = SQL | undefined;
