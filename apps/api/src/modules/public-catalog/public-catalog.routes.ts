import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  publicAccessoryDetailResponseSchema,
  publicAccessoryListSchema,
  publicAccessoryQuerySchema,
  publicBikeDetailResponseSchema,
  publicBikeListSchema,
  publicBikeQuerySchema,
  publicUsedBikeDetailResponseSchema,
  publicUsedBikeListSchema,
  publicUsedBikeQuerySchema,
  slugParamSchema,
} from '@veloport/domain';
import { readerLanguage, varyByLanguage } from '../../platform/reader-language';
import type { PublicCatalogService } from './public-catalog.service';

const tags = ['public'];
const open = { access: { public: true } } as const;

export const publicCatalogRoutes: FastifyPluginAsyncZod<{ publicCatalog: PublicCatalogService }> = async (app, { publicCatalog }) => {
  // Anonymous, cacheable reads: a short shared cache absorbs bursts without hiding a price change for long.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('Cache-Control', 'public, max-age=60');
    // Names come in the reader's language (decision 101): a shared cache keeps one copy per language.
    varyByLanguage(reply);
  });

  app.get(
    '/api/public/catalog/bikes',
    {
      config: open,
      schema: {
        tags,
        summary: 'The bike catalogue with filters, sorting and counts per filter value',
        querystring: publicBikeQuerySchema,
        response: { 200: publicBikeListSchema },
      },
    },
    async (request) => publicCatalog.bikes(request.query, readerLanguage(request)),
  );
  app.get(
    '/api/public/catalog/bikes/:slug',
    {
      config: open,
      schema: {
        tags,
        summary: 'A bike: photos, characteristics, sizes, stock per store, leasing estimate',
        params: slugParamSchema,
        response: { 200: publicBikeDetailResponseSchema },
      },
    },
    async (request) => ({ bike: await publicCatalog.bike(request.params.slug, readerLanguage(request)) }),
  );
  app.get(
    '/api/public/catalog/accessories',
    {
      config: open,
      schema: {
        tags,
        summary: 'The accessory catalogue',
        querystring: publicAccessoryQuerySchema,
        response: { 200: publicAccessoryListSchema },
      },
    },
    async (request) => publicCatalog.accessories(request.query, readerLanguage(request)),
  );
  app.get(
    '/api/public/catalog/accessories/:slug',
    {
      config: open,
      schema: {
        tags,
        summary: 'An accessory with its stock per store',
        params: slugParamSchema,
        response: { 200: publicAccessoryDetailResponseSchema },
      },
    },
    async (request) => ({ accessory: await publicCatalog.accessory(request.params.slug, readerLanguage(request)) }),
  );
  app.get(
    '/api/public/used-bikes',
    {
      config: open,
      schema: {
        tags,
        summary: 'Published used bikes',
        querystring: publicUsedBikeQuerySchema,
        response: { 200: publicUsedBikeListSchema },
      },
    },
    async (request) => publicCatalog.usedBikes(request.query, readerLanguage(request)),
  );
  app.get(
    '/api/public/used-bikes/:id',
    {
      config: open,
      schema: { tags, summary: 'A published used bike', params: idParamSchema, response: { 200: publicUsedBikeDetailResponseSchema } },
    },
    async (request) => ({ usedBike: await publicCatalog.usedBike(request.params.id, readerLanguage(request)) }),
  );
};
