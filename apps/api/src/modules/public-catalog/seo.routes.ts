import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicCatalogService } from './public-catalog.service';
import { sitemapXml } from './seo';

export const seoRoutes: FastifyPluginAsyncZod<{ publicCatalog: PublicCatalogService; publicUrl: string }> = async (app, { publicCatalog, publicUrl }) => {
  app.get('/sitemap.xml', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) => {
    const bikes = await publicCatalog.bikesOnSale();
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(sitemapXml(publicUrl, bikes));
  });
};
