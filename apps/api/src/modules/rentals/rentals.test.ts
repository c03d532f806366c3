import { addDays, brusselsToday } from '@veloport/domain';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, createBike, createModel, png, sheetRows, signedIn, type SignedClient } from '../../test/fixtures';
import { bikeRentalBikes, bikeRentals } from './rentals.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
let modelId: number;

/** The Brussels calendar day `n` days from today. */
const day = (n: number) => addDays(brusselsToday(), n);

/** A new bike in the shop's rental fleet (renting, no company, no user), through the stock's own API. */
async function rentalBike(): Promise<number> {
  const bike = await createBike(admin, modelId);
  const res = await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
    contractKind: 'renting',
    companyId: null,
    userId: null,
    contractMonths: null,
  });
  if (res.status !== 200) throw new Error(`assign: ${res.status} ${res.raw}`);
  return bike.id;
}

const customer = { firstname: 'Anna', lastname: 'Verhoeven', email: 'anna.verhoeven@example.be', phone: '+32 470 11 22 33' };
const rent = (client: SignedClient, body: Record<string, unknown>) =>
  client.post('/api/bike-rentals', { ...customer, pricePerDayCents: 2500, depositCents: 10000, ...body });

beforeAll(async () => {
  modelId = (await createModel(admin)).id;
});

describe('who sees the rentals', () => {
  it('shows the demo rentals to an admin, with the late one flagged', async () => {
    const res = await admin.get('/api/bike-rentals?perPage=100');
    expect(res.status).toBe(200);
    const statuses = res.body.data.map((r: { status: string }) => r.status);
    expect(statuses).toEqual(expect.arrayContaining(['booked', 'picked_up', 'returned', 'cancelled']));
    const late = (await admin.get('/api/bike-rentals?late=true')).body.data;
    expect(late.map((r: { lastname: string }) => r.lastname)).toEqual(['Janssens']);
    expect(late[0].late).toBe(true);
    expect(late[0].daysLate).toBe(2);
  });

  it('shows a fleet manager their company’s rentals only, and another company’s as not found', async () => {
    const acme = (await fleetAcme.get('/api/bike-rentals')).body;
    expect(acme.meta.total).toBe(1);
    expect(acme.data[0].company.name).toBe('Acme');
    expect(acme.data[0].can).toEqual({ pickup: false, return: false, cancel: false, changeEnd: false, addPhotos: false });
    expect((await fleetAcme.get(`/api/bike-rentals/${acme.data[0].id}`)).status).toBe(200);
    expect((await fleetGlobex.get('/api/bike-rentals')).body.meta.total).toBe(0);
    expect((await fleetGlobex.get(`/api/bike-rentals/${acme.data[0].id}`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/bike-rentals/${acme.data[0].id}/history`)).status).toBe(404);
  });

  it('refuses the other roles and the fleet manager’s writes', async () => {
    expect((await employee.get('/api/bike-rentals')).status).toBe(403);
    expect((await t.client().get('/api/bike-rentals')).status).toBe(401);
    const sales = await signedIn(t, 'sales@veloport.test');
    expect((await sales.get('/api/bike-rentals')).status).toBe(403);
    const bikeId = await rentalBike();
    expect((await rent(fleetAcme, { bikeIds: [bikeId], startDate: day(40), endDate: day(41), companyId: ids.Acme })).status).toBe(403);
    expect((await fleetAcme.get(`/api/bike-rentals/availability?startDate=${day(40)}&endDate=${day(41)}`)).status).toBe(403);
  });
});

describe('renting bikes', () => {
  it('makes a rental of several bikes with its total, and records who made it', async () => {
    const a = await rentalBike();
    const b = await rentalBike();
    const res = await rent(admin, {
      bikeIds: [a, b],
      startDate: day(30),
      endDate: day(32),
      companyId: ids.Globex,
      notes: 'Deux vélos pour un salon.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'booked',
      days: 3,
      totalCents: 3 * 2 * 2500,
      depositCents: 10000,
      company: { name: 'Globex' },
      late: false,
    });
    expect(res.body.bikes.map((x: { id: number }) => x.id)).toEqual([a, b]);
    expect((await auditOf(t.db, 'bike_rental', res.body.id))[0]).toMatchObject({ action: 'bike_rental.created', actorId: admin.user.id });
    // Globex's fleet manager now sees it.
    expect((await fleetGlobex.get(`/api/bike-rentals/${res.body.id}`)).status).toBe(200);
  });

  it('answers bad input with 422 and the field', async () => {
    const bikeId = await rentalBike();
    const stockBike = (await createBike(admin, modelId)).id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ bikeIds: [bikeId], startDate: day(5), endDate: day(4) }, 'endDate', 'end_before_start'],
      [{ bikeIds: [bikeId], startDate: day(5), endDate: day(400) }, 'endDate', 'too_long'],
      [{ bikeIds: [bikeId], startDate: day(-1), endDate: day(2) }, 'startDate', 'in_the_past'],
      [{ bikeIds: [stockBike], startDate: day(5), endDate: day(6) }, 'bikeIds', 'unknown_bike'],
      [{ bikeIds: [bikeId, bikeId], startDate: day(5), endDate: day(6) }, 'bikeIds', 'duplicate'],
      [{ bikeIds: [bikeId], startDate: day(5), endDate: day(6), companyId: 999999 }, 'companyId', 'unknown_company'],
      [{ bikeIds: [bikeId], startDate: day(5), endDate: day(6), email: 'nope' }, 'email', 'invalid_email'],
      [{ bikeIds: [bikeId], startDate: day(5), endDate: day(6), pricePerDayCents: -1 }, 'pricePerDayCents', 'too_small'],
    ];
    for (const [body, field, code] of cases) {
      const res = await rent(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error.fields[field], field).toBe(code);
    }
    expect((await rent(admin, { bikeIds: [], startDate: day(5), endDate: day(6) })).status).toBe(422);
  });

  it('lists the free rental bikes for the dates, and leaves out a bike rented on one of them', async () => {
    const a = await rentalBike();
    const b = await rentalBike();
    expect((await rent(admin, { bikeIds: [a], startDate: day(50), endDate: day(52) })).status).toBe(201);
    const answer = (await admin.get(`/api/bike-rentals/availability?startDate=${day(52)}&endDate=${day(53)}`)).body.data as {
      id: number;
      frameNumber: string;
    }[];
    const free = answer.map((x) => x.id);
    expect(free).toContain(b);
    expect(free).not.toContain(a);
    const after = (await admin.get(`/api/bike-rentals/availability?startDate=${day(53)}&endDate=${day(54)}`)).body.data.map(
      (x: { id: number }) => x.id,
    );
    expect(after).toContain(a);
    // A company's bikes (Acme's shared pool is in the renting kind too) are never offered: only the shop's own.
    expect(answer.some((x) => x.frameNumber.startsWith('ACMESHARE'))).toBe(false);
    expect(answer.some((x) => x.frameNumber.startsWith('RENT'))).toBe(true);
    // A bike still out on a late rental is not back: never offered, and refused.
    const lateBike = (await admin.get('/api/bike-rentals?late=true')).body.data[0].bikes[0].id as number;
    expect(answer.some((x) => x.id === lateBike)).toBe(false);
    const refused = await rent(admin, { bikeIds: [lateBike], startDate: day(52), endDate: day(53) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('bike_unavailable');
    const bad = await admin.get(`/api/bike-rentals/availability?startDate=${day(5)}&endDate=${day(4)}`);
    expect(bad.status).toBe(422);
  });
});

describe('no bike rented twice on the same day, ever', () => {
  it('lets exactly one of 50 concurrent rentals of one bike and period through', async () => {
    const bikeId = await rentalBike();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        rent(admin, { bikeIds: [bikeId], startDate: day(60), endDate: day(62), email: `racer${i}@example.be` }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const conflicts = answers.filter((r) => r.status === 409);
    expect(conflicts).toHaveLength(49);
    expect(conflicts.every((r) => r.body.error.code === 'bike_unavailable')).toBe(true);
    expect(await t.db.select().from(bikeRentalBikes).where(eq(bikeRentalBikes.bikeId, bikeId))).toHaveLength(1);
    expect(await t.db.select().from(bikeRentals).where(like(bikeRentals.email, 'racer%@example.be'))).toHaveLength(1);
  });

  it('holds under an end-date extension racing new rentals: one of 50 gets the days', async () => {
    const bikeId = await rentalBike();
    const first = await rent(admin, { bikeIds: [bikeId], startDate: day(70), endDate: day(71) });
    expect(first.status).toBe(201);
    // The customer extends to day 73 while 49 others try to rent days 72–74 of the same bike.
    const answers = await Promise.all([
      admin.request('PATCH', `/api/bike-rentals/${first.body.id}`, { endDate: day(73) }),
      ...Array.from({ length: 49 }, () => rent(admin, { bikeIds: [bikeId], startDate: day(72), endDate: day(74) })),
    ]);
    expect(answers.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.error.code === 'bike_unavailable')).toHaveLength(49);
    const lines = (await t.db.select().from(bikeRentalBikes).where(eq(bikeRentalBikes.bikeId, bikeId)))
      .filter((l) => l.live)
      .sort((x, y) => x.startDate.localeCompare(y.startDate));
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.startDate > lines[i - 1]!.endDate).toBe(true);
  });

  it('lets one of ten rentals naming the same two bikes in either order through, the others 409 (never a deadlock’s 500)', async () => {
    const a = await rentalBike();
    const b = await rentalBike();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => rent(admin, { bikeIds: i % 2 ? [a, b] : [b, a], startDate: day(65), endDate: day(66) })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.error.code === 'bike_unavailable')).toHaveLength(9);
  });

  it('refuses an extension into the next rental of a bike with 409, and keeps the old end and total', async () => {
    const bikeId = await rentalBike();
    const a = await rent(admin, { bikeIds: [bikeId], startDate: day(80), endDate: day(81) });
    expect((await rent(admin, { bikeIds: [bikeId], startDate: day(83), endDate: day(84) })).status).toBe(201);
    const res = await admin.request('PATCH', `/api/bike-rentals/${a.body.id}`, { endDate: day(83) });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('bike_unavailable');
    const ok = await admin.request('PATCH', `/api/bike-rentals/${a.body.id}`, { endDate: day(82) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ endDate: day(82), days: 3, totalCents: 3 * 2500 });
    expect((await admin.request('PATCH', `/api/bike-rentals/${a.body.id}`, { endDate: day(79) })).body.error.fields.endDate).toBe(
      'end_before_start',
    );
  });
});

describe('pickup, return, photos and cancellation', () => {
  it('follows a rental from pickup to an early return, which frees the days left', async () => {
    const bikeId = await rentalBike();
    const made = await rent(admin, { bikeIds: [bikeId], startDate: day(0), endDate: day(5) });
    const id = made.body.id;
    expect((await admin.post(`/api/bike-rentals/${id}/return`, {})).body.error.code).toBe('invalid_transition');
    const picked = await admin.post(`/api/bike-rentals/${id}/pickup`, { condition: 'Pneus neufs, batterie pleine.' });
    expect(picked.status).toBe(200);
    expect(picked.body).toMatchObject({
      status: 'picked_up',
      pickup: { condition: 'Pneus neufs, batterie pleine.', by: { id: admin.user.id } },
    });
    expect((await admin.post(`/api/bike-rentals/${id}/cancel`)).status).toBe(409);

    const photo = await admin.upload(`/api/bike-rentals/${id}/photos/pickup`, {
      filename: 'bike.png',
      contentType: 'image/png',
      data: png(),
    });
    expect(photo.status).toBe(200);
    expect(photo.body.photos.pickup).toHaveLength(1);
    const image = await admin.get(photo.body.photos.pickup[0].url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const text = await admin.upload(`/api/bike-rentals/${id}/photos/return`, {
      filename: 'bike.png',
      contentType: 'image/png',
      data: Buffer.from('not an image'),
    });
    expect(text.status).toBe(422);
    expect(text.body.error.code).toBe('file_type_invalid');
    const huge = await admin.upload(`/api/bike-rentals/${id}/photos/return`, {
      filename: 'big.png',
      contentType: 'image/png',
      data: Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(huge.status).toBe(413);
    expect(
      (await fleetAcme.upload(`/api/bike-rentals/${id}/photos/return`, { filename: 'bike.png', contentType: 'image/png', data: png() }))
        .status,
    ).toBe(403);

    const back = await admin.post(`/api/bike-rentals/${id}/return`, { condition: 'Rendu boueux.' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'returned', late: false, return: { condition: 'Rendu boueux.' } });
    // Returned today: the bike is free from tomorrow on.
    const free = (await admin.get(`/api/bike-rentals/availability?startDate=${day(1)}&endDate=${day(5)}`)).body.data.map(
      (x: { id: number }) => x.id,
    );
    expect(free).toContain(bikeId);
    const actions = (await admin.get(`/api/bike-rentals/${id}/history`)).body.data.map((h: { action: string }) => h.action);
    expect(actions).toEqual(
      expect.arrayContaining(['bike_rental.created', 'bike_rental.picked_up', 'bike_rental.photo_added', 'bike_rental.returned']),
    );
  });

  it('refuses a pickup before the first day', async () => {
    const bikeId = await rentalBike();
    const made = await rent(admin, { bikeIds: [bikeId], startDate: day(3), endDate: day(4) });
    const res = await admin.post(`/api/bike-rentals/${made.body.id}/pickup`, {});
    expect(res.status).toBe(422);
    expect(res.body.error.fields.at).toBe('end_before_start');
  });

  it('cancels a booked rental and frees its bikes at once', async () => {
    const bikeId = await rentalBike();
    const made = await rent(admin, { bikeIds: [bikeId], startDate: day(90), endDate: day(91) });
    const cancelled = await admin.post(`/api/bike-rentals/${made.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await rent(admin, { bikeIds: [bikeId], startDate: day(90), endDate: day(91) })).status).toBe(201);
    expect((await admin.post(`/api/bike-rentals/${made.body.id}/cancel`)).body.error.code).toBe('invalid_transition');
  });
});

describe('from a public rental request', () => {
  it('turns an open rental request into a rental once', async () => {
    const open = (await admin.get('/api/bike-rentals/requests')).body.data;
    const bram = open.find((r: { lastname: string }) => r.lastname === 'Wouters');
    expect(bram).toMatchObject({ bikes: 1, size: 'M' });
    expect(open.some((r: { lastname: string }) => r.lastname === 'Lemaire')).toBe(false);
    const bikeId = await rentalBike();
    const res = await rent(admin, {
      requestId: bram.id,
      firstname: bram.firstname,
      lastname: bram.lastname,
      email: bram.email,
      bikeIds: [bikeId],
      startDate: bram.startDate,
      endDate: bram.endDate,
    });
    expect(res.status).toBe(201);
    expect(res.body.requestId).toBe(bram.id);
    expect((await admin.get('/api/bike-rentals/requests')).body.data.some((r: { id: number }) => r.id === bram.id)).toBe(false);
    const again = await rent(admin, { requestId: bram.id, bikeIds: [await rentalBike()], startDate: day(20), endDate: day(21) });
    expect(again.body.error.fields.requestId).toBe('duplicate');
  });
});

describe('downloads', () => {
  it('downloads the list as CSV and XLSX in the reader’s language', async () => {
    const csv = await admin.get('/api/bike-rentals?format=csv&status=picked_up');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Janssens');
    const xlsx = await fleetAcme.get('/api/bike-rentals?format=xlsx');
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Julie Lambert');
  });
});
