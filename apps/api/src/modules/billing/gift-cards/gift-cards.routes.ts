import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  giftCardBalanceInputSchema,
  giftCardBalanceSchema,
  giftCardDetailSchema,
  giftCardInputSchema,
  giftCardListQuerySchema,
  giftCardListSchema,
  giftCardRedeemedSchema,
  giftCardRedeemSchema,
  giftCardVoidSchema,
  idParamSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { giftCardColumns } from './gift-cards.export';
import type { GiftCardsService } from './gift-cards.service';

const tags = ['billing'];
const admin = { access: ADMIN } as const;
/** The till (admins and the shop's order staff) takes gift cards in payment; online orders call the service. */
const till = { access: { auth: true, permission: ['admin', 'order'] } } as const;
/** Anyone holding a card may read its balance (rate-limited per client address). */
const anyone = { access: { public: true } } as const;

export const giftCardsRoutes: FastifyPluginAsyncZod<{ giftCards: GiftCardsService }> = async (app, { giftCards }) => {
  listRoute(app, '/api/gift-cards', {
    config: admin,
    schema: {
      tags,
      summary: 'Gift cards, newest first; filters status (active, used, expired, void), q (code, buyer, note); ?format=csv or xlsx',
      querystring: giftCardListQuerySchema,
      response: { 200: giftCardListSchema },
    },
    list: (request) => giftCards.list(request.query),
    download: async (request, language) => ({
      fileName: 'gift-cards',
      rows: await giftCards.listForExport(request.query),
      columns: giftCardColumns(language),
    }),
  });

  app.post(
    '/api/gift-cards',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Sell a gift card: the server draws its code (XXXX-XXXX-XXXX-XXXX, 80 random bits)',
        body: giftCardInputSchema,
        response: { 201: giftCardDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await giftCards.create(request.body, actorOf(request))),
  );

  app.post(
    '/api/gift-cards/redeem',
    {
      config: till,
      schema: {
        tags,
        summary:
          "Pay an amount of an issued bill (its number) with a gift card: the bill gets a gift-card payment; answers the card's remaining balance and what the bill has left. 422 code invalid (unknown) or expired, amountCents insufficient_balance or more_than_left_to_pay, billNumber unknown_bill or bill_not_open; 429 after 10 wrong codes in 15 min",
        body: giftCardRedeemSchema,
        response: { 200: giftCardRedeemedSchema },
      },
    },
    async (request) => giftCards.redeem(request.body, { ...actorOf(request), key: `user:${request.user!.id}` }),
  );

  app.post(
    '/api/gift-cards/balance',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'The balance of a gift card by its code; 422 invalid for an unknown code; 429 after 10 wrong codes in 15 min',
        body: giftCardBalanceInputSchema,
        response: { 200: giftCardBalanceSchema },
      },
    },
    async (request) => giftCards.balance(request.body, `ip:${request.ip}`),
  );

  app.post(
    '/api/gift-cards/:id/void',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Void a gift card (replaced, made by mistake, other): what remains goes to 0 and it is refused at every use since; 409 already_voided or nothing_left (decision 119)',
        params: idParamSchema,
        body: giftCardVoidSchema,
        response: { 200: giftCardDetailSchema },
      },
    },
    async (request) => giftCards.voidCard(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/gift-cards/:id',
    {
      config: admin,
      schema: { tags, summary: 'A gift card with the history of each use', params: idParamSchema, response: { 200: giftCardDetailSchema } },
    },
    async (request) => giftCards.get(request.params.id),
  );
};
