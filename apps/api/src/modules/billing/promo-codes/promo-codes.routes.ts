import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  promoCheckedSchema,
  promoCheckSchema,
  promoCodeInputSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
  promoCodeSchema,
  promoRedeemedSchema,
  promoRedeemSchema,
  canAny,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { promoCodeColumns } from './promo-codes.export';
import type { PromoCodesService } from './promo-codes.service';

const tags = ['billing'];
const admin = { access: ADMIN } as const;
/** A signed-in customer checks a code on their order; the per-customer limit counts their own uses. */
const signedIn = { access: { auth: true } } as const;
/** Spending a use belongs to the till (admins and the shop's order staff); orders spend theirs inside the server. */
const TILL_PERMISSIONS = ['admin', 'order'] as const;
const till = { access: { auth: true, permission: [...TILL_PERMISSIONS] } } as const;

export const promoCodesRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodesService }> = async (app, { promoCodes }) => {
  listRoute(app, '/api/promo-codes', {
    config: admin,
    schema: {
      tags,
      summary: 'Promo codes, newest first; filters active, q; ?format=csv or xlsx',
      querystring: promoCodeListQuerySchema,
      response: { 200: promoCodeListSchema },
    },
    list: (request) => promoCodes.list(request.query),
    download: async (request, language) => ({
      fileName: 'promo-codes',
      rows: await promoCodes.listForExport(request.query),
      columns: promoCodeColumns(language),
    }),
  });

  app.post(
    '/api/promo-codes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A promo code: percent or amount, validity dates, maximum uses, per-customer limit, minimum order',
        body: promoCodeInputSchema,
        response: { 201: promoCodeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await promoCodes.create(request.body, actorOf(request))),
  );

  app.post(
    '/api/promo-codes/check',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'What a code takes off an order of totalCents; 422 with the reason (invalid, expired, not_started, used_up, customer_limit, below_minimum, inactive); for a customer a code that is not public reads invalid like an unknown one; 429 after 10 wrong codes in 15 min',
        body: promoCheckSchema,
        response: { 200: promoCheckedSchema },
      },
    },
    async (request) =>
      promoCodes.check(request.body, {
        userId: request.user!.id,
        ip: request.ip,
        atTill: canAny(request.user, TILL_PERMISSIONS),
      }),
  );

  app.post(
    '/api/promo-codes/redeem',
    {
      config: till,
      schema: {
        tags,
        summary: 'Use a code on a sale at the till (counted exactly under concurrency); userId names the customer whose limit it counts',
        body: promoRedeemSchema,
        response: { 200: promoRedeemedSchema },
      },
    },
    async (request) => {
      const { userId, ...use } = request.body;
      // A walk-in sale has no customer account: only a named customer's own limit is counted.
      return promoCodes.redeem(use, userId ?? null, actorOf(request));
    },
  );

  app.get(
    '/api/promo-codes/:id',
    {
      config: admin,
      schema: { tags, summary: 'A promo code with its use count', params: idParamSchema, response: { 200: promoCodeSchema } },
    },
    async (request) => promoCodes.get(request.params.id),
  );

  app.put(
    '/api/promo-codes/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a promo code (its uses so far stay counted)',
        params: idParamSchema,
        body: promoCodeInputSchema,
        response: { 200: promoCodeSchema },
      },
    },
    async (request) => promoCodes.update(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/promo-codes/:id/history',
    {
      config: admin,
      schema: {
        tags,
        summary: "The code's history: every change and use with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => {
      await promoCodes.get(request.params.id);
      return promoCodes.history(request.params.id, request.query);
    },
  );
};
