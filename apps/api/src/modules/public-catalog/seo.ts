import { LOCALES, brusselsDayOf, isLocale, type Locale } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

/** The public pages of seed §1, by their path under /{locale}/. */
export const PUBLIC_PAGES = [
  'home',
  'bikes',
  'accessories',
  'used-bikes',
  'rentals',
  'trade-in',
  'contact',
  'leasing-request',
  'test-ride',
  'faq',
  'blog',
] as const;
type PublicPage = (typeof PUBLIC_PAGES)[number];

/** `status` 404: the page's subject does not exist (an unknown bike or blog post); the app shows its not-found state. */
export type Head = {
  lang: Locale;
  title: string;
  description: string | null;
  alternates: { hreflang: string; href: string }[];
  status?: 404;
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The alternates of one page in the three languages, plus x-default (French, the default). */
function alternates(publicUrl: string, rest: string) {
  return [
    ...LOCALES.map((l) => ({ hreflang: l, href: `${publicUrl}/${l}/${rest}` })),
    { hreflang: 'x-default', href: `${publicUrl}/fr/${rest}` },
  ];
}

/**
 * What the server puts in <head> for a path, so that search engines and link previews see a real
 * title, description and language alternates without running the app. Null when the path is no
 * public page (the app still gets `lang` from the locale).
 */
export async function headFor(
  pathname: string,
  publicUrl: string,
  bikeTitle: (slug: string) => Promise<string | null>,
  blogHead?: (slug: string) => Promise<{ title: string; summary: string | null; locale: Locale } | null>,
): Promise<Head | null> {
  const [, first, page, slug, ...extra] = pathname.split('/');
  if (!isLocale(first)) return null;
  const base = { lang: first, title: 'Veloport', description: null, alternates: [] };
  if (extra.length > 0 || !PUBLIC_PAGES.includes(page as PublicPage)) return base;
  const heads = wordsOf(first, 'pages', `heads.${page}`);
  const text = { title: heads('title'), description: heads('description') };
  if (!slug) return { lang: first, ...text, alternates: alternates(publicUrl, page!) };
  // A blog post is written in one language: its only alternate is itself (decision 056).
  if (page === 'blog') {
    const post = blogHead ? await blogHead(slug) : null;
    return post && post.locale === first
      ? {
          lang: first,
          title: `${post.title} — Veloport`,
          description: post.summary,
          alternates: [{ hreflang: first, href: `${publicUrl}/${first}/blog/${slug}` }],
        }
      : { ...base, ...(post ? {} : { status: 404 as const }) };
  }
  if (page !== 'bikes') return { ...base, alternates: alternates(publicUrl, `${page}/${slug}`) };
  const name = await bikeTitle(slug);
  return name
    ? { lang: first, title: `${name} — Veloport`, description: text.description, alternates: alternates(publicUrl, `bikes/${slug}`) }
    : { ...base, status: 404 as const };
}

/** Rewrites the built index.html's <html lang>, <title> and adds description and hreflang links. */
export function renderHead(html: string, head: Head): string {
  const tags = [
    head.description ? `<meta name="description" content="${escape(head.description)}" />` : '',
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.href)}" />`),
  ].join('\n    ');
  // Function replacements: a string replacement would read `$'`, `$&` or `$1` in a visitor's path or a
  // bike's name as a pattern and copy parts of the template into <head> (issue 10 point 7).
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.lang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(head.title)}</title>${tags ? `\n    ${tags}` : ''}`);
}

/** Every public page in the three languages, each with its alternates (sitemaps.org + xhtml:link). */
export function sitemapXml(publicUrl: string, bikes: { slug: string; updatedAt: Date }[], more: string[] = []): string {
  const entry = (rest: string, lastmod?: Date) =>
    LOCALES.map(
      (l) =>
        `  <url>\n    <loc>${escape(`${publicUrl}/${l}/${rest}`)}</loc>${lastmod ? `\n    <lastmod>${brusselsDayOf(lastmod)}</lastmod>` : ''}\n` +
        alternates(publicUrl, rest)
          .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.href)}"/>`)
          .join('\n') +
        '\n  </url>',
    ).join('\n');
  const urls = [...PUBLIC_PAGES.map((p) => entry(p)), ...bikes.map((b) => entry(`bikes/${b.slug}`, b.updatedAt)), ...more];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
