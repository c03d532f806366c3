/** One field of a record as it was before and after a change, for a history tab. */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** Bookkeeping fields every record has; their change says nothing a person wants to read. */
const IGNORED = new Set(['updatedAt', 'createdAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Top-level fields that differ between two snapshots of a record (either may be missing: creation, deletion). */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !IGNORED.has(f));
  return fields.filter((f) => !same(b[f], a[f])).map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}
