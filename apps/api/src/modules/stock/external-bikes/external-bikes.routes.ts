import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  externalBikeInputSchema,
  externalBikeListQuerySchema,
  externalBikeListSchema,
  externalBikeResponseSchema,
  idParamSchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import type { ExternalBikesService } from './external-bikes.service';
import { externalBikeColumns } from '../stock.export';

const tags = ['stock'];
const fleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const externalBikesRoutes: FastifyPluginAsyncZod<{ externalBikes: ExternalBikesService }> = async (app, { externalBikes }) => {
  listRoute(app, '/api/external-bikes', {
    config: fleet,
    schema: {
      tags,
      summary: "Customer-owned bikes (a fleet manager sees their company's); ?format=csv or xlsx downloads the filtered list",
      querystring: externalBikeListQuerySchema,
      response: { 200: externalBikeListSchema },
    },
    list: (request) => externalBikes.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'external-bikes',
      rows: await externalBikes.listForExport(request.user!, request.query),
      columns: externalBikeColumns(language),
    }),
  });

  app.post(
    '/api/external-bikes',
    {
      config: fleet,
      schema: {
        tags,
        summary: 'Register a customer-owned bike',
        body: externalBikeInputSchema,
        response: { 201: externalBikeResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ bike: await externalBikes.create(request.user!, request.body, actorOf(request)) }),
  );

  app.get(
    '/api/external-bikes/:id',
    {
      config: fleet,
      schema: {
        tags,
        summary: 'A customer-owned bike (404 when not yours)',
        params: idParamSchema,
        response: { 200: externalBikeResponseSchema },
      },
    },
    async (request) => ({ bike: await externalBikes.get(request.user!, request.params.id) }),
  );

  app.put(
    '/api/external-bikes/:id',
    {
      config: fleet,
      schema: {
        tags,
        summary: 'Update a customer-owned bike',
        params: idParamSchema,
        body: externalBikeInputSchema,
        response: { 200: externalBikeResponseSchema },
      },
    },
    async (request) => ({ bike: await externalBikes.update(request.user!, request.params.id, request.body, actorOf(request)) }),
  );
};
