import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryQuoteQuerySchema,
  deliveryQuoteSchema,
  deliverySettingsInputSchema,
  deliverySettingsSchema,
  idParamSchema,
  onlinePaymentConfigSchema,
  payOnlineSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import type { DeliverySettingsService } from './delivery-settings.service';
import type { OnlinePaymentsService } from './online-payments.service';

const tags = ['billing'];
const anyone = { access: { public: true } } as const;
const signedIn = { access: { auth: true } } as const;
const admin = { access: ADMIN } as const;
/** The provider calls it: no session and no CSRF token, its Stripe-Signature is the proof (checked in the service). */
const provider = { access: { public: true }, csrf: false } as const;

export const onlinePaymentsRoutes: FastifyPluginAsyncZod<{ payments: OnlinePaymentsService; delivery: DeliverySettingsService }> = async (
  app,
  { payments, delivery },
) => {
  app.get(
    '/api/payments/config',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Whether online payment is configured (the "Pay online" button shows only then)',
        response: { 200: onlinePaymentConfigSchema },
      },
    },
    async () => payments.config(),
  );

  app.post(
    '/api/bills/:id/pay-online',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A checkout page for what remains to pay on a bill I see: { url }. 404 another's bill, 409 not_configured, already_paid",
        params: idParamSchema,
        response: { 200: payOnlineSchema },
      },
    },
    async (request) => payments.payBill(request.user!, request.params.id, request.ip),
  );

  // The webhook reads its body as the exact bytes the provider signed: its own JSON parser, in its own scope.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/webhook',
      {
        config: provider,
        schema: {
          tags,
          summary: 'The payment provider’s notification (Stripe-Signature verified; each event id handled once); 400 signature_invalid',
          response: { 200: z.object({ received: z.boolean(), handled: z.boolean() }) },
        },
      },
      async (request) => payments.webhook(typeof request.body === 'string' ? request.body : '', request.headers),
    );
  });

  app.get(
    '/api/delivery-settings',
    {
      config: anyone,
      schema: {
        tags,
        summary: 'Delivery methods (home, store pickup, relay point) with prices and enabled flags, and the free-delivery threshold',
        response: { 200: deliverySettingsSchema },
      },
    },
    async () => delivery.get(),
  );

  app.get(
    '/api/delivery-quote',
    {
      config: anyone,
      schema: {
        tags,
        summary:
          'The delivery methods offered at a Belgian postal code with their price (zones; free from the threshold on an order of totalCents)',
        querystring: deliveryQuoteQuerySchema,
        response: { 200: deliveryQuoteSchema },
      },
    },
    async (request) => delivery.quote(request.query.postalCode, request.query.totalCents),
  );

  app.put(
    '/api/delivery-settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the delivery methods and the free-delivery threshold',
        body: deliverySettingsInputSchema,
        response: { 200: deliverySettingsSchema },
      },
    },
    async (request) => delivery.update(request.body, actorOf(request)),
  );
};
