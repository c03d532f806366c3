import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  shopOrderIdOf,
  shopOrderInputSchema,
  shopOrderListQuerySchema,
  shopOrderDetailSchema,
  shopOrderListSchema,
  shopOrderNumberParamSchema,
  shopOrderPlacedSchema,
  shopOrderViewListSchema,
  shopOrderViewSchema,
  shopQuoteInputSchema,
  shopQuoteSchema,
  shopRefundInputSchema,
  shopTrackingQuerySchema,
  shopMarkPaidInputSchema,
  shopWithdrawalInputSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../platform/export';
import { listRoute } from '../../platform/list-route';
import { shopOrderColumns } from './shop-orders.export';
import type { ShopOrdersService } from './shop-orders.service';

const tags = ['shop'];
/** Anonymous visitors buy: the CSRF double-submit cookie applies as on every public form (platform/csrf.ts). */
const open = { access: { public: true } } as const;
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;
const signedIn = { access: { auth: true } } as const;
const staffAnswer = z.object({ id: z.number(), status: z.string(), paymentStatus: z.string() });

/** The web shop (issue 27, decision 082): quote, order, tracking by token, cancel and withdraw; the staff's steps. */
export const shopRoutes: FastifyPluginAsyncZod<{ orders: ShopOrdersService }> = async (app, { orders }) => {
  app.post(
    '/api/shop/quote',
    {
      config: open,
      schema: {
        tags,
        summary: 'A basket priced VAT included: lines, delivery and its day, promo code, gift card, VAT per rate; 422 with every refusal',
        body: shopQuoteInputSchema,
        response: { 200: shopQuoteSchema },
      },
    },
    async (request) => orders.quote(request.body, { ip: request.ip }),
  );

  app.post(
    '/api/shop/orders',
    {
      config: open,
      schema: {
        tags,
        summary:
          'Place an order (stock set aside in the same transaction): number, tracking token, payment (structured communication and EPC QR, or a checkout URL); 409 out_of_stock',
        body: shopOrderInputSchema,
        response: { 201: shopOrderPlacedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await orders.place(request.body, { ip: request.ip })),
  );

  app.get(
    '/api/shop/orders/:number',
    {
      config: open,
      schema: {
        tags,
        summary: 'An order followed through its tracking link (404 with a wrong token)',
        params: shopOrderNumberParamSchema,
        querystring: shopTrackingQuerySchema,
        response: { 200: shopOrderViewSchema },
      },
    },
    async (request) => orders.track(request.params.number, { token: request.query.token }),
  );

  app.post(
    '/api/shop/orders/:number/cancel',
    {
      config: open,
      schema: {
        tags,
        summary: 'The customer cancels before the order ships (its stock goes back); 409 not_cancellable after',
        params: shopOrderNumberParamSchema,
        querystring: shopTrackingQuerySchema,
        response: { 200: shopOrderViewSchema },
      },
    },
    async (request) => orders.cancel(request.params.number, { token: request.query.token }, request.ip),
  );

  app.post(
    '/api/shop/orders/:number/withdrawal',
    {
      config: open,
      schema: {
        tags,
        summary: 'The customer withdraws within 14 days of delivery (Brussels days); 409 withdrawal_period_over',
        params: shopOrderNumberParamSchema,
        querystring: shopTrackingQuerySchema,
        body: shopWithdrawalInputSchema.optional(),
        response: { 200: shopOrderViewSchema },
      },
    },
    async (request) => orders.withdraw(request.params.number, { token: request.query.token }, request.body?.reason ?? null, request.ip),
  );

  // A signed-in customer's own orders (placed with their account's e-mail): followed, cancelled and withdrawn from
  // their space, without the mail's link.
  const owner = (request: FastifyRequest) => ({ owner: { id: request.user!.id, email: request.user!.email } });
  app.get(
    '/api/shop/my-orders',
    {
      config: signedIn,
      schema: { tags, summary: "The signed-in customer's web shop orders, newest first", response: { 200: shopOrderViewListSchema } },
    },
    async (request) => orders.mine(request.user!.email),
  );
  app.get(
    '/api/shop/my-orders/:number',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "One of the signed-in customer's orders (another's: 404)",
        params: shopOrderNumberParamSchema,
        response: { 200: shopOrderViewSchema },
      },
    },
    async (request) => orders.track(request.params.number, owner(request)),
  );
  app.post(
    '/api/shop/my-orders/:number/cancel',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The signed-in customer cancels their order before it ships; 409 not_cancellable after',
        params: shopOrderNumberParamSchema,
        response: { 200: shopOrderViewSchema },
      },
    },
    async (request) => orders.cancel(request.params.number, owner(request), request.ip),
  );
  app.post(
    '/api/shop/my-orders/:number/withdrawal',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The signed-in customer withdraws within 14 days of delivery; 409 withdrawal_period_over',
        params: shopOrderNumberParamSchema,
        body: shopWithdrawalInputSchema.optional(),
        response: { 200: shopOrderViewSchema },
      },
    },
    async (request) => orders.withdraw(request.params.number, owner(request), request.body?.reason ?? null, request.ip),
  );

  listRoute(app, '/api/shop/orders', {
    config: staff,
    schema: {
      tags,
      summary:
        'Staff: the web shop orders, newest first, with delivery (method, store, addresses, notes, days) and payment; filter status, q (number, name, e-mail); ?format=csv or xlsx',
      querystring: shopOrderListQuerySchema,
      response: { 200: shopOrderListSchema },
    },
    list: (request) => orders.list(request.query),
    download: async (request, language) => ({
      fileName: 'shop-orders',
      rows: (await orders.list({ ...request.query, page: 1, perPage: EXPORT_MAX_ROWS })).data,
      columns: shopOrderColumns(language),
    }),
  });

  app.get(
    '/api/shop/orders/:number/details',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Staff: one order whole — customer, delivery, lines, totals, payment, the bill paying issued, cancellation or withdrawal',
        params: shopOrderNumberParamSchema,
        response: { 200: shopOrderDetailSchema },
      },
    },
    async (request) => orders.details(request.params.number),
  );

  app.post(
    '/api/shop/orders/:number/mark-paid',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Staff: the order's payment arrived, by transfer or at the store in cash or by card (an order paid in the store must say which: 422 method required); 409 invalid_transition",
        params: shopOrderNumberParamSchema,
        body: shopMarkPaidInputSchema.optional(),
        response: { 200: staffAnswer },
      },
    },
    async (request) => {
      const id = shopOrderIdOf(request.params.number);
      if (!id) throw notFound();
      return orders.markPaid(id, request.body ?? {}, actorOf(request));
    },
  );

  // `staff-cancel`: the order is called off from the back office (a transfer that never came, the customer's call).
  const steps = {
    ship: orders.ship,
    deliver: orders.deliver,
    'staff-cancel': orders.cancelByStaff,
  } as const;
  for (const [step, act] of Object.entries(steps)) {
    app.post(
      `/api/shop/orders/:number/${step}`,
      {
        config: staff,
        schema: {
          tags,
          summary: `Staff: the order's next step (${step}); 409 invalid_transition`,
          params: shopOrderNumberParamSchema,
          response: { 200: staffAnswer },
        },
      },
      async (request) => {
        const id = shopOrderIdOf(request.params.number);
        if (!id) throw notFound();
        return act(id, actorOf(request));
      },
    );
  }

  // Money given back is an admin's act, as every refund (decision 061).
  app.post(
    '/api/shop/orders/:number/refund',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          "Admin: a withdrawn order's goods are back, or a paid order was cancelled: its stock back, the bill credited, the money refunded (a transfer waits for the pain.001 batch); 409 already_refunded",
        params: shopOrderNumberParamSchema,
        body: shopRefundInputSchema,
        response: { 200: staffAnswer },
      },
    },
    async (request) => {
      const id = shopOrderIdOf(request.params.number);
      if (!id) throw notFound();
      return orders.refund(id, request.body, actorOf(request));
    },
  );
};
