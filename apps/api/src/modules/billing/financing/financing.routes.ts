import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  financierListSchema,
  financingInputSchema,
  financingListQuerySchema,
  financingListSchema,
  financingPatchSchema,
  financingSchema,
  idParamSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { financingColumns } from './financing.export';
import type { FinancingService } from './financing.service';

const tags = ['billing'];
const admin = { access: ADMIN } as const;

/** `bills/external-financing-bikes`: the admin's alone (decision 051). */
export const financingRoutes: FastifyPluginAsyncZod<{ financing: FinancingService }> = async (app, { financing }) => {
  listRoute(app, '/api/external-financing', {
    config: admin,
    schema: {
      tags,
      summary:
        'Bikes financed by a third party; filters financier, status, bikeId, endingWithinDays, q; ?format=csv or xlsx downloads them',
      querystring: financingListQuerySchema,
      response: { 200: financingListSchema },
    },
    list: (request) => financing.list(request.query),
    download: async (request, language) => ({
      fileName: 'external-financing',
      rows: await financing.listForExport(request.query),
      columns: financingColumns(language),
    }),
  });

  app.get(
    '/api/external-financing/financiers',
    { config: admin, schema: { tags, summary: 'The financiers named so far (the list filter)', response: { 200: financierListSchema } } },
    async () => financing.financiers(),
  );

  app.post(
    '/api/external-financing',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record the external financing of a bike; 422 already_financed when it has an active one',
        body: financingInputSchema,
        response: { 201: financingSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await financing.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/external-financing/:id',
    { config: admin, schema: { tags, summary: 'One financing with its bike', params: idParamSchema, response: { 200: financingSchema } } },
    async (request) => financing.get(request.params.id),
  );

  app.patch(
    '/api/external-financing/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change some fields of a financing (end it, cancel it, correct it)',
        params: idParamSchema,
        body: financingPatchSchema,
        response: { 200: financingSchema },
      },
    },
    async (request) => financing.patch(request.params.id, request.body, actorOf(request)),
  );
};
