import { LOCALES, brusselsDayOf, isLocale, type Locale } from '@veloport/domain';

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

type Text = { title: string; description: string };
const TEXTS: Record<PublicPage, Record<Locale, Text>> = {
  home: {
    fr: {
      title: 'Veloport — leasing, vente et entretien de vélos',
      description:
        'Vélos en leasing pour les entreprises et leurs employés, vente de vélos neufs et d’occasion, location et entretien à Liège et Bruxelles.',
    },
    en: {
      title: 'Veloport — bike leasing, sales and repairs',
      description: 'Bike leasing for companies and their employees, new and used bikes, rentals and repairs in Liège and Brussels.',
    },
    nl: {
      title: 'Veloport — fietsleasing, verkoop en onderhoud',
      description: 'Fietsleasing voor bedrijven en hun werknemers, nieuwe en tweedehandsfietsen, verhuur en onderhoud in Luik en Brussel.',
    },
  },
  bikes: {
    fr: {
      title: 'Vélos neufs et électriques — Veloport',
      description: 'Notre catalogue de vélos de ville, électriques, cargos et VTT, avec disponibilité en magasin et estimation de leasing.',
    },
    en: {
      title: 'New and electric bikes — Veloport',
      description: 'Our catalogue of city, electric, cargo and mountain bikes, with in-store availability and a leasing estimate.',
    },
    nl: {
      title: 'Nieuwe en elektrische fietsen — Veloport',
      description: 'Onze catalogus van stads-, elektrische, bak- en mountainbikes, met beschikbaarheid in de winkel en een leasingraming.',
    },
  },
  accessories: {
    fr: { title: 'Accessoires vélo — Veloport', description: 'Casques, antivols, sacoches et tout l’équipement pour rouler au quotidien.' },
    en: { title: 'Bike accessories — Veloport', description: 'Helmets, locks, bags and everything you need to ride every day.' },
    nl: { title: 'Fietsaccessoires — Veloport', description: 'Helmen, sloten, fietstassen en alles om elke dag te fietsen.' },
  },
  'used-bikes': {
    fr: { title: 'Vélos d’occasion — Veloport', description: 'Vélos d’occasion révisés par nos mécaniciens, avec garantie.' },
    en: { title: 'Used bikes — Veloport', description: 'Used bikes serviced by our mechanics, with a warranty.' },
    nl: { title: 'Tweedehandsfietsen — Veloport', description: 'Tweedehandsfietsen, nagekeken door onze mecaniciens, met garantie.' },
  },
  rentals: {
    fr: { title: 'Location de vélos — Veloport', description: 'Louez un vélo ou un VAE pour une journée, une semaine ou un événement.' },
    en: { title: 'Bike rentals — Veloport', description: 'Rent a bike or an e-bike for a day, a week or an event.' },
    nl: { title: 'Fietsverhuur — Veloport', description: 'Huur een fiets of e-bike voor een dag, een week of een evenement.' },
  },
  'trade-in': {
    fr: {
      title: 'Reprise de votre vélo électrique — Veloport',
      description: 'Estimez en une minute la valeur de reprise de votre ancien vélo électrique.',
    },
    en: { title: 'Trade in your e-bike — Veloport', description: 'Estimate the trade-in value of your old electric bike in a minute.' },
    nl: {
      title: 'Uw elektrische fiets inruilen — Veloport',
      description: 'Schat in een minuut de inruilwaarde van uw oude elektrische fiets.',
    },
  },
  contact: {
    fr: { title: 'Contact — Veloport', description: 'Une question sur le leasing, un achat ou un entretien ? Écrivez-nous.' },
    en: { title: 'Contact — Veloport', description: 'A question about leasing, a purchase or a repair? Write to us.' },
    nl: { title: 'Contact — Veloport', description: 'Een vraag over leasing, een aankoop of onderhoud? Schrijf ons.' },
  },
  'leasing-request': {
    fr: { title: 'Demande de leasing vélo — Veloport', description: 'Proposez le leasing vélo à vos employés : demandez une offre.' },
    en: { title: 'Bike leasing request — Veloport', description: 'Offer bike leasing to your employees: ask for a quote.' },
    nl: { title: 'Aanvraag fietsleasing — Veloport', description: 'Bied fietsleasing aan uw werknemers aan: vraag een offerte.' },
  },
  'test-ride': {
    fr: { title: 'Essai ou location de vélo — Veloport', description: 'Réservez un essai ou une location de vélo dans nos magasins.' },
    en: { title: 'Test ride or rental — Veloport', description: 'Book a test ride or a bike rental in our shops.' },
    nl: { title: 'Proefrit of verhuur — Veloport', description: 'Reserveer een proefrit of fietsverhuur in onze winkels.' },
  },
  faq: {
    fr: {
      title: 'Questions fréquentes — Veloport',
      description: 'Leasing, entretien, vélos partagés, factures : les réponses à vos questions.',
    },
    en: {
      title: 'Frequently asked questions — Veloport',
      description: 'Leasing, maintenance, shared bikes, bills: the answers to your questions.',
    },
    nl: { title: 'Veelgestelde vragen — Veloport', description: 'Leasing, onderhoud, deelfietsen, facturen: de antwoorden op uw vragen.' },
  },
  blog: {
    fr: { title: 'Blog — Veloport', description: 'Conseils, nouveautés et histoires de vélo.' },
    en: { title: 'Blog — Veloport', description: 'Tips, news and cycling stories.' },
    nl: { title: 'Blog — Veloport', description: 'Tips, nieuws en fietsverhalen.' },
  },
};

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
  const text = TEXTS[page as PublicPage][first];
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
    : { ...base, status: 404 };
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
