import { sql } from 'drizzle-orm';
import { brusselsToday, addDays, brusselsWallTimeToIso } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, demoCallers, signedIn, type SignedClient } from '../../../test/fixtures';
import { openDaysAt } from '../../../test/open-days';

// Decision 035: a confirmed tour sets its requests' dates, a request shows its tour, removing a visit or cancelling
// a tour puts the request back to be scheduled; the estimated duration; service lines in the reader's language.

const t = useDemoApp();
let admin: SignedClient;
let mechanic: SignedClient;
let fleetAcme: SignedClient;
let fleetGlobex: SignedClient;
let employee: SignedClient;
let acmeBikeId: number;
const LIEGE = 1;

const day = (inDays: number) => addDays(brusselsToday(), inDays);
/** The n-th day after today Liège is open: a tour is refused on a closed day (decision 098). */
let openDay: (n: number) => string;

beforeAll(async () => {
  let ids: Record<string, number>;
  ({ admin, fleetAcme, fleetGlobex, employee, ids } = await demoCallers(t));
  openDay = await openDaysAt(admin, [LIEGE]);
  await t.db.execute(sql`update users set language = 'nl' where email = 'mechanic@veloport.test'`);
  mechanic = await signedIn(t, 'mechanic@veloport.test');
  const model = await createModel(admin, { brand: 'Riese', model: 'Tournee' });
  const bike = await createBike(admin, model.id);
  await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  acmeBikeId = bike.id;
}, 60_000);

async function newRequest(address = 'Quai de Rome 25, 4000 Liège') {
  const res = await employee.post('/api/maintenance-requests', {
    bikeId: acmeBikeId,
    problem: 'Pneu crevé',
    location: 'other',
    address,
    replacementBike: false,
  });
  if (res.status !== 201) throw new Error(`request: ${res.status} ${res.raw}`);
  return res.body.id as number;
}
/** A draft tour on `date` with one visit per request (the first with a 10:00–12:00 window), each placed by hand. */
async function tourWith(date: string, requests: number[]) {
  const tour = await admin.post('/api/tours', { date, mechanicId: mechanic.user.id, storeId: LIEGE });
  if (tour.status !== 201) throw new Error(`tour: ${tour.status} ${tour.raw}`);
  const id = tour.body.id as number;
  for (const [i, maintenanceRequestId] of requests.entries()) {
    const added = await admin.post(`/api/tours/${id}/stops`, {
      maintenanceRequestId,
      ...(i === 0 ? { windowStart: '10:00', windowEnd: '12:00' } : {}),
    });
    if (added.status !== 201) throw new Error(`stop: ${added.status} ${added.raw}`);
    const stop = added.body.stops.find((s: { maintenanceRequestId: number }) => s.maintenanceRequestId === maintenanceRequestId);
    await admin.put(`/api/tours/${id}/stops/${stop.id}`, {
      lat: 50.63 + i / 100,
      lng: 5.57,
      windowStart: stop.windowStart,
      windowEnd: stop.windowEnd,
    });
  }
  return id;
}
const stopsOf = async (tourId: number) =>
  (await admin.get(`/api/tours/${tourId}`)).body.stops as { id: number; maintenanceRequestId: number }[];
const loadOn = async (date: string) =>
  (await admin.get('/api/workshop/capacity')).body.stores
    .find((c: { storeId: number }) => c.storeId === LIEGE)
    .load.find((d: { date: string }) => d.date === date) as { bookedMinutes: number };

describe('the demo, as the admin sees it', () => {
  it('fills every maintenance list, a week of tours on the map, and the price list', async () => {
    const empty: string[] = [];
    for (const filter of [
      'automatically_scheduled',
      'to_schedule',
      'waiting_client_answer',
      'waiting_workshop_confirmation',
      'at_workshop',
      'waiting_for_parts',
      'finished',
    ]) {
      if ((await admin.get(`/api/maintenance-requests?filter=${filter}&perPage=1`)).body.meta.total === 0) empty.push(filter);
    }
    expect(empty).toEqual([]);
    const week = (await admin.get(`/api/tours?from=${day(-3)}&to=${day(3)}&sort=date&order=asc&perPage=100`)).body.data as {
      id: number;
      date: string;
      status: string;
      stopCount: number;
    }[];
    expect(new Set(week.map((x) => x.date)).size).toBe(7);
    expect(week.every((x) => x.stopCount > 0)).toBe(true);
    for (const tour of week) {
      const stops = (await admin.get(`/api/tours/${tour.id}`)).body.stops as { lat: number | null; maintenanceRequestId: number }[];
      expect(stops.every((s) => s.lat !== null)).toBe(true);
      // Confirmed and done tours dated their requests, as confirming does; a done tour's visits are finished, so no
      // customer reads a "next maintenance" in the past (decision 097).
      const request = (await admin.get(`/api/maintenance-requests/${stops[0]!.maintenanceRequestId}`)).body;
      const expected = tour.status === 'done' ? 'finished' : 'automatically_scheduled';
      if (tour.status === 'draft') expect(request.filter).toBe('to_schedule');
      else expect([request.filter, request.scheduledAt?.slice(0, 10) <= tour.date]).toEqual([expected, true]);
    }
    // Emile sees the visit of his request on today's tour.
    const mine = (await employee.get('/api/maintenance-requests?perPage=100')).body.data as { id: number }[];
    const visits = await Promise.all(
      mine.map(async (r) => (await employee.get(`/api/maintenance-requests/${r.id}/tour-visit`)).body.visit),
    );
    expect(visits.some((v) => v?.date === day(0) && v.status === 'confirmed')).toBe(true);
    expect((await admin.get('/api/service-prices?perPage=1')).body.meta.total).toBeGreaterThanOrEqual(20);
  });
});

describe('confirming a tour', () => {
  it("sets each request's date to the tour's day and window, out of the lists to schedule, in both histories", async () => {
    const date = openDay(6);
    const request = await newRequest();
    const id = await tourWith(date, [request]);
    const booked = (await loadOn(date)).bookedMinutes;
    expect((await employee.get(`/api/maintenance-requests/${request}`)).body).toMatchObject({ filter: 'to_schedule', scheduledAt: null });

    const sent = t.inbox.length;
    expect((await admin.post(`/api/tours/${id}/confirm`)).status).toBe(200);
    const after = (await employee.get(`/api/maintenance-requests/${request}`)).body;
    expect(after).toMatchObject({
      filter: 'automatically_scheduled',
      scheduledAt: brusselsWallTimeToIso(`${date}T10:00`),
      store: { id: LIEGE },
    });
    expect(after.history.map((h: { action: string }) => h.action)).toContain('maintenance_request.tour_scheduled');
    const events = (await admin.get(`/api/stock/bikes/${acmeBikeId}`)).body.bike.history as {
      kind: string;
      details: Record<string, unknown>;
    }[];
    expect(events.filter((e) => e.kind === 'maintenance').map((e) => e.details)).toContainEqual(
      expect.objectContaining({ requestId: request, event: 'tour_scheduled', tourId: id, date, window: '10:00–12:00' }),
    );
    // The workshop's day counts the visit; the lists moved it on.
    expect((await loadOn(date)).bookedMinutes).toBe(booked + 60);
    const listed = async (filter: string) =>
      (await admin.get(`/api/maintenance-requests?filter=${filter}&perPage=100`)).body.data.map((r: { id: number }) => r.id);
    expect(await listed('automatically_scheduled')).toContain(request);
    expect(await listed('to_schedule')).not.toContain(request);
    expect((await admin.get('/api/tours/requests?list=to_confirm&perPage=100')).body.data.map((r: { id: number }) => r.id)).not.toContain(
      request,
    );
    // The customer's mail tells the same window.
    await t.drainJobs();
    expect(t.inbox.slice(sent).find((m) => m.to.includes('employee@acme.test'))?.text).toContain('entre 10:00 et 12:00');
  });

  it('withdraws the date proposals still open: the tour is the date', async () => {
    const request = await newRequest();
    const earliest = (await admin.get(`/api/workshop/capacity/earliest?storeId=1&durationMinutes=60&from=${day(3)}`)).body.date;
    expect((await admin.post(`/api/maintenance-requests/${request}/date-proposals`, { dates: [`${earliest}T10:00:00.000Z`] })).status).toBe(
      201,
    );
    expect((await employee.get(`/api/maintenance-requests/${request}`)).body.filter).toBe('waiting_client_answer');
    await admin.post(`/api/tours/${await tourWith(openDay(10), [request])}/confirm`);
    const after = (await employee.get(`/api/maintenance-requests/${request}`)).body;
    expect(after.filter).toBe('automatically_scheduled');
    expect(after.proposals.map((p: { status: string }) => p.status)).toEqual(['withdrawn']);
  });
});

describe('GET /api/maintenance-requests/:id/tour-visit', () => {
  it('shows the workshop the tour (drafts too) and the customer and their fleet manager the confirmed one', async () => {
    const date = openDay(11);
    const request = await newRequest();
    const none = await employee.get(`/api/maintenance-requests/${request}/tour-visit`);
    expect([none.status, none.body]).toEqual([200, { visit: null }]);
    const id = await tourWith(date, [request]);
    expect((await admin.get(`/api/maintenance-requests/${request}/tour-visit`)).body.visit).toMatchObject({
      tourId: id,
      date,
      status: 'draft',
      mechanic: { name: 'Marc Mécano' },
      store: { name: 'Liège' },
      from: '10:00',
      to: '12:00',
    });
    expect((await employee.get(`/api/maintenance-requests/${request}/tour-visit`)).body.visit).toBeNull();
    await admin.post(`/api/tours/${id}/confirm`);
    for (const client of [employee, fleetAcme, mechanic]) {
      const res = await client.get(`/api/maintenance-requests/${request}/tour-visit`);
      expect(res.status).toBe(200);
      expect(res.body.visit).toMatchObject({
        tourId: id,
        date,
        status: 'confirmed',
        from: '10:00',
        to: '12:00',
        stopStatus: 'to_do',
        plannedArrival: expect.stringMatching(/^\d\d:\d\d$/),
      });
    }
  });

  it("answers 404 for another company's request, 401 anonymous", async () => {
    const request = await newRequest();
    expect((await fleetGlobex.get(`/api/maintenance-requests/${request}/tour-visit`)).status).toBe(404);
    expect((await admin.get('/api/maintenance-requests/999999/tour-visit')).status).toBe(404);
    expect((await t.client().get(`/api/maintenance-requests/${request}/tour-visit`)).status).toBe(401);
  });
});

describe('DELETE /api/tours/:id/stops/:stopId and POST /api/tours/:id/cancel', () => {
  it('takes a visit off a confirmed tour: the request is to schedule again, the customer told, the request free for another tour', async () => {
    const date = openDay(12);
    const [kept, removed] = [await newRequest(), await newRequest('Rue Saint-Gilles 42, 4000 Liège')];
    const id = await tourWith(date, [kept, removed]);
    await admin.post(`/api/tours/${id}/confirm`);
    const stop = (await stopsOf(id)).find((s) => s.maintenanceRequestId === removed)!;
    const sent = t.inbox.length;
    const res = await admin.delete(`/api/tours/${id}/stops/${stop.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', stopCount: 1 });
    expect((await employee.get(`/api/maintenance-requests/${removed}`)).body).toMatchObject({ filter: 'to_schedule', scheduledAt: null });
    expect((await employee.get(`/api/maintenance-requests/${kept}`)).body.filter).toBe('automatically_scheduled');
    expect((await employee.get(`/api/maintenance-requests/${removed}/tour-visit`)).body.visit).toBeNull();
    expect((await auditOf(t.db, 'tour', id)).map((a) => a.action)).toContain('tour.stop_removed');
    expect((await auditOf(t.db, 'maintenance_request', removed)).map((a) => a.action)).toContain('maintenance_request.tour_unscheduled');
    await t.drainJobs();
    expect(
      t.inbox
        .slice(sent)
        .map((m) => m.text)
        .join('\n'),
    ).toContain('est annulé');
    // Free again: it can go on another tour.
    expect((await admin.post(`/api/tours/${await tourWith(openDay(13), [])}/stops`, { maintenanceRequestId: removed })).status).toBe(201);
  });

  it('keeps the date a customer accepted when a visit leaves a draft tour', async () => {
    const request = await newRequest();
    const earliest = (await admin.get(`/api/workshop/capacity/earliest?storeId=1&durationMinutes=60&from=${day(3)}`)).body.date;
    const proposal = (await admin.post(`/api/maintenance-requests/${request}/date-proposals`, { dates: [`${earliest}T10:00:00.000Z`] }))
      .body.proposals[0].id;
    await employee.post(`/api/maintenance-requests/${request}/date-proposals/${proposal}/accept`);
    const id = await tourWith(openDay(14), [request]);
    const stop = (await stopsOf(id))[0]!;
    expect((await admin.delete(`/api/tours/${id}/stops/${stop.id}`)).body).toMatchObject({ stopCount: 0, distanceMeters: null });
    expect((await employee.get(`/api/maintenance-requests/${request}`)).body).toMatchObject({
      filter: 'automatically_scheduled',
      scheduledAt: `${earliest}T10:00:00.000Z`,
    });
  });

  it("cancels a confirmed tour: its visits are to schedule again, off the mechanic's day; done visits stay", async () => {
    const date = openDay(15);
    const [done, open] = [await newRequest(), await newRequest('Rue Saint-Gilles 42, 4000 Liège')];
    const id = await tourWith(date, [done, open]);
    await admin.post(`/api/tours/${id}/confirm`);
    const doneStop = (await stopsOf(id)).find((s) => s.maintenanceRequestId === done)!;
    expect((await mechanic.post(`/api/tours/${id}/stops/${doneStop.id}/done`)).status).toBe(200);
    expect((await admin.delete(`/api/tours/${id}/stops/${doneStop.id}`)).status).toBe(409);
    const res = await admin.post(`/api/tours/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      stopCount: 1,
      can: { edit: false, confirm: false, markDone: false, cancel: false, removeStop: false },
    });
    expect((await employee.get(`/api/maintenance-requests/${open}`)).body).toMatchObject({ filter: 'to_schedule', scheduledAt: null });
    expect((await employee.get(`/api/maintenance-requests/${done}`)).body.filter).toBe('automatically_scheduled');
    expect((await mechanic.get(`/api/tours/mine?date=${date}`)).body.data).toEqual([]);
    expect((await auditOf(t.db, 'tour', id)).map((a) => a.action)).toContain('tour.cancelled');
    expect((await admin.post(`/api/tours/${id}/cancel`)).status).toBe(409);
    expect((await admin.get('/api/tours/requests?list=to_propose&perPage=100')).body.data.map((r: { id: number }) => r.id)).toContain(open);
  });

  it('refuses other roles (403) and unknown tours or stops (404), changing nothing', async () => {
    const request = await newRequest();
    const id = await tourWith(openDay(16), [request]);
    const stop = (await stopsOf(id))[0]!;
    for (const client of [mechanic, fleetAcme, employee]) {
      expect((await client.delete(`/api/tours/${id}/stops/${stop.id}`)).status).toBe(403);
      expect((await client.post(`/api/tours/${id}/cancel`)).status).toBe(403);
    }
    expect((await admin.delete(`/api/tours/${id}/stops/999999`)).status).toBe(404);
    expect((await admin.post('/api/tours/999999/cancel')).status).toBe(404);
    expect((await admin.get(`/api/tours/${id}`)).body).toMatchObject({ status: 'draft', stopCount: 1 });
  });
});

describe('POST /api/maintenance-requests/:id/estimate', () => {
  it('changes the estimated duration, booked on the planned day, with who and when', async () => {
    const request = await newRequest();
    const earliest = (await admin.get(`/api/workshop/capacity/earliest?storeId=1&durationMinutes=120&from=${day(2)}`)).body.date;
    const proposal = (await mechanic.post(`/api/maintenance-requests/${request}/date-proposals`, { dates: [`${earliest}T09:00:00.000Z`] }))
      .body.proposals[0].id;
    await employee.post(`/api/maintenance-requests/${request}/date-proposals/${proposal}/accept`);
    const booked = (await loadOn(earliest)).bookedMinutes;
    const res = await mechanic.post(`/api/maintenance-requests/${request}/estimate`, { estimatedMinutes: 120 });
    expect(res.status).toBe(200);
    expect(res.body.estimatedMinutes).toBe(120);
    expect((await loadOn(earliest)).bookedMinutes).toBe(booked + 60);
    expect(
      (await auditOf(t.db, 'maintenance_request', request)).find((a) => a.action === 'maintenance_request.estimate_changed'),
    ).toMatchObject({ actorId: mechanic.user.id });
  });

  it('refuses nonsense (422), the customer and fleet manager (403), an unknown request (404)', async () => {
    const request = await newRequest();
    for (const estimatedMinutes of [0, 10, 481, 30.5, 'an hour', null]) {
      const res = await admin.post(`/api/maintenance-requests/${request}/estimate`, { estimatedMinutes });
      expect([res.status, Object.keys(res.body.error.fields ?? {})]).toEqual([422, ['estimatedMinutes']]);
    }
    for (const client of [employee, fleetAcme, fleetGlobex])
      expect((await client.post(`/api/maintenance-requests/${request}/estimate`, { estimatedMinutes: 90 })).status).toBe(403);
    expect((await admin.post('/api/maintenance-requests/999999/estimate', { estimatedMinutes: 90 })).status).toBe(404);
    expect((await employee.get(`/api/maintenance-requests/${request}`)).body.estimatedMinutes).toBe(60);
  });
});

describe('service lines in the reader’s language', () => {
  it('names a price-list service in the language of whoever reads the line, whoever added it', async () => {
    const request = await newRequest();
    const service = (await admin.get('/api/service-prices?perPage=1&sort=id&order=asc')).body.data[0];
    // Added by a mechanic who reads Dutch.
    expect(
      (await mechanic.post(`/api/maintenance-requests/${request}/lines`, { kind: 'service', servicePriceId: service.id, quantity: 1 }))
        .status,
    ).toBe(201);
    const asEmployee = (await employee.get(`/api/maintenance-requests/${request}/lines`)).body.lines[0];
    expect(asEmployee).toMatchObject({ description: service.description.fr, descriptions: service.description });
    expect((await mechanic.get(`/api/maintenance-requests/${request}/lines`)).body.lines[0].description).toBe(service.description.nl);
    const labour = await mechanic.post(`/api/maintenance-requests/${request}/lines`, {
      kind: 'labour',
      description: 'Réglage',
      quantity: 1,
      unitPriceCents: 5000,
    });
    expect(labour.body.lines.find((l: { kind: string }) => l.kind === 'labour')).toMatchObject({
      description: 'Réglage',
      descriptions: null,
    });
  });
});
