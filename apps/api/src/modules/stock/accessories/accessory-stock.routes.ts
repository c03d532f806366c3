import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessoryMovementListSchema,
  accessoryMovementRequestSchema,
  accessoryMovementResponseSchema,
  accessoryStockListSchema,
  accessoryStockQuerySchema,
  idParamSchema,
  listQuerySchema,
  reorderLevelRequestSchema,
  reorderLevelResponseSchema,
} from '@veloport/domain';
import { ADMIN, actorOf } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import type { AccessoryStockService } from './accessory-stock.service';
import { accessoryStockColumns } from '../stock.export';

const tags = ['stock'];
const admin = { access: ADMIN } as const;

export const accessoryStockRoutes: FastifyPluginAsyncZod<{ accessoryStock: AccessoryStockService }> = async (app, { accessoryStock }) => {
  listRoute(app, '/api/stock/accessories', {
    config: admin,
    schema: {
      tags,
      summary: 'Accessory quantities per store (accessories-stock/list); ?format=csv or xlsx downloads them',
      querystring: accessoryStockQuerySchema,
      response: { 200: accessoryStockListSchema },
    },
    list: (request) => accessoryStock.list(request.query),
    download: async (request, language) => {
      const { rows, stores } = await accessoryStock.listForExport(request.query);
      return { fileName: 'accessory-stock', rows, columns: accessoryStockColumns(language, stores) };
    },
  });

  app.post(
    '/api/stock/accessories/movements',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record a movement (delivery, sale, loss, correction, transfer); 409 when stock would go negative',
        body: accessoryMovementRequestSchema,
        response: { 201: accessoryMovementResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await accessoryStock.move(request.body, actorOf(request))),
  );

  app.put(
    '/api/stock/accessories/:id/reorder-level',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set (or clear with null) a store's reorder level for an accessory: the list and the monitor flag it at or under",
        params: idParamSchema,
        body: reorderLevelRequestSchema,
        response: { 200: reorderLevelResponseSchema },
      },
    },
    async (request) => accessoryStock.setReorderLevel(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/stock/accessories/:id/movements',
    {
      config: admin,
      schema: {
        tags,
        summary: "An accessory's movements, newest first",
        params: idParamSchema,
        querystring: listQuerySchema,
        response: { 200: accessoryMovementListSchema },
      },
    },
    async (request) => accessoryStock.movements(request.params.id, request.query),
  );
};
