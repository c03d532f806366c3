import { type FrameType, type ImportBrand, type UsageType } from './catalog';
import { parseCsv } from './csv';
import type { FieldErrorCode } from './errors';
import { centsFromEuros } from './money';
import { isReadableSize } from './sizes';
import { removeVatCents } from './vat';

/** One model as a brand feed describes it, in our vocabulary; prices VAT excluded (feeds give VAT-included retail prices). */
export type FeedItem = {
  ref: string;
  model: string;
  year: number;
  priceCents: number;
  available: boolean;
  frameType: FrameType;
  usage: UsageType;
  electric: boolean;
  batteryWh: number | null;
  engineNm: number | null;
  sizes: string[];
};
export type FeedError = { line: number; field: string; code: FieldErrorCode };
export type ParsedFeed = { items: FeedItem[]; errors: FeedError[] };

/** The fields an import compares and may change; anything else (photos, descriptions, characteristics) stays ours. */
export const IMPORT_FIELDS = [
  'model',
  'year',
  'priceCents',
  'available',
  'frameType',
  'usage',
  'electric',
  'batteryWh',
  'engineNm',
  'sizes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportFieldChange = { field: ImportField; from: unknown; to: unknown };
export type ImportItemKind = 'new' | 'changed' | 'gone';
export type ImportItem = {
  key: string;
  kind: ImportItemKind;
  ref: string;
  model: string;
  modelId: number | null;
  changes: ImportFieldChange[];
  item: FeedItem | null;
};
export type CurrentModel = Omit<FeedItem, 'ref'> & { id: number; ref: string };

const FEED_VAT_RATE = 21;
const MAX_ITEMS = 5000;

// --- Cube: JSON { "items": [ { sku, name, modelYear, rrpEur, stockStatus, frame, category, ebike, batteryWh, motorTorqueNm, sizes } ] }
const CUBE_FRAMES: Record<string, FrameType> = { diamond: 'H', easy_entry: 'F', trapeze: 'M' };
const CUBE_CATEGORIES: Record<string, UsageType> = {
  city: 'city',
  trekking: 'trekking',
  mtb: 'mountain',
  gravel: 'gravel',
  road: 'road',
  cargo: 'cargo',
  kids: 'kids',
  speed: 'speed_pedelec',
  folding: 'folding',
};

// --- Moustache: CSV reference;modele;annee;prix_ttc;disponible;cadre;usage;electrique;batterie_wh;couple_nm;tailles
const MOUSTACHE_FRAMES: Record<string, FrameType> = { haut: 'H', bas: 'F', mixte: 'M' };
const MOUSTACHE_USAGES: Record<string, UsageType> = {
  ville: 'city',
  trekking: 'trekking',
  vtt: 'mountain',
  gravel: 'gravel',
  route: 'road',
  cargo: 'cargo',
  enfant: 'kids',
  speed: 'speed_pedelec',
  pliant: 'folding',
};
const YES = new Set(['oui', 'yes', 'true', '1', 'o', 'y']);
const NO = new Set(['non', 'no', 'false', '0', 'n']);

type Reader = { line: number; errors: FeedError[] };

function text(r: Reader, field: string, value: unknown, max = 120): string | null {
  if (typeof value !== 'string' || value.trim() === '') return (r.errors.push({ line: r.line, field, code: 'required' }), null);
  if (value.trim().length > max) return (r.errors.push({ line: r.line, field, code: 'too_long' }), null);
  return value.trim();
}

function int(r: Reader, field: string, value: unknown, min: number, max: number, optional = false): number | null | undefined {
  if (optional && (value === null || value === undefined || value === '')) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    return (r.errors.push({ line: r.line, field, code: value === undefined || value === '' ? 'required' : 'invalid' }), undefined);
  return n;
}

/** "4 299,00", "4299.5" or 4299 (euros, VAT included) → cents VAT excluded. */
function price(r: Reader, field: string, value: unknown): number | undefined {
  const cents = typeof value === 'number' || typeof value === 'string' ? centsFromEuros(value) : null;
  if (cents === null || cents <= 0 || cents > 10_000_000) return (r.errors.push({ line: r.line, field, code: 'invalid' }), undefined);
  return removeVatCents(cents, FEED_VAT_RATE);
}

function oneOf<T>(r: Reader, field: string, value: unknown, map: Record<string, T>): T | undefined {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (key in map) return map[key];
  r.errors.push({ line: r.line, field, code: key === '' ? 'required' : 'invalid' });
  return undefined;
}

function flag(r: Reader, field: string, value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const key = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  r.errors.push({ line: r.line, field, code: key === '' ? 'required' : 'invalid' });
  return undefined;
}

function sizes(r: Reader, field: string, value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split('|') : [];
  const clean = list.map((s) => s.trim()).filter(Boolean);
  if (clean.length === 0 || clean.length > 12 || !clean.every(isReadableSize))
    return (r.errors.push({ line: r.line, field, code: clean.length ? 'invalid' : 'required' }), undefined);
  return clean;
}

function assemble(r: Reader, parts: Partial<FeedItem>, errorsBefore: number): FeedItem | null {
  if (r.errors.length > errorsBefore) return null;
  const item = parts as FeedItem;
  if (item.electric && (item.batteryWh === null || item.engineNm === null)) {
    r.errors.push({ line: r.line, field: item.batteryWh === null ? 'batteryWh' : 'engineNm', code: 'required' });
    return null;
  }
  if (!item.electric) Object.assign(item, { batteryWh: null, engineNm: null });
  return item;
}

export function parseCubeFeed(content: string): ParsedFeed {
  const errors: FeedError[] = [];
  let doc: unknown;
  try {
    doc = JSON.parse(content);
  } catch {
    return { items: [], errors: [{ line: 0, field: 'content', code: 'invalid' }] };
  }
  const list = (doc as { items?: unknown })?.items;
  if (!Array.isArray(list)) return { items: [], errors: [{ line: 0, field: 'items', code: 'required' }] };
  if (list.length > MAX_ITEMS) return { items: [], errors: [{ line: 0, field: 'items', code: 'too_big' }] };
  const items: FeedItem[] = [];
  const lines: number[] = [];
  list.forEach((raw, i) => {
    const r: Reader = { line: i + 1, errors };
    const v = (raw ?? {}) as Record<string, unknown>;
    const before = errors.length;
    const item = assemble(
      r,
      {
        ref: text(r, 'sku', v.sku, 60) ?? undefined,
        model: text(r, 'name', v.name) ?? undefined,
        year: int(r, 'modelYear', v.modelYear, 2000, 2100) ?? undefined,
        priceCents: price(r, 'rrpEur', v.rrpEur),
        available:
          v.stockStatus === 'available'
            ? true
            : v.stockStatus === 'sold_out'
              ? false
              : (errors.push({ line: r.line, field: 'stockStatus', code: 'invalid' }), undefined),
        frameType: oneOf(r, 'frame', v.frame, CUBE_FRAMES),
        usage: oneOf(r, 'category', v.category, CUBE_CATEGORIES),
        electric: flag(r, 'ebike', v.ebike),
        batteryWh: int(r, 'batteryWh', v.batteryWh, 100, 3000, true),
        engineNm: int(r, 'motorTorqueNm', v.motorTorqueNm, 10, 200, true),
        sizes: sizes(r, 'sizes', v.sizes),
      },
      before,
    );
    if (item) {
      items.push(item);
      lines.push(r.line);
    }
  });
  return { items: dedupe(items, lines, errors), errors };
}

export const MOUSTACHE_COLUMNS = [
  'reference',
  'modele',
  'annee',
  'prix_ttc',
  'disponible',
  'cadre',
  'usage',
  'electrique',
  'batterie_wh',
  'couple_nm',
  'tailles',
] as const;

export function parseMoustacheFeed(content: string): ParsedFeed {
  const errors: FeedError[] = [];
  const { header, rows } = parseCsv(content);
  const missing = MOUSTACHE_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { items: [], errors: missing.map((c) => ({ line: 1, field: c, code: 'required' })) };
  if (rows.length > MAX_ITEMS) return { items: [], errors: [{ line: 0, field: 'content', code: 'too_big' }] };
  const items: FeedItem[] = [];
  const lines: number[] = [];
  for (const row of rows) {
    const r: Reader = { line: row.line, errors };
    const v = row.values;
    const before = errors.length;
    const item = assemble(
      r,
      {
        ref: text(r, 'reference', v.reference, 60) ?? undefined,
        model: text(r, 'modele', v.modele) ?? undefined,
        year: int(r, 'annee', v.annee, 2000, 2100) ?? undefined,
        priceCents: price(r, 'prix_ttc', v.prix_ttc),
        available: flag(r, 'disponible', v.disponible),
        frameType: oneOf(r, 'cadre', v.cadre, MOUSTACHE_FRAMES),
        usage: oneOf(r, 'usage', v.usage, MOUSTACHE_USAGES),
        electric: flag(r, 'electrique', v.electrique),
        batteryWh: int(r, 'batterie_wh', v.batterie_wh, 100, 3000, true),
        engineNm: int(r, 'couple_nm', v.couple_nm, 10, 200, true),
        sizes: sizes(r, 'tailles', v.tailles),
      },
      before,
    );
    if (item) {
      items.push(item);
      lines.push(r.line);
    }
  }
  return { items: dedupe(items, lines, errors), errors };
}

function dedupe(items: FeedItem[], lines: number[], errors: FeedError[]): FeedItem[] {
  const seen = new Set<string>();
  return items.filter((item, i) => {
    const key = item.ref.toUpperCase();
    if (seen.has(key)) {
      errors.push({ line: lines[i] ?? 0, field: 'ref', code: 'duplicate' });
      return false;
    }
    seen.add(key);
    return true;
  });
}

export function parseBrandFeed(brand: ImportBrand, content: string): ParsedFeed {
  return brand === 'cube' ? parseCubeFeed(content) : parseMoustacheFeed(content);
}

function same(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;
}

/**
 * What applying a feed would do to our models of that brand, matched on the brand's reference:
 * new (in the feed only), changed (field by field), gone (ours, still on sale, no longer in the feed).
 * A gone model is withdrawn from sale when applied, never deleted: stock bikes and orders point to it.
 */
export function diffCatalogue(current: readonly CurrentModel[], feed: readonly FeedItem[]): ImportItem[] {
  const byRef = new Map(current.map((m) => [m.ref.toUpperCase(), m]));
  const inFeed = new Set<string>();
  const out: ImportItem[] = [];
  for (const item of feed) {
    const ref = item.ref.toUpperCase();
    inFeed.add(ref);
    const mine = byRef.get(ref);
    if (!mine) {
      out.push({ key: `new:${ref}`, kind: 'new', ref: item.ref, model: item.model, modelId: null, changes: [], item });
      continue;
    }
    const changes = IMPORT_FIELDS.filter((f) => !same(mine[f], item[f])).map((f) => ({ field: f, from: mine[f], to: item[f] }));
    if (changes.length)
      out.push({ key: `changed:${ref}`, kind: 'changed', ref: item.ref, model: item.model, modelId: mine.id, changes, item });
  }
  for (const mine of current) {
    const ref = mine.ref.toUpperCase();
    if (!inFeed.has(ref) && mine.available) {
      out.push({
        key: `gone:${ref}`,
        kind: 'gone',
        ref: mine.ref,
        model: mine.model,
        modelId: mine.id,
        changes: [{ field: 'available', from: true, to: false }],
        item: null,
      });
    }
  }
  return out;
}
