import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  groupedOrderLineParamsSchema,
  groupedOrderLineRequestSchema,
  groupedOrderListQuerySchema,
  groupedOrderListSchema,
  groupedOrderReceiveRequestSchema,
  groupedOrderRequestSchema,
  groupedOrderSchema,
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  orderedLineListSchema,
  orderedLineQuerySchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { salesStaffOnly } from '../sales.scope';
import type { GroupedOrderReceivingService } from './grouped-order-receiving.service';
import { orderedLineColumns } from './grouped-orders.export';
import { ACCESSORY_KINDS, BIKE_KINDS, type GroupedOrdersService } from './grouped-orders.service';

const tags = ['sales'];
/** The shop's supplier orders: admins and the shop's `order` staff, never a company's user (decision 025). */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;

export const groupedOrdersRoutes: FastifyPluginAsyncZod<{
  groupedOrders: GroupedOrdersService;
  receiving: GroupedOrderReceivingService;
}> = async (app, { groupedOrders, receiving }) => {
  app.get(
    '/api/grouped-orders',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Grouped orders to suppliers; filters status and q (supplier, reference)',
        querystring: groupedOrderListQuerySchema,
        response: { 200: groupedOrderListSchema },
      },
    },
    async (request) => groupedOrders.list(request.query),
  );

  app.post(
    '/api/grouped-orders',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'Start a grouped order (draft)', body: groupedOrderRequestSchema, response: { 201: groupedOrderSchema } },
    },
    async (request, reply) => reply.status(201).send(await groupedOrders.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/grouped-orders/:id',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'A grouped order with its lines and totals', params: idParamSchema, response: { 200: groupedOrderSchema } },
    },
    async (request) => groupedOrders.get(request.params.id),
  );

  app.put(
    '/api/grouped-orders/:id',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Change supplier, reference, expected date, notes (409 once received or cancelled)',
        params: idParamSchema,
        body: groupedOrderRequestSchema,
        response: { 200: groupedOrderSchema },
      },
    },
    async (request) => groupedOrders.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/grouped-orders/:id/lines',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Add a bike, accessory, box, other accessory or service line (draft only)',
        params: idParamSchema,
        body: groupedOrderLineRequestSchema,
        response: { 201: groupedOrderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groupedOrders.addLine(request.user!, request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/api/grouped-orders/:id/lines/:lineId',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Change a line (draft only)',
        params: groupedOrderLineParamsSchema,
        body: groupedOrderLineRequestSchema,
        response: { 200: groupedOrderSchema },
      },
    },
    async (request) => groupedOrders.updateLine(request.user!, request.params.id, request.params.lineId, request.body, actorOf(request)),
  );

  app.delete(
    '/api/grouped-orders/:id/lines/:lineId',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'Remove a line (draft only)', params: groupedOrderLineParamsSchema, response: { 200: groupedOrderSchema } },
    },
    async (request) => groupedOrders.removeLine(request.params.id, request.params.lineId, actorOf(request)),
  );

  app.post(
    '/api/grouped-orders/:id/order',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Mark it sent to the supplier; linked customer orders to_order → waiting_for_parts',
        params: idParamSchema,
        response: { 200: groupedOrderSchema },
      },
    },
    async (request) => groupedOrders.markOrdered(request.user!, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/grouped-orders/:id/cancel',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'Cancel it (until something is received)', params: idParamSchema, response: { 200: groupedOrderSchema } },
    },
    async (request) => groupedOrders.cancel(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/grouped-orders/:id/receive',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary:
          'Receive all or part: bikes encoded into stock with their frame numbers, accessories into the accessory stock (409 frame_number_taken, nothing written)',
        params: idParamSchema,
        body: groupedOrderReceiveRequestSchema,
        response: { 200: groupedOrderSchema },
      },
    },
    async (request) => receiving.receive(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/grouped-orders/:id/history',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: "The grouped order's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => groupedOrders.history(request.params.id, request.query),
  );

  listRoute(app, '/api/bike-orders', {
    config: staff,
    preValidation: salesStaffOnly,
    schema: {
      tags,
      summary: 'bike-orders/list: bike lines across grouped orders; ?format=csv or xlsx downloads them',
      querystring: orderedLineQuerySchema,
      response: { 200: orderedLineListSchema },
    },
    list: (request) => groupedOrders.bikeOrders(request.query),
    download: async (request, language) => ({
      fileName: 'bike-orders',
      rows: await groupedOrders.orderedLinesForExport(BIKE_KINDS, request.query),
      columns: orderedLineColumns(language, true),
    }),
  });

  listRoute(app, '/api/accessory-orders', {
    config: staff,
    preValidation: salesStaffOnly,
    schema: {
      tags,
      summary: 'accessories-orders/list: accessory, box, other-accessory and service lines; ?format=csv or xlsx',
      querystring: orderedLineQuerySchema,
      response: { 200: orderedLineListSchema },
    },
    list: (request) => groupedOrders.accessoryOrders(request.query),
    download: async (request, language) => ({
      fileName: 'accessory-orders',
      rows: await groupedOrders.orderedLinesForExport(ACCESSORY_KINDS, request.query),
      columns: orderedLineColumns(language, false),
    }),
  });
};
