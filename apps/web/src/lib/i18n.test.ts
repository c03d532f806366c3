import { API_ERROR_CODES, FIELD_ERROR_CODES, LOCALES } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n';
import { ALL_NAMESPACES } from '@/lib/namespaces';

type Catalogue = Record<string, unknown>;

/*
 * One parity test for both sides (decision 073): the screens' catalogues (`locales/<lang>/<ns>.json`) and the server's
 * own (`locales/<lang>/server/<ns>.json`: mails, PDFs, downloads, page heads), which apps/api/src/platform/words.ts
 * reads with the screens' ones and the web never loads. Read from disk independently of lib/i18n.ts, so a file that
 * exists but is not wired is caught too.
 */
const files = import.meta.glob<Catalogue>(['../locales/*/*.json', '../locales/*/server/*.json'], { eager: true, import: 'default' });

const catalogues = new Map<string, Catalogue>();
for (const [path, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/((?:server\/)?[^/]+)\.json$/.exec(path);
  if (match) catalogues.set(`${match[1]}/${match[2]}`, content);
}

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  }
  return out;
}

const namespacesOnDisk = [...new Set([...catalogues.keys()].map((key) => key.split('/').slice(1).join('/')))].sort();
const serverNamespaces = namespacesOnDisk.filter((namespace) => namespace.startsWith('server/'));
const webNamespaces = namespacesOnDisk.filter((namespace) => !namespace.startsWith('server/'));
const localesOnDisk = [...new Set([...catalogues.keys()].map((key) => key.split('/')[0]))].sort();
const keysOf = (locale: string, namespace: string) => flatten(catalogues.get(`${locale}/${namespace}`));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Where the house style's word rules do not apply: "u" for "uur" in a duration, and the statutory withdrawal form
// (Belgian Code of Economic Law, annex) that the consumer addresses to the trader in the law's own words.
const DUTCH_FORMAL_ALLOWED = new Set(['nl/tours:minutesValue', 'nl/shop:legal.withdrawalForm.notice']);
// "0208:" is how a Peppol scheme code is written, not French punctuation.
const FRENCH_COLON_ALLOWED = new Set(['fr/companies:peppol.hint']);

/** Every catalogue value of the chosen catalogues that breaks a rule, as "locale/namespace:key value". */
function offending(catalogue: (name: string) => boolean, breaks: (text: string) => boolean, allowed = new Set<string>()): string[] {
  return [...catalogues.entries()]
    .filter(([name]) => catalogue(name))
    .flatMap(([name, content]) =>
      [...flatten(content)]
        .filter(([key, text]) => !allowed.has(`${name}:${key}`) && breaks(text))
        .map(([key, text]) => `${name}:${key} ${text}`),
    );
}

describe('translation catalogues', () => {
  it('say plurals as plurals, never "jour(s)", "fiets(en)" or "bike(s)" (issue 25, point 8)', () => {
    expect(
      offending(
        () => true,
        (text) => /\p{L}\((s|en|e|es|x)\)/u.test(text),
      ),
    ).toEqual([]);
  });

  it('speak Dutch with "je/jouw" only, never the formal "u/uw" (decision 099)', () => {
    const formal = /(^|[^\p{L}\p{N}_'’-])(u|uw|uzelf)(?=$|[^\p{L}\p{N}_'’-])/iu;
    expect(
      offending(
        (name) => name.startsWith('nl/'),
        (text) => formal.test(text),
        DUTCH_FORMAL_ALLOWED,
      ),
    ).toEqual([]);
  });

  it('never say "N/A" in French or Dutch: their own word or a dash', () => {
    expect(
      offending(
        (name) => !name.startsWith('en/'),
        (text) => /\bN\/A\b/i.test(text),
      ),
    ).toEqual([]);
  });

  it('put a no-break space (U+00A0) before every French colon (decision 099)', () => {
    const looseColon = (text: string) =>
      text
        .replace(/{{[^}]*}}/g, 'x')
        .replace(/\b[a-z]+:\/\/\S+/gi, 'x')
        .replace(/[\p{L}\d]:[\p{L}\d]/gu, 'x') // 10:00, HH:MM
        .split('')
        .some((char, i, chars) => char === ':' && chars[i - 1] !== '\u00a0');
    expect(offending((name) => name.startsWith('fr/'), looseColon, FRENCH_COLON_ALLOWED)).toEqual([]);
  });

  it('exist for exactly the supported languages', () => {
    expect(localesOnDisk).toEqual([...LOCALES].sort());
  });

  it('are all registered in i18n', () => {
    expect(webNamespaces).toEqual([...NAMESPACES].sort());
    expect(webNamespaces).toEqual([...ALL_NAMESPACES].sort());
  });

  it('keep the server’s namespaces apart from the screens’ (the API registers both under their plain names)', () => {
    expect(serverNamespaces.map((namespace) => namespace.slice('server/'.length)).sort()).toEqual([
      'documents',
      'downloads',
      'mails',
      'pages',
    ]);
    for (const namespace of serverNamespaces) expect(webNamespaces).not.toContain(namespace.slice('server/'.length));
  });

  it.each(LOCALES.flatMap((locale) => namespacesOnDisk.map((namespace) => [locale, namespace])))(
    'has the %s/%s.json file',
    (locale, namespace) => {
      expect(catalogues.has(`${locale}/${namespace}`), `missing locales/${locale}/${namespace}.json`).toBe(true);
    },
  );

  it.each(namespacesOnDisk)('namespace %s has the same keys in every language', (namespace) => {
    const reference = new Set(LOCALES.flatMap((locale) => [...keysOf(locale, namespace).keys()]));
    for (const locale of LOCALES) {
      const keys = keysOf(locale, namespace);
      const missing = [...reference].filter((key) => !keys.has(key));
      expect(missing, `${locale}/${namespace}.json is missing keys`).toEqual([]);
    }
  });

  it.each(namespacesOnDisk)('namespace %s has no empty text and the same placeholders everywhere', (namespace) => {
    const fr = keysOf('fr', namespace);
    for (const locale of LOCALES) {
      for (const [key, text] of keysOf(locale, namespace)) {
        expect(text.trim(), `${locale}/${namespace}:${key} is empty`).not.toBe('');
        expect(placeholders(text), `${locale}/${namespace}:${key} placeholders`).toEqual(placeholders(fr.get(key) ?? ''));
      }
    }
  });

  it.each(LOCALES)('%s translates every API error code', (locale) => {
    const keys = keysOf(locale, 'errors');
    const missing = API_ERROR_CODES.filter((code) => !keys.has(`api.${code}`));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s translates every field error code', (locale) => {
    const keys = keysOf(locale, 'errors');
    const missing = FIELD_ERROR_CODES.filter((code) => !keys.has(`fields.${code}`));
    expect(missing).toEqual([]);
  });
});
