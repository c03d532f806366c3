import { describe, expect, it } from 'vitest';
import { addDays } from '@veloport/domain';
import { useDemoApp } from '../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');

const customer = { email: 'rider@example.test', firstName: 'Lena', lastName: 'Maes' };
/** Days far past the demo's rentals, counted from the app's Brussels today. */
const days = (from: number, to: number) => ({ start: addDays(t.clock.today(), from), end: addDays(t.clock.today(), to) });
const free = (d: { start: string; end: string }) => t.client().get(`/api/public/rentals/bikes?start=${d.start}&end=${d.end}`);

describe('renting a bike online', () => {
  it('lists the rental bikes free on those days with the day rate, the total and the deposit', async () => {
    const res = await free(days(200, 202));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const bike = res.body.data[0];
    expect(bike.totalCents).toBe(bike.dayRateCents * 3);
    expect(bike).toMatchObject({ id: expect.any(Number), model: expect.any(String), depositCents: expect.any(Number) });
  });

  it('refuses days in the past, backwards or too long', async () => {
    expect((await free(days(-1, 2))).body.error.fields).toEqual({ start: 'in_the_past' });
    expect((await free(days(5, 3))).body.error.fields).toEqual({ end: 'end_before_start' });
    expect((await free(days(5, 60))).body.error.fields).toEqual({ end: 'period_too_long' });
  });

  it('books a bike, which the back office sees and no one else can book for those days', async () => {
    const d = days(210, 212);
    const bike = (await free(d)).body.data[0];
    const res = await t
      .client()
      .post('/api/public/rentals/bookings', { bikeId: bike.id, ...d, customer: { ...customer, language: 'nl' }, acceptTerms: true });
    expect(res.status, res.raw).toBe(201);
    // The confirmation the booking page promises, in the customer's language.
    const mail = t.mailsTo(customer.email).at(-1)!;
    expect(mail.subject).toBe(`Veloport: je huur ${res.body.code} is gereserveerd`);
    expect(mail.text).toContain(bike.model);
    expect(res.body).toMatchObject({
      code: expect.stringMatching(/^R-\d{6}$/),
      totalCents: bike.totalCents,
      depositCents: bike.depositCents,
    });
    const seen = await admin.get(`/api/bike-rentals/${res.body.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ status: 'booked', email: customer.email, startDate: d.start, endDate: d.end });
    expect((await free(days(211, 215))).body.data.map((b: { id: number }) => b.id)).not.toContain(bike.id);
    const again = await t
      .client()
      .post('/api/public/rentals/bookings', { bikeId: bike.id, ...days(212, 214), customer, acceptTerms: true });
    expect([again.status, again.body.error.code]).toEqual([409, 'bike_unavailable']);
  });

  it('gives one booking and 409 bike_unavailable to the others when many book the same bike at once', async () => {
    const d = days(230, 231);
    const bike = (await free(d)).body.data[0];
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.client().post('/api/public/rentals/bookings', { bikeId: bike.id, ...d, customer, acceptTerms: true }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(Array(11).fill('bike_unavailable'));
  });

  it('refuses an unknown bike and a booking without the terms accepted', async () => {
    const d = days(240, 241);
    const unknown = await t.client().post('/api/public/rentals/bookings', { bikeId: 999_999, ...d, customer, acceptTerms: true });
    expect([unknown.status, unknown.body.error.fields]).toEqual([422, { bikeId: 'unknown_bike' }]);
    const bike = (await free(d)).body.data[0];
    const terms = await t.client().post('/api/public/rentals/bookings', { bikeId: bike.id, ...d, customer, acceptTerms: false });
    expect([terms.status, terms.body.error.fields]).toEqual([422, { acceptTerms: 'terms_not_accepted' }]);
  });
});
