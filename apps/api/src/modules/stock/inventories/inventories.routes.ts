import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  inventoryAccessoryCountSchema,
  inventoryCreateSchema,
  inventoryListQuerySchema,
  inventoryListSchema,
  inventoryResponseSchema,
  inventoryScanResponseSchema,
  inventoryScanSchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { readerLanguage } from '../../../platform/reader-language';
import type { InventoriesService } from './inventories.service';

const tags = ['inventory'];
const counters = { access: { auth: true, permission: ['admin', 'bikeMechanic'] } } as const;

export const inventoriesRoutes: FastifyPluginAsyncZod<{ inventories: InventoriesService }> = async (app, { inventories }) => {
  app.get(
    '/api/inventories',
    {
      config: counters,
      schema: { tags, summary: 'Inventories, newest first', querystring: inventoryListQuerySchema, response: { 200: inventoryListSchema } },
    },
    async (request) => inventories.list(request.query, readerLanguage(request)),
  );

  app.post(
    '/api/inventories',
    {
      config: counters,
      schema: {
        tags,
        summary: 'Start counting a store: snapshots the bikes expected there',
        body: inventoryCreateSchema,
        response: { 201: inventoryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ inventory: await inventories.start(request.body.locationId, actorOf(request), readerLanguage(request)) }),
  );

  app.get(
    '/api/inventories/:id',
    {
      config: counters,
      schema: {
        tags,
        summary: 'An inventory: expected, scanned, missing and unexpected',
        params: idParamSchema,
        response: { 200: inventoryResponseSchema },
      },
    },
    async (request) => ({ inventory: await inventories.detail(request.params.id, readerLanguage(request)) }),
  );

  app.post(
    '/api/inventories/:id/scan',
    {
      config: counters,
      schema: {
        tags,
        summary: 'Scan or tick a frame number',
        params: idParamSchema,
        body: inventoryScanSchema,
        response: { 200: inventoryScanResponseSchema },
      },
    },
    async (request) => inventories.scan(request.params.id, request.body.frameNumber, actorOf(request)),
  );

  app.post(
    '/api/inventories/:id/accessories',
    {
      config: counters,
      schema: {
        tags,
        summary: 'Record how many of an accessory were counted',
        params: idParamSchema,
        body: inventoryAccessoryCountSchema,
        response: { 200: inventoryResponseSchema },
      },
    },
    async (request) => ({
      inventory: await inventories.countAccessory(
        request.params.id,
        request.body.accessoryId,
        request.body.counted,
        actorOf(request),
        readerLanguage(request),
      ),
    }),
  );

  app.post(
    '/api/inventories/:id/close',
    {
      config: counters,
      schema: {
        tags,
        summary: "Close the count: adjustments go to each bike's history, accessory stock is corrected",
        params: idParamSchema,
        response: { 200: inventoryResponseSchema },
      },
    },
    async (request) => ({ inventory: await inventories.close(request.params.id, actorOf(request), readerLanguage(request)) }),
  );
};
