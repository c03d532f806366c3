import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type TOptions } from 'i18next';
import { LOCALES, type Locale } from '@veloport/domain';

/*
 * The words of mails, PDFs, downloads and public page heads come from the web's i18next catalogues (decision 073): one
 * key, three languages, one parity test (apps/web/src/lib/i18n.test.ts). The server reads every catalogue of
 * `apps/web/src/locales/<language>/` — the screens' namespaces, so a download says a status as the screen does — and
 * the server's own namespaces in its `server/` folder, which the web's loader never sees (its glob takes one level),
 * so they weigh nothing on a page.
 */
const LOCALES_DIR = fileURLToPath(new URL('../../../web/src/locales', import.meta.url));

function readCatalogues(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const locale of LOCALES) {
    resources[locale] = {};
    for (const dir of [path.join(LOCALES_DIR, locale), path.join(LOCALES_DIR, locale, 'server')]) {
      for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
        const namespace = path.basename(file, '.json');
        resources[locale]![namespace] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
        namespaces.add(namespace);
      }
    }
  }
  return { resources, namespaces: [...namespaces] };
}

const { resources, namespaces } = readCatalogues();
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  ns: namespaces,
  lng: 'fr',
  supportedLngs: [...LOCALES],
  // The three catalogues have the same keys (the parity test): a missing word is a bug, never another language.
  fallbackLng: false,
  initAsync: false,
  // Plain text: mails, PDF text and spreadsheet cells, never HTML (the feeds and heads escape what they print).
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
});

/** Values put into a text: names, numbers and dates already formatted by the domain's formatters; `count` picks the plural. */
export type WordValues = Record<string, string | number>;

/** The words of one namespace (under a key prefix) in one language. */
export type Words = {
  (key: string, values?: WordValues): string;
  /** Whether the catalogue has this key. */
  has(key: string): boolean;
  /** The word of a code (a status, a kind) under `group`; a code the catalogue does not know (added later) as it is. */
  code(group: string, code: string): string;
};

/**
 * The words of `namespace` in `locale`, under `prefix` when given: `wordsOf('nl', 'mails', 'bill')('subject')`.
 * A key no catalogue has throws: it is a mistake in the code, which the tests that render the text then show.
 */
export function wordsOf(locale: Locale, namespace: string, prefix?: string): Words {
  const t = i18n.getFixedT(locale, namespace, prefix);
  const full = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const has = (key: string, values?: WordValues) => i18n.exists(full(key), { lng: locale, ns: namespace, ...values } as TOptions);
  const words = (key: string, values?: WordValues) => {
    // A word without values is looked up once (a download says a status on every row).
    const cacheKey = values ? null : `${locale}|${namespace}|${full(key)}`;
    const cached = cacheKey ? plainWords.get(cacheKey) : undefined;
    if (cached !== undefined) return cached;
    // Whether a key exists depends on the values only through `count` (its plural form).
    if (!(values && 'count' in values ? has(key, values) : known(key))) throw new Error(`No words for ${locale}/${namespace}:${full(key)}`);
    const text = t(key, values as TOptions) as string;
    if (cacheKey) plainWords.set(cacheKey, text);
    return text;
  };
  const known = (key: string) => {
    const cacheKey = `${locale}|${namespace}|${full(key)}`;
    if (!knownKeys.has(cacheKey) && !unknownKeys.has(cacheKey)) (has(key) ? knownKeys : unknownKeys).add(cacheKey);
    return knownKeys.has(cacheKey);
  };
  return Object.assign(words, {
    has: known,
    code: (group: string, code: string) => (known(`${group}.${code}`) ? words(`${group}.${code}`) : code),
  });
}

// Lookups remembered for the life of the process: the catalogues are read once and never change.
const plainWords = new Map<string, string>();
const knownKeys = new Set<string>();
const unknownKeys = new Set<string>();

/** "Label:" in English and Dutch, "Label :" (no-break space) in French: a label before its value (decision 099). */
export const labelled = (locale: Locale, label: string) => wordsOf(locale, 'common')('labelled', { label });
