import crypto from 'node:crypto';
import {
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
  type RefundRequest,
} from './payment-provider';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: string };
type Fetch = typeof fetch;

/** A Stripe-Signature older than this is refused (Stripe's own libraries default to 5 minutes): no replay later. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** `Stripe-Signature: t=1700000000,v1=<hex HMAC-SHA256 of "t.body">` as Stripe computes it. */
export function stripeSignature(rawBody: string, secret: string, timestamp: number): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Checks a Stripe-Signature header against the raw body (constant-time compare, timestamp tolerance). */
export function verifyStripeSignature(rawBody: string, header: string | string[] | undefined, secret: string, now: number): void {
  if (typeof header !== 'string' || !header) throw new WebhookSignatureError('Missing Stripe-Signature');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('Malformed Stripe-Signature');
  if (Math.abs(now / 1000 - timestamp) > STRIPE_SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError('Stripe-Signature too old');
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex'));
  const ok = signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError('Stripe-Signature does not match');
}

/** A Stripe event (signature already verified) as our PaymentEvent. */
export function stripeEvent(rawBody: string): PaymentEvent {
  let event: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown; payment_status?: unknown; amount_total?: unknown } } };
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('Body is not JSON');
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new WebhookSignatureError('Not a Stripe event');
  const session = event.data?.object;
  const paidTypes = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
  if (
    paidTypes.includes(event.type) &&
    session &&
    typeof session.id === 'string' &&
    session.payment_status === 'paid' &&
    typeof session.amount_total === 'number'
  ) {
    return { eventId: event.id, type: event.type, kind: 'checkout_paid', sessionId: session.id, amountCents: session.amount_total };
  }
  return { eventId: event.id, type: event.type, kind: 'ignored' };
}

/** Form encoding as the Stripe REST API reads it: nested keys in brackets. */
function form(values: Record<string, string | number | null | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

/**
 * Stripe Checkout Sessions through its REST API (no SDK): POST /v1/checkout/sessions with the secret key, an
 * idempotency key per reference and amount, the customer sent to `url`; `checkout.session.completed` comes back.
 */
export function createStripeProvider(settings: StripeSettings, fetchImpl: Fetch = fetch): PaymentProvider {
  const authorization = `Bearer ${settings.secretKey}`;
  type StripeAnswer = { id?: string; payment_intent?: string | { id?: string } | null; status?: string; error?: { message?: string } };
  const answer = async (response: Response) => (await response.json().catch(() => null)) as StripeAnswer | null;
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const body = form({
        mode: 'payment',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.reference,
        customer_email: request.customerEmail,
        locale: request.locale,
        'line_items[0][quantity]': 1,
        'line_items[0][price_data][currency]': request.currency,
        'line_items[0][price_data][unit_amount]': request.amountCents,
        'line_items[0][price_data][product_data][name]': request.description,
        ...Object.fromEntries(Object.entries(request.metadata).map(([k, v]) => [`metadata[${k}]`, v])),
      });
      const response = await fetchImpl(`${settings.apiUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `${request.reference}-${request.amountCents}-${crypto.randomUUID()}`,
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await response.json().catch(() => null)) as { id?: string; url?: string; error?: { message?: string } } | null;
      if (!response.ok || !json?.id || !json.url)
        throw new Error(`Stripe checkout failed (${response.status}): ${json?.error?.message ?? 'no session'}`);
      return { sessionId: json.id, url: json.url };
    },
    parseWebhook(rawBody, headers, now) {
      verifyStripeSignature(rawBody, headers['stripe-signature'], settings.webhookSecret, now.getTime());
      return stripeEvent(rawBody);
    },
    /**
     * Stripe's Refunds API (decision 112): the checkout session read for its PaymentIntent, then POST /v1/refunds with
     * `payment_intent` and `amount`, under the caller's Idempotency-Key (Stripe answers a repeat with the same refund).
     */
    async refund(request: RefundRequest): Promise<ProviderRefund> {
      const session = await fetchImpl(`${settings.apiUrl}/v1/checkout/sessions/${encodeURIComponent(request.sessionId)}`, {
        method: 'GET',
        headers: { authorization },
        signal: AbortSignal.timeout(15_000),
      });
      const read = await answer(session);
      const intent = typeof read?.payment_intent === 'string' ? read.payment_intent : read?.payment_intent?.id;
      if (!session.ok || !intent)
        throw new Error(
          `Stripe session ${request.sessionId} unreadable (${session.status}): ${read?.error?.message ?? 'no payment intent'}`,
        );
      const response = await fetchImpl(`${settings.apiUrl}/v1/refunds`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': request.idempotencyKey,
        },
        body: form({ payment_intent: intent, amount: request.amountCents }),
        signal: AbortSignal.timeout(15_000),
      });
      const json = await answer(response);
      if (!response.ok || !json?.id || json.status === 'failed' || json.status === 'canceled')
        throw new Error(`Stripe refund failed (${response.status}): ${json?.error?.message ?? json?.status ?? 'no refund'}`);
      return { refundId: json.id };
    },
  };
}
