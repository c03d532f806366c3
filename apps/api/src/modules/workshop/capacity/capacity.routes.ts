import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capacityInputSchema, capacitySchema, earliestQuerySchema, earliestSchema, workshopStoresSchema } from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { AppError } from '../../../platform/errors';
import type { CapacityService } from './capacity.service';

const tags = ['workshop'];

export const capacityRoutes: FastifyPluginAsyncZod<{ capacity: CapacityService }> = async (app, { capacity }) => {
  app.get(
    '/api/workshop/capacity',
    {
      config: { access: { auth: true, permission: ['admin', 'bikeMechanic'] } },
      schema: {
        tags,
        summary:
          "Mechanic minutes per store and weekday (Monday first), upcoming exceptions, the next 14 days' load and the first free day",
        response: { 200: capacitySchema },
      },
    },
    async () => capacity.get(),
  );

  app.put(
    '/api/workshop/capacity',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Replace the week and upcoming exceptions of the stores given (admin)',
        body: capacityInputSchema,
        response: { 200: capacitySchema },
      },
    },
    async (request) => capacity.put(request.body, actorOf(request)),
  );

  // Any signed-in person: the customer's maintenance form shows "earliest: Thursday 3 December, Liège".
  app.get(
    '/api/workshop/capacity/earliest',
    {
      config: { access: { auth: true } },
      schema: {
        tags,
        summary:
          'The first day from `from` (default today) with room for a job of `durationMinutes` at the store; 409 capacity_full when none in 120 days',
        querystring: earliestQuerySchema,
        response: { 200: earliestSchema },
      },
    },
    async (request) => {
      const found = await capacity.earliest(request.query.storeId, request.query.durationMinutes, request.query.from);
      if (!found) throw new AppError(409, 'capacity_full', 'No day with room in the next 120 days');
      return found;
    },
  );

  app.get(
    '/api/workshop/stores',
    {
      config: { access: { auth: true } },
      schema: {
        tags,
        summary: 'The workshops, each with its first day with room for an hour-long job',
        response: { 200: workshopStoresSchema },
      },
    },
    async () => capacity.stores(60),
  );
};
