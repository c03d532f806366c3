import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  orderAssignBikeRequestSchema,
  orderBikeCandidatesSchema,
  orderDeliveryRequestSchema,
  orderHandoverRequestSchema,
  orderSchema,
  waitingOrdersSchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { notFound } from '../../../platform/errors';
import { salesStaffOnly } from '../sales.scope';
import type { OrderFulfilmentService } from './order-fulfilment.service';
import type { OrderRemindersService } from './order-reminders.service';

const tags = ['sales'];
/** The shop's staff (admin, `order` without a company) deliver and hand over (decision 024). */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;
const readers = { access: { auth: true } } as const;

export const orderFulfilmentRoutes: FastifyPluginAsyncZod<{
  fulfilment: OrderFulfilmentService;
  reminders: OrderRemindersService;
}> = async (app, { fulfilment, reminders }) => {
  app.get(
    '/api/orders/waiting',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Orders waiting on someone longer than ORDER_REMINDER_DAYS, the longest first (admin dashboard)',
        response: { 200: waitingOrdersSchema },
      },
    },
    async () => reminders.waiting(),
  );

  app.put(
    '/api/orders/:id/delivery',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Delivery info: home, store pickup (a store) or relay point; delivery and billing address; notes',
        params: idParamSchema,
        body: orderDeliveryRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => fulfilment.setDelivery(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/orders/:id/bike-candidates',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Stock bikes the order may take: in stock, of its model and size',
        params: idParamSchema,
        response: { 200: orderBikeCandidatesSchema },
      },
    },
    async (request) => fulfilment.candidates(request.user!, request.params.id),
  );

  app.post(
    '/api/orders/:id/bike',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Assign the stock bike that arrived (it becomes pending delivery); 409 when not in stock or already assigned',
        params: idParamSchema,
        body: orderAssignBikeRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => fulfilment.assignBike(request.user!, request.params.id, request.body.bikeId, actorOf(request)),
  );

  app.delete(
    '/api/orders/:id/bike',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Unassign the bike before the handover (it goes back to stock)',
        params: idParamSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => fulfilment.unassignBike(request.user!, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/orders/:id/handover',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: "Hand the bike over: date, receiver's name, optional drawn signature; the order is done and the bike takes its contract",
        params: idParamSchema,
        body: orderHandoverRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => fulfilment.handOver(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/orders/:id/handover/signature.png',
    { config: readers, schema: { tags, summary: "The receiver's drawn signature (404 without one)", params: idParamSchema } },
    async (request, reply) => {
      const png = await fulfilment.signature(request.user!, request.params.id);
      if (!png) throw notFound();
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  );
};
