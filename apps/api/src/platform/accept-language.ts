import { DEFAULT_LOCALE, isLocale, type Locale } from '@veloport/domain';

/**
 * The visitor's language from the browser's `Accept-Language` (`nl-BE,nl;q=0.9,en;q=0.8`): the most wanted of ours
 * (fr, nl, en) by its weight, in the header's order on a tie; French when the browser asks for none of them.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  const wanted = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((w) => w.weight > 0 && isLocale(w.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (wanted[0]?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}
