import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParamSchema, jobListQuerySchema, jobListSchema, jobResponseSchema } from '@veloport/domain';
import { ADMIN, actorOf } from '../../platform/actor';
import type { JobAdminService } from './jobs.service';

const tags = ['jobs'];

export const jobsRoutes: FastifyPluginAsyncZod<{ jobAdmin: JobAdminService }> = async (app, { jobAdmin }) => {
  app.get(
    '/api/jobs',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Background jobs (mails, schedules), newest first: state, attempts, last error',
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema },
      },
    },
    async (request) => jobAdmin.list(request.query),
  );
  app.post(
    '/api/jobs/:id/retry',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Run a failed job again (409 conflict otherwise)',
        params: jobIdParamSchema,
        response: { 200: jobResponseSchema },
      },
    },
    async (request) => ({ job: await jobAdmin.retry(request.params.id, actorOf(request)) }),
  );
};
