import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boxDetailSchema,
  boxEventInputSchema,
  boxEventListQuerySchema,
  boxEventListSchema,
  boxEventSchema,
  boxInputSchema,
  boxListQuerySchema,
  boxListSchema,
  boxSlotInputSchema,
  boxSlotParamsSchema,
  boxStatisticsQuerySchema,
  boxStatisticsSchema,
  idParamSchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import type { BoxEventsService } from './box-events.service';
import { boxColumns } from './boxes.export';
import type { BoxesService } from './boxes.service';

const tags = ['sharing'];
/** Seed §2: boxes/list and boxes/{id} for fleet managers (their company), the workshop's mechanics and admins. */
const readers = { access: { auth: true, permission: ['admin', 'fleetManager', 'bikeMechanic'] } } as const;
/** The shop installs and connects boxes: only admins create, change and remove them (decision 036). */
const admins = { access: { auth: true, permission: ['admin'] } } as const;
/** The box's webhook (X-Box-Secret) or signed-in staff: checked in the service, since a box has no session. */
const boxOrStaff = { access: { public: true } } as const;

export const boxesRoutes: FastifyPluginAsyncZod<{ boxes: BoxesService; events: BoxEventsService }> = async (app, { boxes, events }) => {
  listRoute(app, '/api/boxes', {
    config: readers,
    schema: {
      tags,
      summary: 'Key boxes and bike lockers I may see; filters companyId, buildingId, kind, q; ?format=csv or xlsx',
      querystring: boxListQuerySchema,
      response: { 200: boxListSchema },
    },
    list: (request) => boxes.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'boxes',
      rows: await boxes.listForExport(request.user!, request.query),
      columns: boxColumns(language),
    }),
  });

  app.get(
    '/api/boxes/statistics',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Openings per box per month (Brussels) and occupancy',
        querystring: boxStatisticsQuerySchema,
        response: { 200: boxStatisticsSchema },
      },
    },
    async (request) => boxes.statistics(request.query),
  );

  app.post(
    '/api/boxes',
    {
      config: admins,
      schema: { tags, summary: 'Install a box at a building of a company', body: boxInputSchema, response: { 201: boxDetailSchema } },
    },
    async (request, reply) => reply.status(201).send(await boxes.create(request.user!, request.body, actorOf(request))),
  );

  app.get(
    '/api/boxes/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'A box, its slots and the bike in each, the codes still valid (without digits)',
        params: idParamSchema,
        response: { 200: boxDetailSchema },
      },
    },
    async (request) => boxes.detail(request.user!, request.params.id),
  );

  app.put(
    '/api/boxes/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Change a box (name, kind, building of its company, slots, connection)',
        params: idParamSchema,
        body: boxInputSchema,
        response: { 200: boxDetailSchema },
      },
    },
    async (request) => boxes.update(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/boxes/:id',
    { config: admins, schema: { tags, summary: 'Remove a box (409 while one of its codes is still valid)', params: idParamSchema } },
    async (request, reply) => {
      await boxes.remove(request.user!, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/boxes/:id/slots/:number',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Put a company bike in a slot (its reservations get codes) or take it out (bikeId null: their codes are revoked)',
        params: boxSlotParamsSchema,
        body: boxSlotInputSchema,
        response: { 200: boxDetailSchema },
      },
    },
    async (request) => boxes.setSlot(request.user!, request.params.id, request.params.number, request.body.bikeId, actorOf(request)),
  );

  app.get(
    '/api/boxes/:id/events',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Openings and closings of a box, newest first',
        params: idParamSchema,
        querystring: boxEventListQuerySchema,
        response: { 200: boxEventListSchema },
      },
    },
    async (request) => events.list(request.user!, request.params.id, request.query),
  );

  app.post(
    '/api/boxes/:id/events',
    {
      config: boxOrStaff,
      schema: {
        tags,
        summary: 'An opening or closing: from the box (header X-Box-Secret) or recorded by staff',
        params: idParamSchema,
        body: boxEventInputSchema,
        response: { 201: boxEventSchema },
      },
    },
    async (request, reply) => {
      const secret = request.headers['x-box-secret'];
      const event = await events.record(
        request.user ?? null,
        typeof secret === 'string' ? secret : undefined,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(event);
    },
  );
};
