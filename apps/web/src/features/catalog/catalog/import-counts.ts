import { useTranslation } from 'react-i18next';

type Summary = { new: number; changed: number; gone: number };
type Result = { created: number; updated: number; withdrawn: number };

/** Import counts in words, each through its own plural ("1 disparu", "2 disparus"). */
export function useImportCounts() {
  const { t } = useTranslation('catalog');
  return {
    summary: (s: Summary) => (['new', 'changed', 'gone'] as const).map((k) => t(`imports.counts.${k}`, { count: s[k] })).join(' · '),
    result: (r: Result) =>
      `${(['created', 'updated', 'withdrawn'] as const).map((k) => t(`imports.counts.${k}`, { count: r[k] })).join(', ')}.`,
    /** What applying these items will do, one line per kind present. */
    effects: (items: { kind: 'new' | 'changed' | 'gone' }[]) =>
      (['new', 'changed', 'gone'] as const)
        .map((k) => [k, items.filter((i) => i.kind === k).length] as const)
        .filter(([, n]) => n > 0)
        .map(([k, n]) => t(`imports.confirm.${k}`, { count: n })),
  };
}
