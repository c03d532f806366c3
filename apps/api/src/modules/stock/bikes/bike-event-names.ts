/**
 * Bike events keep the ids of what they touched (model, store, previous company and user): the history
 * shows names. These helpers list the ids an event names and rewrite its details with `{ id, name }`.
 */
type Names = {
  model: (id: number) => string | undefined;
  location: (id: number) => string | undefined;
  company: (id: number) => string | undefined;
  user: (id: number) => string | undefined;
};
type Kind = keyof Names;

/** Detail keys holding an id, and the named key that replaces each. */
const ID_KEYS: Record<string, [Kind, string]> = {
  modelId: ['model', 'model'],
  locationId: ['location', 'location'],
  stockLocationId: ['location', 'location'],
  companyId: ['company', 'company'],
  userId: ['user', 'user'],
  previousCompanyId: ['company', 'previousCompany'],
  previousUserId: ['user', 'previousUser'],
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every id the events name, by kind, to look each kind up once. */
export function idsNamedBy(events: { details: unknown }[]): Record<Kind, number[]> {
  const ids: Record<Kind, number[]> = { model: [], location: [], company: [], user: [] };
  const collect = (details: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(details)) {
      const target = ID_KEYS[key];
      if (target && typeof value === 'number') {
        ids[target[0]].push(value);
      } else if (target && isRecord(value)) {
        for (const v of [value.from, value.to]) if (typeof v === 'number') ids[target[0]].push(v);
      } else if (key === 'changes' && isRecord(value)) {
        collect(value);
      }
    }
  };
  for (const e of events) if (isRecord(e.details)) collect(e.details);
  return ids;
}

/** The details with each id replaced by `{ id, name }` under its named key (changes included, as `{ from, to }`). */
export function withNames(details: Record<string, unknown>, names: Names): Record<string, unknown> {
  const ref = (kind: Kind, v: unknown) => (typeof v === 'number' ? { id: v, name: names[kind](v) ?? `#${v}` } : v);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    const target = ID_KEYS[key];
    if (target && typeof value === 'number') out[target[1]] = ref(target[0], value);
    else if (target && isRecord(value) && ('from' in value || 'to' in value))
      out[target[1]] = { from: ref(target[0], value.from), to: ref(target[0], value.to) };
    else if (key === 'changes' && isRecord(value)) out[key] = withNames(value, names);
    else out[key] = value;
  }
  return out;
}
