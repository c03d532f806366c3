import { formatDate, formatPrice, type Locale } from '@veloport/domain';
import { STOCK_WORDS } from './stock.export';

/** Labels of the detail keys a bike event keeps, beyond the stock list's headers. */
const KEYS: Record<Locale, Record<string, string>> = {
  fr: {
    contract: 'Contrat',
    inventoryId: 'Inventaire n°',
    outcome: 'Résultat',
    date: 'Date',
    priceCents: 'Prix',
    pricePaidCents: 'Prix payé',
    purchasePriceCents: 'Prix d’achat',
    previousContractKind: 'Contrat précédent',
    previousCompany: 'Société précédente',
    previousUser: 'Utilisateur précédent',
    buyBackId: 'Rachat n°',
    source: 'Source',
    line: 'Ligne',
    created: 'Nouveau',
    encoded: 'Encodage groupé',
    identification: 'Identification',
    expectedDate: 'Livraison prévue',
    missing: 'manquant',
    unexpected: 'inattendu',
  },
  en: {
    contract: 'Contract',
    inventoryId: 'Inventory no.',
    outcome: 'Outcome',
    date: 'Date',
    priceCents: 'Price',
    pricePaidCents: 'Price paid',
    purchasePriceCents: 'Purchase price',
    previousContractKind: 'Previous contract',
    previousCompany: 'Previous company',
    previousUser: 'Previous user',
    buyBackId: 'Buy-back no.',
    source: 'Source',
    line: 'Line',
    created: 'New',
    encoded: 'Bulk encoding',
    identification: 'Identification',
    expectedDate: 'Expected delivery',
    missing: 'missing',
    unexpected: 'unexpected',
  },
  nl: {
    contract: 'Contract',
    inventoryId: 'Inventaris nr.',
    outcome: 'Resultaat',
    date: 'Datum',
    priceCents: 'Prijs',
    pricePaidCents: 'Betaalde prijs',
    purchasePriceCents: 'Aankoopprijs',
    previousContractKind: 'Vorig contract',
    previousCompany: 'Vorig bedrijf',
    previousUser: 'Vorige gebruiker',
    buyBackId: 'Terugkoop nr.',
    source: 'Bron',
    line: 'Regel',
    created: 'Nieuw',
    encoded: 'Groepsencodering',
    identification: 'Identificatie',
    expectedDate: 'Verwachte levering',
    missing: 'ontbrekend',
    unexpected: 'onverwacht',
  },
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One bike event's details in words, in the reader's language: "Modèle : Cube Nuroad (2025) · Magasin : Liège ·
 * Type de contrat : En stock", "Liège → Bruxelles", "Société : — → Acme". Names come from the API (bike-event-names).
 * `arrow`: the PDF's standard fonts have no "→".
 */
export function bikeEventInWords(kind: string, details: Record<string, unknown>, locale: Locale, arrow = '→'): string {
  const words = STOCK_WORDS[locale];
  const keys = KEYS[locale];
  const headers = words.headers as Record<string, string>;
  const colon = locale === 'fr' ? ' : ' : ': ';
  const label = (key: string) => keys[key] ?? headers[key] ?? key;
  const value = (key: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return v ? words.yesNo[0] : words.yesNo[1];
    if (isRecord(v)) {
      if (typeof v.name === 'string') return v.name;
      if ('from' in v || 'to' in v) return `${value(key, v.from)} ${arrow} ${value(key, v.to)}`;
      return pairs(v).join(', ');
    }
    if (key === 'contractKind' || key === 'previousContractKind')
      return (words.contractKinds as Record<string, string>)[String(v)] ?? String(v);
    if (key === 'status') return (words.statuses as Record<string, string>)[String(v)] ?? String(v);
    if (key === 'outcome') return keys[String(v)] ?? String(v);
    if (key.endsWith('Cents') && typeof v === 'number') return formatPrice(v, locale);
    if (typeof v === 'string' && ISO_DATE.test(v)) return formatDate(v);
    return String(v);
  };
  const pairs = (d: Record<string, unknown>) => Object.entries(d).map(([k, v]) => `${label(k)}${colon}${value(k, v)}`);
  const { from, to, changes, ...rest } = details;
  let lines: string[];
  if (kind === 'status_changed') lines = [`${value('status', from)} ${arrow} ${value('status', to)}`];
  else if (kind === 'moved') lines = [`${value('location', from)} ${arrow} ${value('location', to)}`];
  else if (isRecord(from) && isRecord(to)) {
    // A contract snapshot pair (assignments): only what changed, field by field.
    lines = [...new Set([...Object.keys(from), ...Object.keys(to)])]
      .filter((k) => JSON.stringify(from[k] ?? null) !== JSON.stringify(to[k] ?? null))
      .map((k) => `${label(k)}${colon}${value(k, from[k])} ${arrow} ${value(k, to[k])}`);
  } else if (isRecord(changes)) lines = pairs(changes);
  else lines = pairs({ ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) });
  return [...lines, ...pairs(rest)].join(' · ');
}
