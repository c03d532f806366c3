import { i18n, NAMESPACES } from '@/lib/i18n';

/*
 * Every catalogue of every language, registered at once: for the server-side renderer (which renders any
 * language at any moment and has no download to save) and the unit tests (which render synchronously).
 * The browser never imports this file: it fetches catalogues as needed (lib/i18n.ts).
 */
const catalogues = import.meta.glob<object>('../locales/*/*.json', { eager: true, import: 'default' });

export function registerAllCatalogues() {
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match) i18n.addResourceBundle(match[1]!, match[2]!, catalogue, true, true);
  }
  // Known to i18next as wanted, so a language switch keeps every namespace available.
  i18n.options.ns = [...NAMESPACES];
}
