/**
 * The query root of what the public site reads, in a module of its own: a visitor's first page imports it, and the
 * build would copy the whole list of lib/query-roots.ts into that page with it (decision 072, the 170 kB budget).
 */
export const publicRoot = ['public'] as const;
