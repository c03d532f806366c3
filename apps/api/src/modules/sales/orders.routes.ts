import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  offerOrdersSchema,
  orderListQuerySchema,
  orderListSchema,
  orderRefuseRequestSchema,
  orderSchema,
  orderStatusRequestSchema,
} from '@veloport/domain';
import { actorOf } from '../../platform/actor';
import { salesStaffOnly } from './sales.scope';
import type { OrdersService } from './orders.service';

const tags = ['sales'];
/** Admin and the `order` permission manage orders (decision 021). */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;
/** The fleet manager (their company's, by the repository's scope) validates or refuses; an admin may too; employees never. */
const validators = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;
/** Anyone signed in; each caller sees only their orders (staff all, a fleet manager their company's). */
const readers = { access: { auth: true } } as const;
const managers = { access: { auth: true, permission: ['admin', 'order', 'fleetManager'] } } as const;

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/api/offers/:id/orders',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Make the orders of a signed offer, one per bike line (201 once; 200 with the same orders afterwards)',
        params: idParamSchema,
        response: { 200: offerOrdersSchema, 201: offerOrdersSchema },
      },
    },
    async (request, reply) => {
      const { data, created } = await orders.createFromOffer(request.user!, request.params.id, actorOf(request));
      return reply.status(created ? 201 : 200).send({ data });
    },
  );

  app.get(
    '/api/offers/:id/orders',
    {
      config: readers,
      schema: { tags, summary: 'The orders made from an offer', params: idParamSchema, response: { 200: offerOrdersSchema } },
    },
    async (request) => orders.ofOffer(request.user!, request.params.id),
  );

  app.get(
    '/api/orders',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Orders the caller may see; filters group (to_validate, in_progress, cancelled, done), status, companyId, userId',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => orders.list(request.user!, request.query),
  );

  app.get(
    '/api/orders/:id',
    { config: readers, schema: { tags, summary: 'An order (404 when not yours)', params: idParamSchema, response: { 200: orderSchema } } },
    async (request) => orders.get(request.user!, request.params.id),
  );

  app.post(
    '/api/orders/:id/validate',
    {
      config: validators,
      schema: {
        tags,
        summary: "The fleet manager validates an employee's order waiting for validation",
        params: idParamSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.validate(request.user!, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/orders/:id/refuse',
    {
      config: validators,
      schema: {
        tags,
        summary: "The fleet manager refuses an employee's order, with a reason (it is cancelled)",
        params: idParamSchema,
        body: orderRefuseRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.refuse(request.user!, request.params.id, request.body.reason, actorOf(request)),
  );

  app.post(
    '/api/orders/:id/status',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Move an order along its workflow (409 invalid_transition otherwise)',
        params: idParamSchema,
        body: orderStatusRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.setStatus(request.user!, request.params.id, request.body.status, actorOf(request)),
  );

  app.get(
    '/api/orders/:id/history',
    {
      config: managers,
      schema: {
        tags,
        summary: "The order's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => orders.history(request.user!, request.params.id, request.query),
  );
};
