import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  horusConnectAnswerSchema,
  horusConnectSchema,
  horusReadBackAnswerSchema,
  horusStatusSchema,
  horusSyncAnswerSchema,
  periodQuerySchema,
} from '@veloport/domain';
import { z } from 'zod';
import { actorOf, ADMIN } from '../../../platform/actor';
import type { HorusService } from './horus.service';

const tags = ['accounting'];
const admin = { access: ADMIN } as const;

/** The accountant's software: connect a Horus folder, push the books to it, read where each entry stands (decision 107). */
export const horusRoutes: FastifyPluginAsyncZod<{ horus: HorusService }> = async (app, { horus }) => {
  app.get(
    '/api/accounting/horus',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'The Horus connection (configured, the folder connected), the entries pending, sent and failed, the latest failures and why',
        response: { 200: horusStatusSchema },
      },
    },
    () => horus.status(),
  );

  app.post(
    '/api/accounting/horus/connect',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Start authorising a Horus folder (OAuth 2 authorisation code): the address to send the browser to; 409 not_configured',
        body: horusConnectSchema,
        response: { 200: horusConnectAnswerSchema },
      },
    },
    (request) => horus.connect(request.body.folderId, actorOf(request)),
  );

  app.get(
    '/api/accounting/horus/callback',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Horus sends the admin back here with the code: exchanged for the folder’s tokens, then back to the settings screen; 422 on a state not ours',
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => reply.redirect(await horus.callback(request.query, actorOf(request), request.user?.language ?? 'fr')),
  );

  app.post(
    '/api/accounting/horus/sync',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Queue the entries of [from, to] not queued yet for Horus and push them through the job queue (an entry is sent once); 409 not_connected',
        querystring: periodQuerySchema,
        response: { 200: horusSyncAnswerSchema },
      },
    },
    (request) => horus.sync(request.query.from, request.query.to),
  );

  app.post(
    '/api/accounting/horus/read-back',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Read back from Horus the entries the accountant changed (kept beside ours) and the payments recorded (a purchase paid outside Veloport becomes paid; a bill paid per Horus is a difference to check); 409 not_connected, 502 software_unavailable',
        response: { 200: horusReadBackAnswerSchema },
      },
    },
    (request) => horus.readBack(actorOf(request)),
  );
};
