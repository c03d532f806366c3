import { companyAttentionSchema, idParamSchema, ownedBikeListSchema, ownedBikesQuerySchema } from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardsService } from './dashboards.service';

const tags = ['insight'];

/** The customer's my-bikes page and the fleet manager's attention cards (issue 30, decision 094). */
export const dashboardsRoutes: FastifyPluginAsyncZod<{ dashboards: DashboardsService }> = async (app, { dashboards }) => {
  app.get(
    '/api/me/bikes/overview',
    {
      // Everyone signed in reads their own bikes; staff simply have none.
      config: { access: { auth: true } },
      schema: {
        tags,
        summary: 'My bikes (leased, bought, shared lately) with contract, warranty end dates, next maintenance and history',
        querystring: ownedBikesQuerySchema,
        response: { 200: ownedBikeListSchema },
      },
    },
    async (request) => dashboards.myBikes(request.user!, request.query),
  );

  app.get(
    '/api/companies/:id/attention',
    {
      // The company's fleet manager and admins; another company's answers 404.
      config: { access: { auth: true, permission: ['admin', 'fleetManager'] } },
      schema: {
        tags,
        summary:
          "What waits for a company's fleet manager: orders to validate, overdue bills, maintenance to answer, reservations of today and tomorrow, contracts ending within four months without a choice",
        params: idParamSchema,
        response: { 200: companyAttentionSchema },
      },
    },
    async (request) => dashboards.attention(request.user!, request.params.id),
  );
};
