import { addDays, brusselsToday } from '@veloport/domain';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, createBike, createModel, sheetRows, signedIn, type SignedClient } from '../../../test/fixtures';
import { openDaysAt } from '../../../test/open-days';
import { customerWindow, visitAddress } from './tours.service';
import { tours, tourStops } from './tours.table';

/** A Nominatim on this machine that knows a few Liège addresses (and nothing else). */
const KNOWN: Record<string, [number, number]> = {
  'Boulevard de la Sauvenière 100, 4000 Liège': [50.6431, 5.5676],
  'Rue Saint-Gilles 42, 4000 Liège': [50.6396, 5.5597],
  'Quai de Rome 25, 4000 Liège': [50.6283, 5.5768],
  'Rue de Fétinne 100, 4020 Liège': [50.6189, 5.5867],
  'Place Saint-Lambert 1, 4000 Liège': [50.6452, 5.5733],
};
let nominatim: http.Server;

/** The demo app with its geocoder pointed at the Nominatim above (started first, closed last). */
const t = useDemoApp(async () => {
  nominatim = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    const hit = KNOWN[q];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(hit ? [{ lat: String(hit[0]), lon: String(hit[1]), display_name: q }] : []));
  });
  await new Promise<void>((r) => nominatim.listen(0, '127.0.0.1', r));
  return { config: { geocoderUrl: `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}` } };
});
afterAll(() => new Promise((r) => nominatim.close(r)));
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
const mechanic = t.signedIn('mechanic');
const ids = t.companyIds();
let otherMechanic: SignedClient;
let acmeBikeId: number;
let globexBikeId: number;
const LIEGE = 1;

const day = (inDays: number) => addDays(brusselsToday(), inDays);
/** The n-th day after today both stores are open: a tour is refused on a closed day (decision 098). */
let openDay: (n: number) => string;

beforeAll(async () => {
  openDay = await openDaysAt(admin, [LIEGE, 2]);
  await t.db.execute(sql`update users set permissions = '{bikeMechanic}', language = 'nl' where email = 'employee@globex.test'`);
  otherMechanic = await signedIn(t, 'employee@globex.test');
  const model = await createModel(admin, { brand: 'Urban Arrow', model: 'Family' });
  const a = await createBike(admin, model.id);
  await admin.post(`/api/stock/bikes/${a.id}/assign`, {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  acmeBikeId = a.id;
  const g = await createBike(admin, model.id);
  await admin.post(`/api/stock/bikes/${g.id}/assign`, {
    companyId: ids.Globex,
    userId: otherMechanic.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  globexBikeId = g.id;
}, 60_000);

async function newRequest(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/maintenance-requests', {
    bikeId: acmeBikeId,
    problem: 'Pneu crevé',
    location: 'other',
    address: 'Rue Saint-Gilles 42, 4000 Liège',
    replacementBike: false,
    ...over,
  });
  if (res.status !== 201) throw new Error(`request: ${res.status} ${res.raw}`);
  return res.body.id as number;
}
async function newTour(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/tours', {
    date: openDay(7),
    mechanicId: mechanic.user.id,
    storeId: LIEGE,
    vanLabel: 'Camionnette 1',
    ...over,
  });
  if (res.status !== 201) throw new Error(`tour: ${res.status} ${res.raw}`);
  return res.body.id as number;
}
async function addStop(tourId: number, body: Record<string, unknown>) {
  const res = await admin.post(`/api/tours/${tourId}/stops`, body);
  if (res.status !== 201) throw new Error(`stop: ${res.status} ${res.raw}`);
  return res.body;
}
const tourCount = async () => ({ tours: (await t.db.select().from(tours)).length, stops: (await t.db.select().from(tourStops)).length });

/** Five visits in Liège, added in a zig-zag order the optimiser can shorten. */
async function fiveStopTour() {
  const id = await newTour();
  const addresses = [
    'Rue de Fétinne 100, 4020 Liège',
    'Place Saint-Lambert 1, 4000 Liège',
    'Quai de Rome 25, 4000 Liège',
    'Rue Saint-Gilles 42, 4000 Liège',
  ];
  for (const address of addresses) await addStop(id, { maintenanceRequestId: await newRequest({ address }) });
  await addStop(id, {
    maintenanceRequestId: await newRequest({ location: 'company', address: null }),
    windowStart: '09:00',
    windowEnd: '11:00',
  });
  return id;
}

describe('what the customer is told and where the mechanic goes', () => {
  it('gives the stop window, else an hour and a half around the planned start, within a half-open window', () => {
    expect(customerWindow({ windowStart: '09:00', windowEnd: '11:00', plannedArrival: '09:40' })).toEqual({ from: '09:00', to: '11:00' });
    expect(customerWindow({ windowStart: null, windowEnd: null, plannedArrival: '10:15' })).toEqual({ from: '09:45', to: '11:15' });
    expect(customerWindow({ windowStart: '10:00', windowEnd: null, plannedArrival: '10:15' })).toEqual({ from: '10:00', to: '11:15' });
  });
  it("goes to the company's address for a visit at the company, else to the address typed", () => {
    const company = { street: 'Avenue Louise 250', postalCode: '1050', city: 'Bruxelles' };
    expect(visitAddress({ location: 'company', address: 'Globex', companyAddress: company })).toBe('Avenue Louise 250, 1050 Bruxelles');
    expect(visitAddress({ location: 'company', address: 'Rue X 1, 4000 Liège', companyAddress: null })).toBe('Rue X 1, 4000 Liège');
    expect(visitAddress({ location: 'other', address: '  ', companyAddress: company })).toBeNull();
  });
});

describe('the demo week', () => {
  it("fills the mechanic's day and the planner's lists", async () => {
    const today = await mechanic.get('/api/tours/mine');
    expect(today.body.data).toHaveLength(1);
    expect(today.body.data[0]).toMatchObject({ status: 'confirmed', stopCount: 5, store: { name: 'Liège' } });
    expect(
      today.body.data[0].stops.every(
        (s: { lat: number | null; plannedArrival: string | null }) => s.lat !== null && s.plannedArrival !== null,
      ),
    ).toBe(true);
    const week = (await admin.get(`/api/tours?from=${day(-1)}&to=${day(3)}&sort=date&order=asc`)).body.data;
    expect(week.map((x: { status: string }) => x.status)).toEqual(['done', 'confirmed', 'confirmed', 'draft', 'draft']);
    expect(week[1].distanceMeters).toBeLessThanOrEqual(week[1].before.distanceMeters);
    expect((await admin.get('/api/tours/requests?list=to_confirm')).body.meta.total).toBe(7);
  });
});

describe('POST /api/tours', () => {
  it("plans a mechanic's day as a draft, with who and when", async () => {
    const res = await admin.post('/api/tours', {
      date: openDay(3),
      mechanicId: mechanic.user.id,
      storeId: LIEGE,
      vanLabel: 'Camionnette 2',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date: openDay(3),
      status: 'draft',
      mechanic: { id: mechanic.user.id, name: 'Marc Mécano' },
      store: { id: LIEGE, name: 'Liège' },
      vanLabel: 'Camionnette 2',
      stops: [],
      stopCount: 0,
      distanceMeters: null,
      before: null,
    });
    expect(res.body.can).toEqual({ edit: true, optimise: false, confirm: false, markDone: false, cancel: true, removeStop: true });
    expect((await auditOf(t.db, 'tour', res.body.id)).map((a) => a.action)).toEqual(['tour.created']);
  });

  it('refuses bad payloads (422) and other roles (403), and writes nothing', async () => {
    const before = await tourCount();
    const bad = await admin.post('/api/tours', { date: '26/11/2026', mechanicId: 'x', storeId: -1 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['date', 'mechanicId', 'storeId']));
    expect((await admin.post('/api/tours', { date: day(-1), mechanicId: mechanic.user.id, storeId: LIEGE })).body.error.fields).toEqual({
      date: 'in_the_past',
    });
    expect((await admin.post('/api/tours', { date: day(1), mechanicId: employee.user.id, storeId: LIEGE })).body.error.fields).toEqual({
      mechanicId: 'not_a_mechanic',
    });
    expect((await admin.post('/api/tours', { date: day(1), mechanicId: mechanic.user.id, storeId: 999 })).body.error.fields).toEqual({
      storeId: 'unknown_location',
    });
    for (const client of [mechanic, fleetAcme, employee])
      expect((await client.post('/api/tours', { date: day(1), mechanicId: mechanic.user.id, storeId: LIEGE })).status).toBe(403);
    expect((await t.client().post('/api/tours', { date: day(1), mechanicId: mechanic.user.id, storeId: LIEGE })).status).toBe(401);
    expect(await tourCount()).toEqual(before);
  });
});

describe('POST /api/tours/:id/stops and PUT /api/tours/:id/stops/:stopId', () => {
  it("adds a request's address, geocoded when the geocoder knows it, else to be placed by hand", async () => {
    const id = await newTour();
    const atCompany = await newRequest({ location: 'company', address: null });
    const known = await addStop(id, { maintenanceRequestId: atCompany, windowStart: '09:00', windowEnd: '10:30' });
    expect(known.stops[0]).toMatchObject({
      position: 1,
      maintenanceRequestId: atCompany,
      address: 'Boulevard de la Sauvenière 100, 4000 Liège',
      lat: 50.6431,
      lng: 5.5676,
      windowStart: '09:00',
      windowEnd: '10:30',
      durationMinutes: 45,
      status: 'to_do',
      bikeLabel: 'Urban Arrow Family',
      company: { id: ids.Acme },
    });
    const unknown = await addStop(id, {
      maintenanceRequestId: await newRequest({ address: 'Chemin inconnu 1, 4999 Nulle-part' }),
      durationMinutes: 30,
    });
    const stop = unknown.stops[1];
    expect(stop).toMatchObject({ position: 2, lat: null, lng: null, durationMinutes: 30 });
    // Not placed: the tour cannot be optimised yet.
    expect((await admin.post(`/api/tours/${id}/optimise`)).body.error.fields).toEqual({ stops: 'not_placed' });
    const placed = await admin.put(`/api/tours/${id}/stops/${stop.id}`, {
      lat: 50.62,
      lng: 5.58,
      windowStart: '13:00',
      windowEnd: '15:00',
    });
    expect(placed.status).toBe(200);
    expect(placed.body.stops[1]).toMatchObject({ lat: 50.62, lng: 5.58, windowStart: '13:00', windowEnd: '15:00', durationMinutes: 30 });
    expect((await auditOf(t.db, 'tour', id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['tour.stop_added', 'tour.stop_changed']),
    );
    // The same address on a later tour is placed where it was placed by hand.
    const later = await addStop(await newTour(), {
      maintenanceRequestId: await newRequest({ address: 'Chemin inconnu 1, 4999 Nulle-part' }),
    });
    expect(later.stops[0]).toMatchObject({ lat: 50.62, lng: 5.58 });
  });

  it('refuses a request at the shop, one already on a tour, bad windows and other roles', async () => {
    const id = await newTour();
    const request = await newRequest();
    await addStop(id, { maintenanceRequestId: request });
    const other = await newTour();
    const before = await tourCount();
    const shop = await newRequest({ location: 'shop', address: null });
    expect((await admin.post(`/api/tours/${id}/stops`, { maintenanceRequestId: shop })).body.error.fields).toEqual({
      maintenanceRequestId: 'at_the_shop',
    });
    expect((await admin.post(`/api/tours/${id}/stops`, { maintenanceRequestId: 999999 })).body.error.fields).toEqual({
      maintenanceRequestId: 'unknown_request',
    });
    const twice = await admin.post(`/api/tours/${other}/stops`, { maintenanceRequestId: request });
    expect(twice.status).toBe(409);
    const windows = await admin.post(`/api/tours/${id}/stops`, {
      maintenanceRequestId: await newRequest(),
      windowStart: '14:00',
      windowEnd: '09:00',
    });
    expect(windows.status).toBe(422);
    expect(windows.body.error.fields).toEqual({ windowEnd: 'end_before_start' });
    expect((await admin.post(`/api/tours/${id}/stops`, { maintenanceRequestId: request, windowStart: '25:00' })).status).toBe(422);
    const stopId = (await admin.get(`/api/tours/${id}`)).body.stops[0].id;
    expect((await admin.put(`/api/tours/${id}/stops/${stopId}`, { lat: 200, lng: 5 })).status).toBe(422);
    for (const client of [mechanic, fleetAcme, employee]) {
      expect((await client.post(`/api/tours/${id}/stops`, { maintenanceRequestId: await newRequest() })).status).toBe(403);
      expect((await client.put(`/api/tours/${id}/stops/${stopId}`, { lat: 50.6, lng: 5.5 })).status).toBe(403);
    }
    expect((await admin.post('/api/tours/999999/stops', { maintenanceRequestId: await newRequest() })).status).toBe(404);
    expect(await tourCount()).toEqual(before);
  });
});

describe('POST /api/tours/:id/optimise', () => {
  it('orders the stops, never longer than before, and keeps the figures before and after', async () => {
    const id = await fiveStopTour();
    const res = await admin.post(`/api/tours/${id}/optimise`);
    expect(res.status).toBe(200);
    expect(res.body.stops).toHaveLength(5);
    expect(res.body.stops.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.distanceMeters).toBeLessThan(res.body.before.distanceMeters);
    expect(res.body).toMatchObject({ engine: 'embedded', fallback: null, feasible: true, lateMinutes: 0 });
    expect(res.body.stops.every((s: { plannedArrival: string | null }) => /^\d\d:\d\d$/.test(s.plannedArrival ?? ''))).toBe(true);
    const windowed = res.body.stops.find((s: { windowStart: string | null }) => s.windowStart === '09:00');
    expect(windowed.plannedArrival >= '09:00' && windowed.plannedArrival <= '11:00').toBe(true);
    const tour = (await admin.get(`/api/tours/${id}`)).body;
    expect(tour).toMatchObject({
      distanceMeters: res.body.distanceMeters,
      durationMinutes: res.body.durationMinutes,
      before: res.body.before,
    });
    // Again: the same order, no longer, and "before" still the order the stops were added in.
    const again = (await admin.post(`/api/tours/${id}/optimise`)).body;
    expect(again.distanceMeters).toBeLessThanOrEqual(res.body.distanceMeters);
    expect(again.before).toEqual(res.body.before);
  });

  it('refuses an empty tour (422), a confirmed one (409) and other roles (403)', async () => {
    expect((await admin.post(`/api/tours/${await newTour()}/optimise`)).body.error.fields).toEqual({ stops: 'required' });
    const id = await fiveStopTour();
    for (const client of [mechanic, fleetAcme, employee]) expect((await client.post(`/api/tours/${id}/optimise`)).status).toBe(403);
    expect((await admin.post(`/api/tours/${id}/optimise`, { preferFeasible: 'yes' })).status).toBe(422);
    const punctual = await admin.post(`/api/tours/${id}/optimise`, { preferFeasible: true });
    expect(punctual.status).toBe(200);
    expect(punctual.body).toMatchObject({ feasible: true, lateMinutes: 0 });
    expect((await admin.post(`/api/tours/${id}/confirm`)).status).toBe(200);
    const late = await admin.post(`/api/tours/${id}/optimise`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('invalid_transition');
  });
});

describe('POST /api/tours/:id/confirm', () => {
  it('confirms the tour and mails each customer their window in their language', async () => {
    const id = await newTour({ date: openDay(9) });
    await addStop(id, {
      maintenanceRequestId: await newRequest({ address: 'Quai de Rome 25, 4000 Liège' }),
      windowStart: '10:00',
      windowEnd: '12:00',
    });
    await addStop(id, { maintenanceRequestId: await newRequest({ bikeId: globexBikeId, address: 'Place Saint-Lambert 1, 4000 Liège' }) });
    await admin.post(`/api/tours/${id}/optimise`);
    const sent = t.inbox.length;
    const res = await admin.post(`/api/tours/${id}/confirm`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'confirmed', can: { edit: false, optimise: false, confirm: false, markDone: true } });
    await t.drainJobs();
    const mails = t.inbox.slice(sent);
    expect(mails).toHaveLength(2);
    const [y, m, d] = openDay(9).split('-');
    const fr = mails.find((x) => x.to.includes('employee@acme.test'))!;
    expect(fr.subject).toContain('passage du mécanicien');
    expect(fr.text).toContain(`le ${d}/${m}/${y}, entre 10:00 et 12:00, à l'adresse\u00a0: Quai de Rome 25, 4000 Liège`);
    const nl = mails.find((x) => x.to.includes('employee@globex.test'))!;
    expect(nl.subject).toContain('bezoek van de mecanicien');
    expect(nl.text).toMatch(new RegExp(`op ${d}/${m}/${y}, tussen \\d\\d:\\d\\d en \\d\\d:\\d\\d, op het adres: Place Saint-Lambert 1`));
    // Confirmed: no more stops, no second confirmation.
    expect((await admin.post(`/api/tours/${id}/stops`, { maintenanceRequestId: await newRequest() })).status).toBe(409);
    expect((await admin.post(`/api/tours/${id}/confirm`)).status).toBe(409);
    expect(t.inbox.length).toBe(sent + 2);
  });

  it('refuses other roles (403) and an empty tour (422), and sends nothing', async () => {
    const empty = await newTour();
    const sent = t.inbox.length;
    expect((await admin.post(`/api/tours/${empty}/confirm`)).status).toBe(422);
    const id = await fiveStopTour();
    for (const client of [mechanic, fleetAcme, employee]) expect((await client.post(`/api/tours/${id}/confirm`)).status).toBe(403);
    expect((await admin.get(`/api/tours/${id}`)).body.status).toBe('draft');
    await t.drainJobs();
    expect(t.inbox.length).toBe(sent);
  });
});

describe("the mechanic's day: GET /api/tours/mine and POST /api/tours/:id/stops/:stopId/done", () => {
  it('shows the confirmed tour of the day, marks stops done once, replays are not applied twice', async () => {
    const date = openDay(10);
    const id = await newTour({ date });
    await addStop(id, { maintenanceRequestId: await newRequest({ address: 'Quai de Rome 25, 4000 Liège' }) });
    await addStop(id, { maintenanceRequestId: await newRequest({ address: 'Rue de Fétinne 100, 4020 Liège' }) });
    expect((await mechanic.get(`/api/tours/mine?date=${date}`)).body.data).toEqual([]); // a draft is not the mechanic's yet
    await admin.post(`/api/tours/${id}/confirm`);
    const mine = await mechanic.get(`/api/tours/mine?date=${date}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((x: { id: number }) => x.id)).toEqual([id]);
    const [first, second] = mine.body.data[0].stops;
    expect(first).toMatchObject({ frameNumber: expect.any(String), problem: 'Pneu crevé', status: 'to_do' });

    const done = await mechanic.post(`/api/tours/${id}/stops/${first.id}/done`, { clientActionId: 'phone-action-0001' });
    expect(done.status).toBe(200);
    expect(done.body.stops[0]).toMatchObject({ status: 'done', doneBy: { id: mechanic.user.id } });
    const doneAt = done.body.stops[0].doneAt;
    // The phone replays the same action, then sends another "done" for the same stop: nothing changes.
    expect(
      (await mechanic.post(`/api/tours/${id}/stops/${first.id}/done`, { clientActionId: 'phone-action-0001' })).body.stops[0].doneAt,
    ).toBe(doneAt);
    expect(
      (await mechanic.post(`/api/tours/${id}/stops/${first.id}/done`, { clientActionId: 'phone-action-0002' })).body.stops[0].doneAt,
    ).toBe(doneAt);
    expect((await mechanic.post(`/api/tours/${id}/stops/${first.id}/done`)).status).toBe(200);
    expect((await auditOf(t.db, 'tour', id)).filter((a) => a.action === 'tour.stop_done')).toHaveLength(1);
    // An action id is one action: used for another stop, it is refused.
    expect((await mechanic.post(`/api/tours/${id}/stops/${second.id}/done`, { clientActionId: 'phone-action-0001' })).status).toBe(422);
    const last = await mechanic.post(`/api/tours/${id}/stops/${second.id}/done`, { clientActionId: 'phone-action-0003' });
    expect(last.body).toMatchObject({ status: 'done', doneCount: 2, stopCount: 2 });
  });

  it("refuses another mechanic's tour (404), other roles (403), a draft (409) and bad ids (422)", async () => {
    const date = openDay(11);
    const id = await newTour({ date });
    await addStop(id, { maintenanceRequestId: await newRequest({ address: 'Quai de Rome 25, 4000 Liège' }) });
    const stopId = (await admin.get(`/api/tours/${id}`)).body.stops[0].id;
    expect((await mechanic.post(`/api/tours/${id}/stops/${stopId}/done`)).status).toBe(409);
    await admin.post(`/api/tours/${id}/confirm`);
    expect((await otherMechanic.get(`/api/tours/${id}`)).status).toBe(404);
    expect((await otherMechanic.post(`/api/tours/${id}/stops/${stopId}/done`)).status).toBe(404);
    expect((await otherMechanic.get(`/api/tours/mine?date=${date}`)).body.data).toEqual([]);
    for (const client of [fleetAcme, employee]) {
      expect((await client.post(`/api/tours/${id}/stops/${stopId}/done`)).status).toBe(403);
      expect((await client.get('/api/tours/mine')).status).toBe(403);
      expect((await client.get(`/api/tours/${id}`)).status).toBe(403);
    }
    expect((await mechanic.post(`/api/tours/${id}/stops/${stopId}/done`, { clientActionId: 'x' })).status).toBe(422);
    expect((await mechanic.post(`/api/tours/${id}/stops/999999/done`)).status).toBe(404);
    expect((await mechanic.get('/api/tours/mine?date=tomorrow')).status).toBe(422);
    expect((await admin.get(`/api/tours/${id}`)).body.stops[0].status).toBe('to_do');
  });
});

describe('GET /api/tours and the requests to put on tours', () => {
  it('lists with filters and pagination, the mechanic only their own, and downloads CSV and XLSX', async () => {
    const date = openDay(20);
    const id = await newTour({ date, vanLabel: 'Camionnette 9' });
    const theirs = await newTour({ date, mechanicId: otherMechanic.user.id, storeId: 2 });
    const both = await admin.get(`/api/tours?from=${date}&to=${date}`);
    expect(both.status).toBe(200);
    expect(both.body.data.map((x: { id: number }) => x.id).sort()).toEqual([id, theirs].sort());
    expect((await admin.get(`/api/tours?from=${date}&to=${date}&storeId=2`)).body.data.map((x: { id: number }) => x.id)).toEqual([theirs]);
    expect(
      (await admin.get(`/api/tours?from=${date}&mechanicId=${mechanic.user.id}&status=draft`)).body.data.map((x: { id: number }) => x.id),
    ).toEqual([id]);
    expect((await admin.get('/api/tours?perPage=1')).body.meta).toMatchObject({ page: 1, perPage: 1, total: expect.any(Number) });
    expect((await mechanic.get(`/api/tours?from=${date}&to=${date}`)).body.data.map((x: { id: number }) => x.id)).toEqual([id]);
    expect((await admin.get('/api/tours?from=someday')).status).toBe(422);
    for (const client of [fleetAcme, employee]) expect((await client.get('/api/tours')).status).toBe(403);
    const csv = await admin.get(`/api/tours?format=csv&from=${date}&to=${date}&lang=en`);
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Camionnette 9');
    expect(csv.raw).toContain('Draft');
    const sheet = await sheetRows((await admin.get(`/api/tours?format=xlsx&from=${date}&to=${date}&storeId=1`)).bytes);
    expect(sheet[0]).toContain('Mécanicien');
    expect(sheet[1]).toContain('Marc Mécano');
  });

  it('lists the visits to put on a tour and those on a draft tour', async () => {
    const free = await newRequest({ problem: 'Zorglub à réparer' });
    const planned = await newRequest({ problem: 'Zorglub planifié' });
    const shop = await newRequest({ location: 'shop', address: null, problem: 'Zorglub au magasin' });
    await addStop(await newTour(), { maintenanceRequestId: planned });
    const propose = await admin.get('/api/tours/requests?list=to_propose&perPage=100');
    expect(propose.status).toBe(200);
    const proposed = propose.body.data.map((r: { id: number }) => r.id);
    expect(proposed).toContain(free);
    expect(proposed).not.toContain(planned);
    expect(proposed).not.toContain(shop);
    expect(propose.body.data.find((r: { id: number }) => r.id === free)).toMatchObject({
      location: 'other',
      address: 'Rue Saint-Gilles 42, 4000 Liège',
      tour: null,
      problem: 'Zorglub à réparer',
    });
    const confirm = await admin.get('/api/tours/requests?list=to_confirm&perPage=100');
    const toConfirm = confirm.body.data.map((r: { id: number }) => r.id);
    expect(toConfirm).toContain(planned);
    expect(toConfirm).not.toContain(free);
    expect(confirm.body.data.find((r: { id: number }) => r.id === planned).tour).toMatchObject({ date: openDay(7) });
    const frame = propose.body.data.find((r: { id: number }) => r.id === free).frameNumber;
    expect((await admin.get(`/api/tours/requests?list=to_propose&q=${frame}`)).body.data.map((r: { id: number }) => r.id)).toContain(free);
    expect((await admin.get('/api/tours/requests?list=elsewhere')).status).toBe(422);
    expect((await mechanic.get('/api/tours/requests')).status).toBe(403);
    expect((await admin.get('/api/tours/stores')).body.data.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Liège', 'Bruxelles']),
    );
    expect((await mechanic.get('/api/tours/stores')).status).toBe(403);
    const tiles = await mechanic.get('/api/tours/map-tiles');
    expect(tiles.body).toEqual({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(String(tiles.headers['content-security-policy'])).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect((await employee.get('/api/tours/map-tiles')).status).toBe(403);
  });
});
