import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, offerPromoCodeInputSchema, offerSchema } from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { salesStaffOnly } from '../sales.scope';
import type { OfferPromoService } from './offer-promo.service';

const tags = ['sales'];
/** Admin and the `order` permission manage offers (decision 021). */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;

export const offerPromoRoutes: FastifyPluginAsyncZod<{ offerPromo: OfferPromoService }> = async (app, { offerPromo }) => {
  app.post(
    '/api/offers/:id/promo-code',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary:
          'Put a promo code on a sale offer in progress (422 on `code`: invalid, inactive, not_started, expired, used_up, customer_limit, below_minimum, not_applicable, sale_only)',
        params: idParamSchema,
        body: offerPromoCodeInputSchema,
        response: { 200: offerSchema },
      },
    },
    async (request) => offerPromo.apply(request.user!, request.params.id, request.body.code, actorOf(request)),
  );

  app.delete(
    '/api/offers/:id/promo-code',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'Take the promo code off an offer in progress', params: idParamSchema, response: { 200: offerSchema } },
    },
    async (request) => offerPromo.remove(request.user!, request.params.id, actorOf(request)),
  );
};
