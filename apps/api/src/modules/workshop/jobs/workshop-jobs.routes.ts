import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  jobLineInputSchema,
  jobLineParamsSchema,
  jobLinesSchema,
  jobsToBillQuerySchema,
  jobsToBillSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { jobToBillColumns } from './workshop-jobs.export';
import type { WorkshopJobsService } from './workshop-jobs.service';

const tags = ['workshop'];
/** Anyone signed in: the service answers 404 for a request the caller does not see, 403 when they may not change it. */
const signedIn = { access: { auth: true } } as const;

export const workshopJobsRoutes: FastifyPluginAsyncZod<{ jobs: WorkshopJobsService }> = async (app, { jobs }) => {
  app.get(
    '/api/maintenance-requests/:id/lines',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'The quote and job lines of a request with totals per VAT rate, and the quote waiting for the customer when it exceeds their budget',
        params: idParamSchema,
        response: { 200: jobLinesSchema },
      },
    },
    async (request) => jobs.lines(request.user!, request.params.id),
  );

  app.post(
    '/api/maintenance-requests/:id/lines',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The workshop adds a line (labour, part, service); a catalogue part leaves the store’s stock; 409 once completed',
        params: idParamSchema,
        body: jobLineInputSchema,
        response: { 201: jobLinesSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await jobs.addLine(request.user!, request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/api/maintenance-requests/:id/lines/:lineId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The workshop removes a line; a catalogue part goes back into stock; 409 once completed',
        params: jobLineParamsSchema,
        response: { 200: jobLinesSchema },
      },
    },
    async (request) => jobs.removeLine(request.user!, request.params.id, request.params.lineId, actorOf(request)),
  );

  app.post(
    '/api/maintenance-requests/:id/quote/accept',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The customer or their fleet manager accepts the quote above the budget, for its amount now',
        params: idParamSchema,
        response: { 200: jobLinesSchema },
      },
    },
    async (request) => jobs.acceptQuote(request.user!, request.params.id, actorOf(request)),
  );

  listRoute(app, '/api/workshop/jobs-to-bill', {
    config: { access: ADMIN },
    schema: {
      tags,
      summary: 'Completed jobs with lines not billed yet, with totals per VAT rate; ?format=csv or xlsx',
      querystring: jobsToBillQuerySchema,
      response: { 200: jobsToBillSchema },
    },
    list: (request) => jobs.jobsToBill(request.query),
    download: async (request, language) => ({
      fileName: 'jobs-to-bill',
      rows: (await jobs.jobsToBill(request.query, true)).data,
      columns: jobToBillColumns(language),
    }),
  });
};
