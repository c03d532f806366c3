import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider';
import { createStripeProvider, stripeEvent, stripeSignature, verifyStripeSignature } from './stripe.provider';

const settings = { secretKey: 'sk_test_123', webhookSecret: 'whsec_abc', apiUrl: 'https://stripe.example' };

describe('the Stripe adapter', () => {
  it('creates a Checkout Session through the REST API, form-encoded, with the secret key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' }), { status: 200 });
    }) as unknown as typeof fetch;
    const stripe = createStripeProvider(settings, fakeFetch);
    const checkout = await stripe.createCheckout({
      reference: 'bill-7',
      amountCents: 12_100,
      currency: 'eur',
      description: 'Veloport 2026-00007',
      customerEmail: 'a@b.test',
      locale: 'nl',
      successUrl: 'http://p/ok',
      cancelUrl: 'http://p/ko',
      metadata: { billId: '7' },
    });
    expect(checkout).toEqual({ sessionId: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
    expect(calls[0]!.url).toBe('https://stripe.example/v1/checkout/sessions');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer sk_test_123');
    const form = new URLSearchParams(String(calls[0]!.init.body));
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      client_reference_id: 'bill-7',
      'line_items[0][price_data][unit_amount]': '12100',
      'line_items[0][price_data][currency]': 'eur',
      'metadata[billId]': '7',
      locale: 'nl',
      customer_email: 'a@b.test',
    });
  });

  it('reports a refused session', async () => {
    const fakeFetch = (async () =>
      new Response(JSON.stringify({ error: { message: 'Invalid API Key' } }), { status: 401 })) as unknown as typeof fetch;
    await expect(
      createStripeProvider(settings, fakeFetch).createCheckout({
        reference: 'r',
        amountCents: 1,
        currency: 'eur',
        description: 'd',
        customerEmail: null,
        locale: 'fr',
        successUrl: 'u',
        cancelUrl: 'u',
        metadata: {},
      }),
    ).rejects.toThrow(/401.*Invalid API Key/);
  });

  it('refunds part of a checkout through the Refunds API: its PaymentIntent, the amount, the Idempotency-Key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.includes('/v1/checkout/sessions/'))
        return new Response(JSON.stringify({ id: 'cs_test_a1', payment_intent: 'pi_9' }), { status: 200 });
      return new Response(JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded', amount: 4_000 }), { status: 200 });
    }) as unknown as typeof fetch;
    const refund = await createStripeProvider(settings, fakeFetch).refund({
      sessionId: 'cs_test_a1',
      amountCents: 4_000,
      idempotencyKey: 'k-1',
    });
    expect(refund).toEqual({ refundId: 're_1' });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['GET', 'https://stripe.example/v1/checkout/sessions/cs_test_a1'],
      ['POST', 'https://stripe.example/v1/refunds'],
    ]);
    const headers = calls[1]!.init.headers as Record<string, string>;
    expect([headers.authorization, headers['idempotency-key']]).toEqual(['Bearer sk_test_123', 'k-1']);
    expect(Object.fromEntries(new URLSearchParams(String(calls[1]!.init.body)))).toEqual({ payment_intent: 'pi_9', amount: '4000' });
  });

  it('reports a refused refund', async () => {
    const fakeFetch = (async (url: string) =>
      url.includes('/v1/refunds')
        ? new Response(JSON.stringify({ error: { message: 'Refund amount exceeds the charge' } }), { status: 400 })
        : new Response(JSON.stringify({ id: 'cs_1', payment_intent: 'pi_1' }), { status: 200 })) as unknown as typeof fetch;
    await expect(
      createStripeProvider(settings, fakeFetch).refund({ sessionId: 'cs_1', amountCents: 1, idempotencyKey: 'k' }),
    ).rejects.toThrow(/400.*exceeds/);
  });

  it('verifies Stripe-Signature like Stripe: HMAC-SHA256 of "t.body", any v1, five minutes of tolerance', () => {
    const body = '{"id":"evt_1","type":"checkout.session.completed"}';
    const now = Date.parse('2026-11-29T10:00:00Z');
    const at = Math.floor(now / 1000);
    expect(() => verifyStripeSignature(body, stripeSignature(body, 'whsec_abc', at), 'whsec_abc', now)).not.toThrow();
    const [t, v1] = stripeSignature(body, 'whsec_abc', at).split(',');
    expect(() => verifyStripeSignature(body, `${t},v1=deadbeef,${v1},v0=old`, 'whsec_abc', now)).not.toThrow();
    expect(() => verifyStripeSignature(body, stripeSignature(body, 'whsec_other', at), 'whsec_abc', now)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeSignature(`${body} `, stripeSignature(body, 'whsec_abc', at), 'whsec_abc', now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyStripeSignature(body, stripeSignature(body, 'whsec_abc', Math.floor(now / 1000) - 301), 'whsec_abc', now)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyStripeSignature(body, undefined, 'whsec_abc', now)).toThrow(WebhookSignatureError);
  });

  it('accepts a signature computed outside our code (a fixed vector, HMAC-SHA256 by OpenSSL) and refuses it altered', () => {
    // printf '%s' '1700000000.<body>' | openssl dgst -sha256 -hmac 'whsec_known_vector'
    const body = '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"id":"cs_1","amount_total":12100}}}';
    const header = 't=1700000000,v1=65e8c48bd7b6048beeb0666802aee61faff2dcec1553762ae038c9e0d5147644';
    const then = 1_700_000_000_000 + 60_000;
    expect(stripeSignature(body, 'whsec_known_vector', 1_700_000_000)).toBe(header);
    expect(() => verifyStripeSignature(body, header, 'whsec_known_vector', then)).not.toThrow();
    expect(() => verifyStripeSignature(body.replace('12100', '12101'), header, 'whsec_known_vector', then)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeSignature(body, header.replace('65e8', '65e9'), 'whsec_known_vector', then)).toThrow(WebhookSignatureError);
  });

  it('reads a paid checkout, and ignores the rest', () => {
    const paid = JSON.stringify({
      id: 'evt_2',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', payment_status: 'paid', amount_total: 500 } },
    });
    expect(stripeEvent(paid)).toEqual({
      eventId: 'evt_2',
      type: 'checkout.session.completed',
      kind: 'checkout_paid',
      sessionId: 'cs_1',
      amountCents: 500,
    });
    const unpaid = JSON.stringify({
      id: 'evt_3',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', payment_status: 'unpaid', amount_total: 500 } },
    });
    expect(stripeEvent(unpaid).kind).toBe('ignored');
    expect(() => stripeEvent('not json')).toThrow(WebhookSignatureError);
  });
});
