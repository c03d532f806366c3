import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myDayWorkQuerySchema,
  myDayWorkSchema,
  STOP_PHOTO_MAX_BYTES,
  stopNoteInputSchema,
  stopPartInputSchema,
  stopPhotoQuerySchema,
  stopStepInputSchema,
  stopWorkSchema,
  tourStopParamsSchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { readUploadedFile } from '../../../platform/files';
import type { StopWorkService } from './stop-work.service';

const tags = ['workshop'];
/** The admin and mechanics; the tours service scopes a mechanic to their own tours (another's is 404). */
const workshop = { access: { auth: true, permission: ['admin', 'bikeMechanic'] } } as const;

/** The mechanic's phone at a stop (decision 034): steps, parts, notes and photos, each applied once per clientActionId. */
export const stopWorkRoutes: FastifyPluginAsyncZod<{ work: StopWorkService }> = async (app, { work }) => {
  app.get(
    '/api/tours/mine/work',
    {
      config: workshop,
      schema: {
        tags,
        summary:
          "The work at each stop of the mechanic's confirmed tours of a day (default today): bike, step, parts, notes, photos; and the parts their stores hold",
        querystring: myDayWorkQuerySchema,
        response: { 200: myDayWorkSchema },
      },
    },
    async (request) => work.myDay(request.user!, request.query.date),
  );

  app.get(
    '/api/tours/:id/stops/:stopId/work',
    {
      config: workshop,
      schema: { tags, summary: 'The work at one stop', params: tourStopParamsSchema, response: { 200: stopWorkSchema } },
    },
    async (request) => work.one(request.user!, request.params.id, request.params.stopId),
  );

  app.post(
    '/api/tours/:id/stops/:stopId/step',
    {
      config: workshop,
      schema: {
        tags,
        summary: "Tick a step of the stop's request (forward only: 409 invalid_transition); a replayed clientActionId is not applied twice",
        params: tourStopParamsSchema,
        body: stopStepInputSchema,
        response: { 200: stopWorkSchema },
      },
    },
    async (request) => work.step(request.user!, request.params.id, request.params.stopId, request.body, actorOf(request)),
  );

  app.post(
    '/api/tours/:id/stops/:stopId/parts',
    {
      config: workshop,
      schema: {
        tags,
        summary:
          'A part used at the stop: a job line that leaves the store’s stock (409 stock_insufficient); applied once per clientActionId',
        params: tourStopParamsSchema,
        body: stopPartInputSchema,
        response: { 201: stopWorkSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await work.part(request.user!, request.params.id, request.params.stopId, request.body, actorOf(request))),
  );

  app.post(
    '/api/tours/:id/stops/:stopId/notes',
    {
      config: workshop,
      schema: {
        tags,
        summary: "The mechanic's note at the stop; applied once per clientActionId",
        params: tourStopParamsSchema,
        body: stopNoteInputSchema,
        response: { 201: stopWorkSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await work.note(request.user!, request.params.id, request.params.stopId, request.body, actorOf(request))),
  );

  app.post(
    '/api/tours/:id/stops/:stopId/photos',
    {
      config: workshop,
      schema: {
        tags,
        summary:
          'A photo from the phone (JPG or PNG, at most 10 MB), multipart field "file", ?clientActionId=; kept with the request’s photos',
        params: tourStopParamsSchema,
        querystring: stopPhotoQuerySchema,
        response: { 201: stopWorkSchema },
      },
    },
    async (request, reply) => {
      const data = await readUploadedFile(request, STOP_PHOTO_MAX_BYTES);
      return reply
        .status(201)
        .send(
          await work.photo(request.user!, request.params.id, request.params.stopId, request.query.clientActionId, data, actorOf(request)),
        );
    },
  );
};
