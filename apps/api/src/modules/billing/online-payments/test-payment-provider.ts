import { stripeEvent, verifyStripeSignature } from './stripe.provider';
import type { CheckoutRequest, PaymentProvider, RefundRequest } from './payment-provider';

/**
 * The test double of the payment provider (tests only): checkouts get a made-up session and URL, webhooks are signed
 * and read exactly as Stripe's (the same verification code), with `secret`. Refunds are recorded as asked (every
 * call, `re_test_<n>`); `refusing` set makes the next ones fail as a provider that says no or cannot be reached.
 */
export type TestPaymentProvider = PaymentProvider & { checkouts: CheckoutRequest[]; refunds: RefundRequest[]; refusing: string | null };

export function createTestPaymentProvider(secret: string): TestPaymentProvider {
  const checkouts: CheckoutRequest[] = [];
  const refunds: RefundRequest[] = [];
  const double: TestPaymentProvider = {
    name: 'test',
    checkouts,
    refunds,
    refusing: null,
    async refund(request) {
      if (double.refusing) throw new Error(double.refusing);
      refunds.push(request);
      return { refundId: `re_test_${refunds.length}` };
    },
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
  return double;
}
