import { stripeEvent, verifyStripeSignature } from './stripe.provider';
import type { CheckoutRequest, PaymentProvider } from './payment-provider';

/**
 * The test double of the payment provider (tests only): checkouts get a made-up session and URL, webhooks are signed
 * and read exactly as Stripe's (the same verification code), with `secret`.
 */
export function createTestPaymentProvider(secret: string): PaymentProvider & { checkouts: CheckoutRequest[] } {
  const checkouts: CheckoutRequest[] = [];
  return {
    name: 'test',
    checkouts,
    async createCheckout(request) {
      checkouts.push(request);
      const sessionId = `cs_test_${checkouts.length}_${request.reference}`;
      return { sessionId, url: `https://pay.test/checkout/${sessionId}` };
    },
    parseWebhook(rawBody, headers, now) {
      verifyStripeSignature(rawBody, headers['stripe-signature'], secret, now.getTime());
      return stripeEvent(rawBody);
    },
  };
}
