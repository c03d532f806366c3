import { brusselsDayOf, type Locale } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';
import { htmlToText } from './blog-html';
import type { BlogPostRow } from './blog.repository';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const postUrl = (publicUrl: string, post: Pick<BlogPostRow, 'locale' | 'slug'>) => `${publicUrl}/${post.locale}/blog/${post.slug}`;

/** RSS 2.0 of a language's published posts: title, link, summary (or the start of the text), date, tags. */
export function rssXml(publicUrl: string, locale: Locale, posts: BlogPostRow[]): string {
  const feed = wordsOf(locale, 'pages', 'blogFeed');
  const head = { title: feed('title'), description: feed('description') };
  const items = posts.map((p) => {
    const description = p.summary ?? htmlToText(p.body).slice(0, 300);
    return [
      '    <item>',
      `      <title>${escape(p.title)}</title>`,
      `      <link>${escape(postUrl(publicUrl, p))}</link>`,
      `      <guid isPermaLink="true">${escape(postUrl(publicUrl, p))}</guid>`,
      `      <description>${escape(description)}</description>`,
      p.publishAt ? `      <pubDate>${p.publishAt.toUTCString()}</pubDate>` : '',
      ...p.tags.map((t) => `      <category>${escape(t)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escape(head.title)}</title>`,
    `    <link>${escape(`${publicUrl}/${locale}/blog`)}</link>`,
    `    <description>${escape(head.description)}</description>`,
    `    <language>${locale}</language>`,
    `    <atom:link href="${escape(`${publicUrl}/${locale}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The sitemap's entries of the published posts: one language each, so no alternates. */
export function blogSitemapEntries(publicUrl: string, posts: BlogPostRow[]): string[] {
  return posts.map(
    (p) => `  <url>\n    <loc>${escape(postUrl(publicUrl, p))}</loc>\n    <lastmod>${brusselsDayOf(p.updatedAt)}</lastmod>\n  </url>`,
  );
}
