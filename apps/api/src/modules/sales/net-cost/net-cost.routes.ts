import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { netCostQuerySchema, netCostSchema } from '@veloport/domain';
import type { NetCostService } from './net-cost.service';

/** Employees of a company whose access string includes the cafeteria plan (admins pass every company rule). */
export const netCostRoutes: FastifyPluginAsyncZod<{ netCost: NetCostService }> = async (app, { netCost }) => {
  app.get(
    '/api/net-cost',
    {
      config: { access: { auth: true, companyAccess: 'cafeteria' } },
      schema: {
        tags: ['sales'],
        summary: 'What a catalogue bike leased through the salary costs the employee, every figure shown',
        querystring: netCostQuerySchema,
        response: { 200: netCostSchema },
      },
    },
    async (request) => netCost.simulate(request.user!, request.query),
  );
};
