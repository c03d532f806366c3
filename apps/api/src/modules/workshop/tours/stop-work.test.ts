import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, png, signedIn, type SignedClient } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const employee = t.signedIn('employee');
const mechanic = t.signedIn('mechanic');
let otherMechanic: SignedClient;
let accessoryId: number;
let tourId: number;
let stops: { id: number; maintenanceRequestId: number }[];
const id = () => randomUUID();

beforeAll(async () => {
  await t.db.execute(sql`update users set permissions = '{bikeMechanic}' where email = 'employee@globex.test'`);
  otherMechanic = await signedIn(t, 'employee@globex.test');
  accessoryId = (await admin.post('/api/catalog/accessories', { name: 'Phone test tube', category: 'other', priceCents: 1210 })).body
    .accessory.id;
  for (const locationId of [1, 2])
    await admin.post('/api/stock/accessories/movements', { accessoryId, locationId, delta: 3, reason: 'delivery' });
  // An accessory the workshop also fits (decision 102): only those are offered and used as parts.
  await admin.put(`/api/workshop/part-accessories/${accessoryId}`, { part: true });
  // The demo's confirmed tour of today for Marc (seed-tours-demo.ts).
  const today = (await mechanic.get('/api/tours/mine')).body.data[0];
  tourId = today.id;
  stops = today.stops;
}, 60_000);

const url = (stop: { id: number }, what: string) => `/api/tours/${tourId}/stops/${stop.id}/${what}`;
const stockOf = async () =>
  (await admin.get(`/api/stock/accessories?q=${encodeURIComponent('Phone test tube')}`)).body.data[0].quantities.reduce(
    (s: number, q: { quantity: number }) => s + q.quantity,
    0,
  ) as number;

describe("the mechanic's day at each stop", () => {
  it('gives each stop its bike, step, parts, notes and photos, and the parts the stores hold', async () => {
    const res = await mechanic.get('/api/tours/mine/work');
    expect(res.status).toBe(200);
    expect(res.body.stops).toHaveLength(stops.length);
    expect(res.body.stops[0]).toMatchObject({
      tourId,
      stopId: stops[0]!.id,
      maintenanceRequestId: stops[0]!.maintenanceRequestId,
      parts: [],
    });
    // The demo's notes on the first two stops (seed-mechanic-day-demo.ts).
    expect(res.body.stops[0].notes).toEqual([expect.objectContaining({ by: { id: mechanic.user.id, name: expect.any(String) } })]);
    expect(res.body.stops.every((s: { bike: { frameNumber: string | null } }) => typeof s.bike.frameNumber === 'string')).toBe(true);
    expect(res.body.parts).toEqual(
      expect.arrayContaining([expect.objectContaining({ accessoryId, name: 'Phone test tube', quantity: 3 })]),
    );
  });

  it('is for the workshop only: an employee 403, anonymous 401, another mechanic does not find the tour (404)', async () => {
    expect((await employee.get('/api/tours/mine/work')).status).toBe(403);
    expect((await t.client().get('/api/tours/mine/work')).status).toBe(401);
    expect((await employee.post(url(stops[0]!, 'notes'), { text: 'x', clientActionId: id() })).status).toBe(403);
    expect((await otherMechanic.get('/api/tours/mine/work')).body.stops).toEqual([]);
    expect((await otherMechanic.get(url(stops[0]!, 'work'))).status).toBe(404);
    expect((await otherMechanic.post(url(stops[0]!, 'notes'), { text: 'Pas à moi', clientActionId: id() })).status).toBe(404);
    expect((await mechanic.post(`/api/tours/${tourId}/stops/999999/notes`, { text: 'x', clientActionId: id() })).status).toBe(404);
  });
});

describe('ticking a step', () => {
  it('moves the request forward once, even when the phone replays it', async () => {
    const stop = stops[0]!;
    const action = id();
    const first = await mechanic.post(url(stop, 'step'), { step: 'diagnosis', clientActionId: action });
    expect(first.status).toBe(200);
    expect(first.body.step).toBe('diagnosis');
    expect(first.body.nextSteps).not.toContain('diagnosis');
    const replay = await mechanic.post(url(stop, 'step'), { step: 'diagnosis', clientActionId: action });
    expect(replay.status).toBe(200);
    const request = await admin.get(`/api/maintenance-requests/${stop.maintenanceRequestId}`);
    expect(request.body.steps.filter((s: { step: string }) => s.step === 'diagnosis')).toHaveLength(1);
    expect(request.body.steps.at(-1).by.id).toBe(mechanic.user.id);
  });
  it('refuses going back (409) and a bad step or a missing action id (422)', async () => {
    const stop = stops[0]!;
    expect((await mechanic.post(url(stop, 'step'), { step: 'reception', clientActionId: id() })).body.error.code).toBe(
      'invalid_transition',
    );
    expect((await mechanic.post(url(stop, 'step'), { step: 'flying', clientActionId: id() })).status).toBe(422);
    expect((await mechanic.post(url(stop, 'step'), { step: 'in_progress' })).status).toBe(422);
  });
  it('refuses an action id already used at another stop (422)', async () => {
    const action = id();
    expect((await mechanic.post(url(stops[1]!, 'notes'), { text: 'Vu le client', clientActionId: action })).status).toBe(201);
    const res = await mechanic.post(url(stops[2]!, 'notes'), { text: 'Autre', clientActionId: action });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ clientActionId: 'duplicate' });
  });
});

describe('parts used', () => {
  it('adds a job line and takes the part out of the stock once, replay or not', async () => {
    const stop = stops[1]!;
    const before = await stockOf();
    const action = id();
    const res = await mechanic.post(url(stop, 'parts'), { accessoryId, quantity: 1, clientActionId: action });
    expect(res.status).toBe(201);
    expect(res.body.parts).toEqual([expect.objectContaining({ accessoryId, description: 'Phone test tube', quantity: 1 })]);
    expect((await mechanic.post(url(stop, 'parts'), { accessoryId, quantity: 1, clientActionId: action })).body.parts).toHaveLength(1);
    expect(await stockOf()).toBe(before - 1);
    const lines = (await admin.get(`/api/maintenance-requests/${stop.maintenanceRequestId}/lines`)).body.lines;
    // What the shop sells it for (12.10 € + 21 % = 14.64 €), net on the line: the job adds the parts' VAT.
    expect(lines).toEqual([expect.objectContaining({ kind: 'part', accessoryId, unitPriceCents: 1210, vatRate: 21 })]);
  });
  it('refuses more than the store holds (409) and lets the same action be sent again afterwards', async () => {
    const stop = stops[1]!;
    const action = id();
    expect((await mechanic.post(url(stop, 'parts'), { accessoryId, quantity: 50, clientActionId: action })).body.error.code).toBe(
      'stock_insufficient',
    );
    expect((await mechanic.post(url(stop, 'parts'), { accessoryId, quantity: 1, clientActionId: action })).status).toBe(201);
    expect((await mechanic.post(url(stop, 'parts'), { accessoryId: 999999, clientActionId: id() })).body.error.fields).toEqual({
      accessoryId: 'unknown_accessory',
    });
    expect((await mechanic.post(url(stop, 'parts'), { accessoryId, quantity: 0, clientActionId: id() })).status).toBe(422);
  });
});

describe('notes and photos', () => {
  it('keeps a note with who and when, once, and records it', async () => {
    const stop = stops[3]!;
    const action = id();
    const res = await mechanic.post(url(stop, 'notes'), { text: 'Garage au sous-sol, badge à l’accueil', clientActionId: action });
    expect(res.status).toBe(201);
    await mechanic.post(url(stop, 'notes'), { text: 'Garage au sous-sol, badge à l’accueil', clientActionId: action });
    expect(res.body.notes).toEqual([
      expect.objectContaining({ text: 'Garage au sous-sol, badge à l’accueil', by: { id: mechanic.user.id, name: expect.any(String) } }),
    ]);
    expect(
      (await mechanic.get(url(stop, 'work'))).body.notes.filter(
        (n: { text: string }) => n.text === 'Garage au sous-sol, badge à l’accueil',
      ),
    ).toHaveLength(1);
    expect((await auditOf(t.db, 'tour', tourId)).map((a) => a.action)).toContain('tour.stop_note_added');
    expect((await mechanic.post(url(stop, 'notes'), { text: '   ', clientActionId: id() })).status).toBe(422);
  });
  it('keeps a photo with the request once; refuses what is not an image (422) or above 10 MB (413)', async () => {
    const stop = stops[4]!;
    const action = id();
    const before = (await admin.get(`/api/maintenance-requests/${stop.maintenanceRequestId}`)).body.photos.length as number;
    const res = await mechanic.upload(`${url(stop, 'photos')}?clientActionId=${action}`, {
      filename: 'photo.png',
      contentType: 'image/png',
      data: png(),
    });
    expect(res.status).toBe(201);
    expect(res.body.photos).toHaveLength(before + 1);
    expect(
      (
        await mechanic.upload(`${url(stop, 'photos')}?clientActionId=${action}`, {
          filename: 'photo.png',
          contentType: 'image/png',
          data: png(),
        })
      ).body.photos,
    ).toHaveLength(before + 1);
    const image = await mechanic.get(res.body.photos.at(-1).url);
    expect(image.status).toBe(200);
    expect(
      (
        await mechanic.upload(`${url(stop, 'photos')}?clientActionId=${id()}`, {
          filename: 'x.png',
          contentType: 'image/png',
          data: Buffer.from('not an image'),
        })
      ).status,
    ).toBe(422);
    const big = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024)]);
    expect(
      (await mechanic.upload(`${url(stop, 'photos')}?clientActionId=${id()}`, { filename: 'big.png', contentType: 'image/png', data: big }))
        .status,
    ).toBe(413);
    expect((await mechanic.upload(url(stop, 'photos'), { filename: 'photo.png', contentType: 'image/png', data: png() })).status).toBe(422);
  });
});

describe('a draft tour', () => {
  it('is not worked through yet (409)', async () => {
    const draft = (await admin.get('/api/tours?status=draft&perPage=1')).body.data[0];
    const detail = (await admin.get(`/api/tours/${draft.id}`)).body;
    const res = await admin.post(`/api/tours/${draft.id}/stops/${detail.stops[0].id}/notes`, { text: 'Trop tôt', clientActionId: id() });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_transition');
  });
});
