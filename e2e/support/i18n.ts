import fs from 'node:fs';
import path from 'node:path';

/** The texts the user reads: the web app's own catalogues, so that the journeys run in every language. */
export const LOCALES = ['fr', 'en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The languages a journey runs in: its one language, or all three when E2E_ALL_LOCALES=1. Journeys take turns
 * between fr, en and nl, so every language is driven somewhere, while the every-screen walk checks all three on
 * every screen; running every journey three times would triple the browser step of CI (decision 018).
 * `for (const locale of journeyLocales('nl'))` is the one line a spec writes. E2E_LOCALE=en runs every journey in
 * that one language instead: a journey that changes the demo for good (a mandate recorded, a month billed) can only
 * run once per database, so it is tried in each language by one run per language, each on a fresh database.
 */
export function journeyLocales(locale: Locale): readonly Locale[] {
  const only = LOCALES.find((l) => l === process.env.E2E_LOCALE);
  if (only) return [only];
  return process.env.E2E_ALL_LOCALES === '1' ? LOCALES : [locale];
}

type Catalogue = { [key: string]: string | Catalogue };

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/locales');
const DEFAULT_NAMESPACE = 'common';

const catalogues = new Map<string, Catalogue>();

function catalogue(locale: Locale, namespace: string): Catalogue {
  const id = `${locale}/${namespace}`;
  let loaded = catalogues.get(id);
  if (!loaded) {
    const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
    if (!fs.existsSync(file)) throw new Error(`No catalogue ${id} (${file})`);
    loaded = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
    catalogues.set(id, loaded);
  }
  return loaded;
}

/**
 * `tr('en', 'auth:login.submit')` → "Sign in"; `tr('nl', 'dashboard:home.greeting', { firstname: 'Fiona' })`.
 * Like i18next: `namespace:dotted.key` (namespace `common` by default) and `{{var}}` interpolation.
 * A missing key throws, so a renamed text fails the test that uses it instead of matching nothing.
 */
export function tr(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const [namespace, dotted] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [DEFAULT_NAMESPACE, key];
  let node: string | Catalogue | undefined = catalogue(locale, namespace);
  for (const part of dotted.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text ${locale}:${key}`);
  return node.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    if (!(name in vars)) throw new Error(`Missing value for {{${name}}} in ${locale}:${key}`);
    return String(vars[name]);
  });
}

/** The name of an optional field: its label followed by the translated "(optional)". */
export function optionalLabel(locale: Locale, key: string): string {
  return `${tr(locale, key)} ${tr(locale, 'common:optional')}`;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A translated text with `{{var}}` placeholders as a regular expression (e.g. a countdown's seconds). */
export function trPattern(locale: Locale, key: string, vars: Record<string, string>): RegExp {
  const marker = (name: string) => `\u0000${name}\u0000`;
  const text = tr(locale, key, Object.fromEntries(Object.keys(vars).map((name) => [name, marker(name)])));
  const escaped = escapeRegExp(text);
  return new RegExp(`^${Object.entries(vars).reduce((acc, [name, pattern]) => acc.split(marker(name)).join(pattern), escaped)}$`);
}

/** The demo's two stores as a page in each language names them (decision 101: names follow the page's language). */
const STORE_NAMES = {
  Liège: { fr: 'Liège', en: 'Liège', nl: 'Luik' },
  Bruxelles: { fr: 'Bruxelles', en: 'Brussels', nl: 'Brussel' },
} as const;
export const storeName = (locale: Locale, store: keyof typeof STORE_NAMES): string => STORE_NAMES[store][locale];
