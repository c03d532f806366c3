import { LOCALES } from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicCatalogService } from './public-catalog.service';
import { sitemapXml } from './seo';

/** `moreUrls`: other modules' `<url>` entries (the blog's posts). */
export const seoRoutes: FastifyPluginAsyncZod<{
  publicCatalog: PublicCatalogService;
  publicUrl: string;
  moreUrls?: () => Promise<string[]>;
}> = async (app, { publicCatalog, publicUrl, moreUrls }) => {
  app.get('/sitemap.xml', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
    const [bikes, more] = await Promise.all([publicCatalog.bikesOnSale(), moreUrls ? moreUrls() : []]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, bikes, more));
  });

  // Crawlers: the public site and its sitemap; the back office and the API are no business of theirs.
  app.get('/robots.txt', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      ...LOCALES.map((l) => `Disallow: /${l}/dashboard`),
      'Allow: /',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });
};
