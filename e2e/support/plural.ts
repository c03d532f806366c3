import { tr, type Locale } from './i18n';

/** Like i18next's plurals: `key_one` or `key_other` by the language's rule (French: 0 and 1 are singular). */
export function trCount(locale: Locale, key: string, count: number, vars: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return tr(locale, `${key}_${form}`, { ...vars, count });
}

/** "2 créés, 0 mis à jour, 3 refusés": a CycleSoftware migration's counts as the page writes them. */
export const migrationCounts = (locale: Locale, c: { created: number; updated: number; rejected: number }) =>
  [
    trCount(locale, 'catalog:migration.counts.created', c.created),
    trCount(locale, 'catalog:migration.counts.updated', c.updated),
    trCount(locale, 'catalog:migration.counts.rejected', c.rejected),
  ].join(', ');
