/** One changed value of a record, at its path in the record (`['sharedBikes', 'maxPerMonth']`). */
export type LeafChange = { path: string[]; before: unknown; after: unknown };

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The audit log keeps a changed field's whole old and new value; for nested settings (an address, a whole
 * shared-bike rule set) that says nothing. Descend into objects and keep only the values that differ, so the
 * history reads "Shared-bike rules · Max per month: 3 → 4".
 */
export function leafChanges(changes: { field: string; before: unknown; after: unknown }[]): LeafChange[] {
  const out: LeafChange[] = [];
  const walk = (path: string[], before: unknown, after: unknown) => {
    if (same(before, after)) return;
    if (
      (isPlainObject(before) || before == null) &&
      (isPlainObject(after) || after == null) &&
      (isPlainObject(before) || isPlainObject(after))
    ) {
      const b = isPlainObject(before) ? before : {};
      const a = isPlainObject(after) ? after : {};
      for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) walk([...path, key], b[key], a[key]);
      return;
    }
    out.push({ path, before, after });
  };
  for (const c of changes) walk([c.field], c.before, c.after);
  return out;
}
