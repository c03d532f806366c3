import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactRequestSchema,
  idParamSchema,
  leasingRequestSchema,
  requestCreatedSchema,
  requestDetailResponseSchema,
  requestReplyInputSchema,
  requestListQuerySchema,
  requestListSchema,
  requestResponseSchema,
  requestStatusChangeSchema,
  testRideRequestSchema,
  tradeInRequestSchema,
  tradeInResponseSchema,
} from '@veloport/domain';
import { ADMIN, actorOf } from '../../platform/actor';
import type { RequestsService } from './requests.service';

const tags = ['requests'];
const open = { access: { public: true } } as const;

export const requestsRoutes: FastifyPluginAsyncZod<{ requests: RequestsService }> = async (app, { requests }) => {
  app.post(
    '/api/public/requests/contact',
    { config: open, schema: { tags, summary: 'Contact form', body: contactRequestSchema, response: { 201: requestCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await requests.contact(request.body, actorOf(request))),
  );
  app.post(
    '/api/public/requests/trade-in',
    {
      config: open,
      schema: {
        tags,
        summary: 'Trade-in of an electric bike: answers the estimate and keeps the request',
        body: tradeInRequestSchema,
        response: { 201: tradeInResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.tradeIn(request.body, actorOf(request))),
  );
  app.post(
    '/api/public/requests/leasing',
    { config: open, schema: { tags, summary: 'Leasing request', body: leasingRequestSchema, response: { 201: requestCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await requests.leasing(request.body, actorOf(request))),
  );
  app.post(
    '/api/public/requests/test-ride',
    {
      config: open,
      schema: {
        tags,
        summary: 'Rental or test-ride request (every field of seed §3)',
        body: testRideRequestSchema,
        response: { 201: requestCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.testRide(request.body, actorOf(request))),
  );

  app.get(
    '/api/requests',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Requests from the public site, newest first',
        querystring: requestListQuerySchema,
        response: { 200: requestListSchema },
      },
    },
    async (request) => requests.list(request.query),
  );
  app.get(
    '/api/requests/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One request: every field, its replies and its history (received, status changes, replies)',
        params: idParamSchema,
        response: { 200: requestDetailResponseSchema },
      },
    },
    async (request) => ({ request: await requests.detail(request.params.id) }),
  );
  app.post(
    '/api/requests/:id/replies',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          "Answer the requester by e-mail (in the request's language); the request becomes answered. The mail is queued with the reply and sent by a job (retried; failures show in /api/jobs)",
        params: idParamSchema,
        body: requestReplyInputSchema,
        response: { 201: requestDetailResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ request: await requests.reply(request.params.id, request.body.message, actorOf(request)) }),
  );
  app.post(
    '/api/requests/:id/status',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Move a request along (new, in progress, answered, closed)',
        params: idParamSchema,
        body: requestStatusChangeSchema,
        response: { 200: requestResponseSchema },
      },
    },
    async (request) => ({ request: await requests.setStatus(request.params.id, request.body.status, actorOf(request)) }),
  );
};
