import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@veloport/domain';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from '@/lib/namespaces';
export type { Namespace } from '@/lib/namespaces';

/*
 * Each catalogue (language × namespace) is its own small chunk, fetched when first needed: a visitor downloads
 * their own language only, and only the namespaces of the pages they open (issue 9: the first page's weight).
 * The server-side renderer and the unit tests register every catalogue up front (lib/i18n-bundled.ts).
 */
const catalogueLoaders = import.meta.glob<object>('../locales/*/*.json', { import: 'default' });

/** Every namespace (the default language's catalogue files): what the signed-in app loads. */
export const NAMESPACES = Object.keys(catalogueLoaders).flatMap((file) => {
  const match = /\/locales\/en\/(\w+)\.json$/.exec(file);
  return match ? [match[1] as Namespace] : [];
});

function loadCatalogue(locale: string, namespace: string): Promise<object> {
  const load = catalogueLoaders[`../locales/${locale}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`no catalogue ${locale}/${namespace}`));
}

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (locale, namespace, callback) => {
    loadCatalogue(locale, namespace).then(
      (catalogue) => callback(null, catalogue as ResourceKey),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export { GUEST_NAMESPACES, LATER_GUEST_NAMESPACES, SIGN_IN_NAMESPACES } from '@/lib/guest-namespaces';

/** Fetches the given namespaces of the current language (and of any language switched to later). */
export async function loadNamespaces(namespaces: readonly Namespace[]) {
  await i18n.loadNamespaces([...namespaces]);
}

/** The locale is the URL's first segment; anything else falls back to the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

function initialLocale(): Locale {
  return typeof window === 'undefined' ? DEFAULT_LOCALE : localeFromPath(window.location.pathname);
}

/** The start of the console warning for a translation key that no catalogue has. */
export const MISSING_KEY_WARNING = '[i18n] missing translation';

void i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: initialLocale(),
    // The three catalogues have the same keys (i18n.test.ts): no fallback language to download beside the visitor's.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Catalogues registered before init (server, tests) are used at once; others arrive through the backend.
    partialBundledLanguages: true,
    initAsync: false,
    // A key no catalogue has shows as the raw key on screen: say so in the console, where the
    // every-screen browser test (e2e/every-screen.spec.ts) and a developer both see it.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.warn(`${MISSING_KEY_WARNING} ${namespace}:${key}`),
  });

export { i18n };
