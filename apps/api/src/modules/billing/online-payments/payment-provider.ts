/**
 * The port to an online payment provider (issue 14, decision 050): a hosted checkout page for an amount, and the
 * provider's notification read back (its signature verified). Stripe is the real adapter; tests use a double.
 */
export type CheckoutRequest = {
  /** Our reference, e.g. `bill-42`: the provider keeps it and sends it back. */
  reference: string;
  amountCents: number;
  currency: 'eur';
  description: string;
  customerEmail: string | null;
  locale: 'fr' | 'nl' | 'en';
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
};

export type Checkout = { sessionId: string; url: string };

/** What a webhook said: a checkout paid, or anything else (acknowledged and ignored). */
export type PaymentEvent = { eventId: string; type: string } & (
  { kind: 'checkout_paid'; sessionId: string; amountCents: number } | { kind: 'ignored' }
);

/**
 * Money of a paid checkout given back on the means that paid it (decision 112): part or all of it, once per
 * `idempotencyKey` (the provider answers a repeated key with the refund it already made).
 */
export type RefundRequest = { sessionId: string; amountCents: number; idempotencyKey: string };
export type ProviderRefund = { refundId: string };

export type PaymentProvider = {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** The event in a webhook's raw body; throws WebhookSignatureError when the signature does not verify. */
  /** `now`: the app's clock, against which the signature's timestamp is judged (no replay later). */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): PaymentEvent;
  /** Gives back `amountCents` of the checkout `sessionId` paid; throws when the provider refuses or cannot be reached. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
};

export class WebhookSignatureError extends Error {}
