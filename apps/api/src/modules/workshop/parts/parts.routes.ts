import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessoryAsPartInputSchema,
  accessoryAsPartSchema,
  accessoryAsPartParamsSchema,
  idParamSchema,
  partAccessoriesSchema,
  partChoicesQuerySchema,
  partChoicesSchema,
  workshopPartInputSchema,
  workshopPartListQuerySchema,
  workshopPartListSchema,
  workshopPartSchema,
  workshopPartStockInputSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { workshopPartColumns } from './parts.export';
import type { WorkshopPartsService } from './parts.service';

const tags = ['workshop'];
/** The picker: the admin and the mechanics. */
const workshop = { access: { auth: true, permission: ['admin', 'bikeMechanic'] } } as const;

/** The workshop's parts (issue 25 point 15, decision 102): the admin's catalogue and stock, the mechanics' picker. */
export const workshopPartsRoutes: FastifyPluginAsyncZod<{
  parts: WorkshopPartsService;
  stores: { locations(): Promise<Map<number, unknown>> };
}> = async (app, { parts, stores }) => {
  listRoute(app, '/api/workshop/parts', {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Workshop parts with their stock in each store, by name; ?q= name or reference, ?active=; ?format=csv or xlsx',
      querystring: workshopPartListQuerySchema,
      response: { 200: workshopPartListSchema },
    },
    list: (request) => parts.list(request.query),
    download: async (request, language) => ({
      fileName: 'workshop-parts',
      rows: await parts.listForExport(request.query),
      columns: workshopPartColumns(language),
    }),
  });

  app.get(
    '/api/workshop/parts/choices',
    {
      config: workshop,
      schema: {
        tags,
        summary:
          'The part picker: workshop parts and accessories that are also parts, held in the store (?locationId=, else every store), matching ?q=',
        querystring: partChoicesQuerySchema,
        response: { 200: partChoicesSchema },
      },
    },
    async (request) => {
      const ids = request.query.locationId ? [request.query.locationId] : [...(await stores.locations()).keys()];
      return { data: await parts.choices(ids, request.query.q) };
    },
  );

  app.post(
    '/api/workshop/parts',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'A new workshop part (422 duplicate reference)',
        body: workshopPartInputSchema,
        response: { 201: workshopPartSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await parts.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/workshop/parts/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Edit a workshop part (422 duplicate reference)',
        params: idParamSchema,
        body: workshopPartInputSchema,
        response: { 200: workshopPartSchema },
      },
    },
    async (request) => parts.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/workshop/parts/:id/stock',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'A delivery (+) or a corrected count (−) in one store: 409 stock_insufficient below zero',
        params: idParamSchema,
        body: workshopPartStockInputSchema,
        response: { 200: workshopPartSchema },
      },
    },
    async (request) => parts.adjust(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/workshop/part-accessories',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'The accessories marked as workshop parts, by name', response: { 200: partAccessoriesSchema } },
    },
    async () => parts.markedAccessories(),
  );

  app.put(
    '/api/workshop/part-accessories/:accessoryId',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Mark an accessory as a workshop part (it shows in the picker), or no longer',
        params: accessoryAsPartParamsSchema,
        body: accessoryAsPartInputSchema,
        response: { 200: accessoryAsPartSchema },
      },
    },
    async (request) => parts.markAccessory(request.params.accessoryId, request.body.part, actorOf(request)),
  );
};
