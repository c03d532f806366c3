import { monitoringSchema } from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MonitoringService } from './monitoring.service';

/** The operations monitor (issue 30, decision 092): admins only. */
export const monitoringRoutes: FastifyPluginAsyncZod<{ monitoring: MonitoringService }> = async (app, { monitoring }) => {
  app.get(
    '/api/monitoring',
    {
      config: { access: { auth: true, permission: ['admin'] } },
      schema: {
        tags: ['monitoring'],
        summary:
          'What needs someone now (a count, a severity and the web list of each) and the system: database size, job queue, errors and p95 latency of the last hour',
        response: { 200: monitoringSchema },
      },
    },
    async () => monitoring.read(),
  );
};
