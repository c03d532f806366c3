import { PERMISSIONS } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../modules/identity/identity.table';
import { createBike, createModel, signedIn } from './fixtures';
import type { TestClient } from './harness';
import { useDemoApp } from './demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const mechanic = t.signedIn('mechanic');

/** A POST as a client sends it with nothing to say: no body and no Content-Type, or an empty JSON body. */
const bare = (client: TestClient, url: string) => client.request('POST', url);
const emptyJson = (client: TestClient, url: string) => client.request('POST', url, '', { 'content-type': 'application/json' });

type Operation = { requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> } };
/** Every POST the API publishes whose body may be left out: no body schema, or one without a required field. */
function bodylessActions(): { url: string; schema: boolean }[] {
  const spec = t.app.swagger() as { paths: Record<string, { post?: Operation }> };
  return Object.entries(spec.paths).flatMap(([path, ops]) => {
    const json = ops.post?.requestBody?.content?.['application/json']?.schema;
    if (!ops.post || (json && (json.required ?? []).length > 0)) return [];
    // An id that names nothing: validation runs before the handler, and no demo record is changed by the walk.
    return [{ url: path.replace(/\{\w+\}/g, '999999'), schema: Boolean(json) }];
  });
}

describe('a POST action without a body is read like one with {} (issue 26)', () => {
  it('credits a bill, publishes a post, optimises a tour, ticks a stop and hands a rental over and back, all without a body', async () => {
    const bill = (await admin.get('/api/bills?status=issued&perPage=1')).body.data[0];
    const credit = await bare(admin, `/api/bills/${bill.id}/credit-note`);
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ kind: 'credit_note', status: 'issued' });

    const draft = (await admin.get('/api/blog-posts?perPage=100')).body.data.find((p: { status: string }) => p.status === 'draft');
    const published = await emptyJson(admin, `/api/blog-posts/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('published');

    const tour = (await admin.get('/api/tours?status=draft&perPage=1')).body.data[0];
    const optimised = await bare(admin, `/api/tours/${tour.id}/optimise`);
    expect(optimised.status).toBe(200);
    expect(optimised.body.distanceMeters).toEqual(expect.any(Number));

    const mine = (await mechanic.get('/api/tours/mine')).body.data[0];
    const stop = mine.stops.find((s: { doneAt: string | null }) => s.doneAt === null);
    const done = await bare(mechanic, `/api/tours/${mine.id}/stops/${stop.id}/done`);
    expect(done.status).toBe(200);
    expect(done.body.stops.find((s: { id: number }) => s.id === stop.id).doneAt).toEqual(expect.any(String));

    // A rental starting today on a bike of its own (the demo's booked one starts later).
    const bike = await createBike(admin, (await createModel(admin)).id);
    await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      contractKind: 'renting',
      companyId: null,
      userId: null,
      contractMonths: null,
    });
    const today = t.app.clock.today();
    const booked = (
      await admin.post('/api/bike-rentals', {
        firstname: 'Rita',
        lastname: 'Renter',
        email: 'rita@example.com',
        startDate: today,
        endDate: today,
        bikeIds: [bike.id],
        pricePerDayCents: 2500,
      })
    ).body;
    const pickup = await bare(admin, `/api/bike-rentals/${booked.id}/pickup`);
    expect({ status: pickup.status, error: pickup.body.error }).toEqual({ status: 200, error: undefined });
    expect(pickup.body.status).toBe('picked_up');
    const returned = await emptyJson(admin, `/api/bike-rentals/${booked.id}/return`);
    expect(returned.status).toBe(200);
    expect(returned.body.status).toBe('returned');
  });

  it('names the missing fields of a job line sent without a body, exactly as for {}', async () => {
    const request = (await admin.get('/api/maintenance-requests?perPage=1')).body.data[0];
    const url = `/api/maintenance-requests/${request.id}/lines`;
    const withObject = await admin.post(url, {});
    const without = await bare(admin, url);
    expect(without.status).toBe(422);
    expect(without.body.error.fields).toEqual(withObject.body.error.fields);
    expect(without.body.error.fields._).toBeUndefined();
  });

  it('never answers a bodyless action with "_: required" or an unreadable body, on any route', async () => {
    // A shop person holding every permission, so each route's role check lets the request through to its validation.
    const [hash] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@veloport.test'));
    await t.db.insert(users).values({
      email: 'everything@veloport.test',
      passwordHash: hash!.hash,
      firstname: 'Eve',
      lastname: 'Everything',
      isAdmin: true,
      permissions: [...PERMISSIONS],
      stockLocationId: 1,
      language: 'en',
    });
    const everything = await signedIn(t, 'everything@veloport.test');
    const actions = bodylessActions().filter((a) => a.url !== '/api/auth/logout');
    expect(actions.filter((a) => a.schema).length).toBeGreaterThanOrEqual(7);
    for (const { url, schema } of actions)
      for (const send of schema ? [bare, emptyJson] : [bare]) {
        const res = await send(everything, url);
        const refused = res.status === 400 || res.status >= 500 || Boolean(res.body?.error?.fields?._);
        expect({ url, send: send.name, status: res.status, refused }).toEqual({ url, send: send.name, status: res.status, refused: false });
      }
    // Still signed in: no answer above was a 401 that proved nothing.
    expect((await everything.get('/api/auth/me')).status).toBe(200);
  });
});
