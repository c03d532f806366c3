import { isLocale, LOCALES } from '@veloport/domain';
import type { Head } from '../../public-catalog/seo';

/**
 * The <head> of `/{locale}/questionnaire/{slug}` when the questionnaire is active: its title and the three language
 * alternates, which also makes the server render the page for a signed-out visitor (decision 010), like the catalogue.
 * Null for any other path; an unknown or inactive questionnaire gets no alternates (the browser renders its notice).
 */
export async function questionnaireHead(pathname: string, publicUrl: string, titleOf: (slug: string) => Promise<string | null>): Promise<Head | null> {
  const [, locale, page, slug, ...extra] = pathname.split('/');
  if (!isLocale(locale) || page !== 'questionnaire' || !slug || extra.length > 0) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const title = await titleOf(decoded);
  const base = { lang: locale, title: 'Veloport', description: null, alternates: [] };
  if (!title) return base;
  const href = (l: string) => `${publicUrl}/${l}/questionnaire/${slug}`;
  return { lang: locale, title: `${title} — Veloport`, description: null, alternates: [...LOCALES.map((l) => ({ hreflang: l, href: href(l) })), { hreflang: 'x-default', href: href('fr') }] };
}
