import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buyBackInputSchema,
  buyBackListQuerySchema,
  buyBackListSchema,
  buyBackResponseSchema,
  idParamSchema,
  PHOTO_MAX_BYTES,
  photoKeyParamSchema,
  resaleRequestSchema,
  usedBikeInputSchema,
  usedBikeListQuerySchema,
  usedBikeListSchema,
  usedBikeResponseSchema,
} from '@veloport/domain';
import { ADMIN, actorOf } from '../../../platform/actor';
import { readUploadedFile } from '../../../platform/files';
import { listRoute } from '../../../platform/list-route';
import type { BuyBacksService } from './buy-backs.service';
import { buyBackColumns } from '../stock.export';
import type { UsedBikesService } from './used-bikes.service';

const tags = ['occasion'];
const admin = { access: ADMIN } as const;

export const usedBikesRoutes: FastifyPluginAsyncZod<{ usedBikes: UsedBikesService; buyBacks: BuyBacksService }> = async (
  app,
  { usedBikes, buyBacks },
) => {
  app.get(
    '/api/used-bikes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Used-bike listings (occasion/list)',
        querystring: usedBikeListQuerySchema,
        response: { 200: usedBikeListSchema },
      },
    },
    async (request) => usedBikes.list(request.query),
  );
  app.post(
    '/api/used-bikes',
    {
      config: admin,
      schema: { tags, summary: 'List a used bike for sale', body: usedBikeInputSchema, response: { 201: usedBikeResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ usedBike: await usedBikes.create(request.body, actorOf(request)) }),
  );
  app.get(
    '/api/used-bikes/:id',
    { config: admin, schema: { tags, summary: 'A used-bike listing', params: idParamSchema, response: { 200: usedBikeResponseSchema } } },
    async (request) => ({ usedBike: await usedBikes.get(request.params.id) }),
  );
  app.put(
    '/api/used-bikes/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a used-bike listing (publish, price…)',
        params: idParamSchema,
        body: usedBikeInputSchema,
        response: { 200: usedBikeResponseSchema },
      },
    },
    async (request) => ({ usedBike: await usedBikes.update(request.params.id, request.body, actorOf(request)) }),
  );
  app.post(
    '/api/used-bikes/:id/photos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a photo (JPG or PNG, at most 5 MB), multipart field "file"',
        params: idParamSchema,
        response: { 200: usedBikeResponseSchema },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, PHOTO_MAX_BYTES);
      return { usedBike: await usedBikes.addPhoto(request.params.id, data, actorOf(request)) };
    },
  );
  app.delete(
    '/api/used-bikes/:id/photos/:index',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove a photo by its position (0-based); 404 when there is none there',
        params: photoKeyParamSchema,
        response: { 200: usedBikeResponseSchema },
      },
    },
    async (request) => ({ usedBike: await usedBikes.removePhoto(request.params.id, request.params.index, actorOf(request)) }),
  );

  listRoute(app, '/api/buy-backs', {
    config: admin,
    schema: {
      tags,
      summary: 'Buy-backs and resales (rachat-vente); ?format=csv or xlsx downloads the filtered list',
      querystring: buyBackListQuerySchema,
      response: { 200: buyBackListSchema },
    },
    list: (request) => buyBacks.list(request.query),
    download: async (request, language) => ({
      fileName: 'buy-backs',
      rows: await buyBacks.listForExport(request.query),
      columns: buyBackColumns(language),
    }),
  });
  app.post(
    '/api/buy-backs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record a buy-back (a known bike returns to stock)',
        body: buyBackInputSchema,
        response: { 201: buyBackResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ buyBack: await buyBacks.create(request.body, actorOf(request)) }),
  );
  app.post(
    '/api/buy-backs/:id/resale',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record the resale of a bought-back bike; answers the margin',
        params: idParamSchema,
        body: resaleRequestSchema,
        response: { 200: buyBackResponseSchema },
      },
    },
    async (request) => ({
      buyBack: await buyBacks.resale(request.params.id, request.body.priceCents, request.body.date, actorOf(request)),
    }),
  );
};
