import { formatDate, formatPrice, type Locale } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One bike event's details in words, in the reader's language: "Modèle : Cube Nuroad (2025) · Magasin : Liège ·
 * Type de contrat : En stock", "Liège → Bruxelles", "Société : — → Acme". Names come from the API (bike-event-names).
 * `arrow`: the PDF's standard fonts have no "→".
 */
export function bikeEventInWords(kind: string, details: Record<string, unknown>, locale: Locale, arrow = '→'): string {
  // The detail keys a bike event keeps, else the stock download's headers; codes as the stock screens say them.
  const keys = wordsOf(locale, 'documents', 'bikeHistory.keys');
  const headers = wordsOf(locale, 'downloads', 'stock.headers');
  const downloads = wordsOf(locale, 'downloads');
  const stock = wordsOf(locale, 'stock');
  const pair = wordsOf(locale, 'documents', 'bikeHistory');
  const label = (key: string) => (keys.has(key) ? keys(key) : headers.has(key) ? headers(key) : key);
  const value = (key: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return downloads(v ? 'yes' : 'no');
    if (isRecord(v)) {
      if (typeof v.name === 'string') return v.name;
      if ('from' in v || 'to' in v) return `${value(key, v.from)} ${arrow} ${value(key, v.to)}`;
      return pairs(v).join(', ');
    }
    if (key === 'contractKind' || key === 'previousContractKind') return stock.code('contractKinds', String(v));
    if (key === 'status') return stock.code('statuses', String(v));
    if (key === 'outcome') return keys.has(String(v)) ? keys(String(v)) : String(v);
    if (key.endsWith('Cents') && typeof v === 'number') return formatPrice(v, locale);
    if (typeof v === 'string' && ISO_DATE.test(v)) return formatDate(v);
    return String(v);
  };
  const pairs = (d: Record<string, unknown>) => Object.entries(d).map(([k, v]) => pair('pair', { label: label(k), value: value(k, v) }));
  // A maintenance request's step on the bike: which request and what happened, never its raw keys (issue 25, point 20).
  if (kind === 'maintenance' && typeof details.requestId === 'number') {
    const step = String(details.event ?? '');
    const steps = wordsOf(locale, 'maintenance', 'steps');
    const what = pair.has(`maintenanceEvents.${step}`) ? pair(`maintenanceEvents.${step}`) : steps.has(step) ? steps(step) : '';
    const when = typeof details.date === 'string' ? [pair('pair', { label: label('date'), value: value('date', details.date) })] : [];
    return [pair('request', { id: details.requestId }), ...(what ? [what] : []), ...when].join(' · ');
  }
  const { from, to, changes, ...rest } = details;
  let lines: string[];
  if (kind === 'status_changed') lines = [`${value('status', from)} ${arrow} ${value('status', to)}`];
  else if (kind === 'moved') lines = [`${value('location', from)} ${arrow} ${value('location', to)}`];
  else if (isRecord(from) && isRecord(to)) {
    // A contract snapshot pair (assignments): only what changed, field by field.
    lines = [...new Set([...Object.keys(from), ...Object.keys(to)])]
      .filter((k) => JSON.stringify(from[k] ?? null) !== JSON.stringify(to[k] ?? null))
      .map((k) => pair('pair', { label: label(k), value: `${value(k, from[k])} ${arrow} ${value(k, to[k])}` }));
  } else if (isRecord(changes)) lines = pairs(changes);
  else lines = pairs({ ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) });
  return [...lines, ...pairs(rest)].join(' · ');
}
