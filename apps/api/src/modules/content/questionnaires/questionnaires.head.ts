import { isLocale, LOCALES, type Locale } from '@veloport/domain';

/** What app.ts puts in <head> (the public catalogue's `Head`, same shape). */
type Head = { lang: Locale; title: string; description: string | null; alternates: { hreflang: string; href: string }[] };

/**
 * The <head> of `/{locale}/questionnaire/{slug}` when the questionnaire is active: its title and the three language
 * alternates, which also makes the server render the page for a signed-out visitor (decision 010), like the catalogue.
 * Null for any other path; an unknown or inactive questionnaire gets no alternates (the browser renders its notice).
 */
export async function questionnaireHead(
  pathname: string,
  publicUrl: string,
  titleOf: (slug: string, language: Locale) => Promise<string | null>,
): Promise<Head | null> {
  const [, locale, page, slug, ...extra] = pathname.split('/');
  if (!isLocale(locale) || page !== 'questionnaire' || !slug || extra.length > 0) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const title = await titleOf(decoded, locale);
  const base = { lang: locale, title: 'Veloport', description: null, alternates: [] };
  if (!title) return base;
  const href = (l: string) => `${publicUrl}/${l}/questionnaire/${slug}`;
  return {
    lang: locale,
    title: `${title} — Veloport`,
    description: null,
    alternates: [...LOCALES.map((l) => ({ hreflang: l, href: href(l) })), { hreflang: 'x-default', href: href('fr') }],
  };
}
