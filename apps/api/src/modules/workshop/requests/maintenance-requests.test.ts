import { addDays, brusselsToday } from '@veloport/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useDemoApp } from '../../../test/demo-app';
import { createBike, createModel, png, sheetRows, type SignedClient } from '../../../test/fixtures';
import { maintenanceDateProposals, maintenanceRequests, maintenanceSteps } from './maintenance-requests.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const mechanic = t.signedIn('mechanic');
const globexEmployee = t.signedIn('globexEmployee');
let myBikeId: number;
let globexBikeId: number;

const isoDay = (days: number) => addDays(brusselsToday(), days);
const dayAfter = (date: string) => addDays(date, 1);

/**
 * `count` different days from `fromDays` on where Liège's workshop still has room for an hour's job, at 10:00 UTC:
 * the demo closes Sundays, holidays and a training day, and the capacity refuses dates on them (decision 030).
 */
async function openDays(fromDays: number, count = 1): Promise<string[]> {
  const days: string[] = [];
  let from = isoDay(fromDays);
  while (days.length < count) {
    const res = await admin.get(`/api/workshop/capacity/earliest?storeId=1&durationMinutes=60&from=${from}`);
    if (res.status !== 200) throw new Error(`earliest: ${res.status} ${res.raw}`);
    days.push(`${res.body.date}T10:00:00.000Z`);
    from = dayAfter(res.body.date);
  }
  return days;
}
const future = async (days: number) => (await openDays(days))[0]!;

beforeAll(async () => {
  const model = await createModel(admin, { brand: 'Riese', model: 'Werkplaats' });
  const mine = await createBike(admin, model.id);
  await admin.post(`/api/stock/bikes/${mine.id}/assign`, {
    companyId: ids.Acme,
    userId: employee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  myBikeId = mine.id;
  const theirs = await createBike(admin, model.id);
  await admin.post(`/api/stock/bikes/${theirs.id}/assign`, {
    companyId: ids.Globex,
    userId: globexEmployee.user.id,
    contractKind: 'leasing',
    contractMonths: 36,
  });
  globexBikeId = theirs.id;
});

const counts = async () => ({
  requests: (await t.db.select().from(maintenanceRequests)).length,
  proposals: (await t.db.select().from(maintenanceDateProposals)).length,
  steps: (await t.db.select().from(maintenanceSteps)).length,
});
const ask = (over: Record<string, unknown> = {}) => ({
  bikeId: myBikeId,
  problem: 'Le frein arrière frotte',
  location: 'company',
  replacementBike: true,
  replacementDays: 3,
  ...over,
});

async function newRequest(client: SignedClient = employee, body: Record<string, unknown> = ask()) {
  const res = await client.post('/api/maintenance-requests', body);
  if (res.status !== 201) throw new Error(`request: ${res.status} ${res.raw}`);
  return res.body.id as number;
}

describe('GET /api/me/bikes', () => {
  it('lists the bikes in my contract with their history and requests', async () => {
    const id = await newRequest();
    const res = await employee.get('/api/me/bikes');
    expect(res.status).toBe(200);
    const bike = res.body.data.find((b: { kind: string; id: number }) => b.kind === 'stock' && b.id === myBikeId);
    expect(bike).toMatchObject({ label: 'Riese Werkplaats', contractKind: 'leasing' });
    expect(bike.maintenance.map((m: { id: number }) => m.id)).toContain(id);
    expect(bike.history.map((h: { kind: string }) => h.kind)).toContain('maintenance');
    expect(res.body.data.some((b: { id: number; kind: string }) => b.kind === 'stock' && b.id === globexBikeId)).toBe(false);
  });
  it('needs a session', async () => {
    expect((await t.client().get('/api/me/bikes')).status).toBe(401);
  });
});

describe('POST /api/maintenance-requests', () => {
  it('asks for a repair at the company with a replacement bike and answers the fees', async () => {
    const res = await employee.post('/api/maintenance-requests', ask());
    expect(res.status).toBe(201);
    expect(res.body.fees).toEqual({ replacementBikeCents: 3000, addressFeeCents: 0 });
    const other = await employee.post(
      '/api/maintenance-requests',
      ask({ location: 'other', address: 'Rue du Port 1, 4000 Liège', replacementBike: false, replacementDays: null }),
    );
    expect(other.body.fees).toEqual({ replacementBikeCents: 0, addressFeeCents: 2500 });
    const detail = (await employee.get(`/api/maintenance-requests/${res.body.id}`)).body;
    expect(detail).toMatchObject({
      filter: 'to_schedule',
      step: null,
      customer: { id: employee.user.id },
      company: { id: ids.Acme },
      bike: { kind: 'stock', id: myBikeId },
    });
    expect(detail.history[0]).toMatchObject({ action: 'maintenance_request.created', actor: { id: employee.user.id } });
  });

  it('sends a repair "at my company" to the company’s address, and asks for one when the company has none', async () => {
    const res = await employee.post('/api/maintenance-requests', ask());
    const acme = (await admin.get(`/api/companies/${ids.Acme}`)).body;
    const billing = acme.billingAddress ?? acme.company?.billingAddress;
    expect(billing?.street).toBeTruthy();
    const [row] = await t.db
      .select()
      .from(maintenanceRequests)
      .where(sql`${maintenanceRequests.id} = ${res.body.id}`);
    expect(row!.address).toBe(`${billing.street}, ${billing.postalCode} ${billing.city}`);

    await t.db.execute(sql`update companies set billing_address = null where id = ${ids.Acme}`);
    try {
      const before = await counts();
      const refused = await employee.post('/api/maintenance-requests', ask());
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({ address: 'required' });
      expect(await counts()).toEqual(before);
      // An address typed on the request is enough.
      expect((await employee.post('/api/maintenance-requests', ask({ address: 'Quai de Rome 10, 4000 Liège' }))).status).toBe(201);
    } finally {
      await t.db.execute(sql`update companies set billing_address = ${JSON.stringify(billing)}::jsonb where id = ${ids.Acme}`);
    }
  });

  it('lets the workshop find a bike by frame number', async () => {
    const frame = (await admin.get(`/api/stock/bikes/${myBikeId}`)).body.bike.frameNumber;
    const found = await mechanic.get(`/api/maintenance-requests/bike-lookup?frameNumber=${frame}`);
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: myBikeId, customer: { id: employee.user.id, name: expect.any(String) } }),
    ]);
    expect((await mechanic.get('/api/maintenance-requests/bike-lookup?frameNumber=NOPE000')).body.data).toEqual([]);
    expect((await employee.get(`/api/maintenance-requests/bike-lookup?frameNumber=${frame}`)).status).toBe(403);
  });

  it('lets the workshop ask for someone', async () => {
    const res = await mechanic.post(
      '/api/maintenance-requests',
      ask({ bikeId: globexBikeId, location: 'shop', replacementBike: false, replacementDays: null }),
    );
    expect(res.status).toBe(201);
    expect((await globexEmployee.get(`/api/maintenance-requests/${res.body.id}`)).body.customer.id).toBe(globexEmployee.user.id);
  });

  it('refuses bad payloads and another person’s bike, writing nothing', async () => {
    const before = await counts();
    const bad = async (body: Record<string, unknown>) => (await employee.post('/api/maintenance-requests', body)).body.error;
    expect((await bad(ask({ problem: '' }))).fields).toMatchObject({ problem: 'required' });
    expect((await bad(ask({ location: 'other' }))).fields).toMatchObject({ address: 'required' });
    expect((await bad(ask({ replacementDays: null }))).fields).toMatchObject({ replacementDays: 'required' });
    expect((await bad(ask({ bikeId: null }))).fields).toMatchObject({ bikeId: 'required' });
    expect((await bad(ask({ location: 'moon' }))).fields).toMatchObject({ location: 'invalid' });
    expect((await bad(ask({ bikeId: globexBikeId }))).fields).toMatchObject({ bikeId: 'unknown_bike' });
    expect((await employee.post('/api/maintenance-requests', ask({ userId: globexEmployee.user.id }))).status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/maintenance-requests', () => {
  it('shows an employee their own, a fleet manager their company’s, the workshop all', async () => {
    const mine = await newRequest();
    const theirs = await newRequest(globexEmployee, ask({ bikeId: globexBikeId }));
    const seen = async (c: SignedClient) =>
      ((await c.get('/api/maintenance-requests?perPage=100')).body.data as { id: number }[]).map((r) => r.id);
    expect(await seen(employee)).toContain(mine);
    expect(await seen(employee)).not.toContain(theirs);
    expect(await seen(fleetAcme)).toContain(mine);
    expect(await seen(fleetAcme)).not.toContain(theirs);
    expect(await seen(fleetGlobex)).toContain(theirs);
    expect(
      (await mechanic.get(`/api/maintenance-requests?q=${encodeURIComponent(globexEmployee.user.lastname)}&perPage=100`)).body.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(theirs);
    expect((await employee.get(`/api/maintenance-requests/${theirs}`)).status).toBe(404);
    expect((await fleetAcme.get(`/api/maintenance-requests/${theirs}`)).status).toBe(404);
  });

  it('filters by the seed §4 lists and puts urgent requests on top', async () => {
    const id = await newRequest();
    const urgent = await mechanic.post(`/api/maintenance-requests/${id}/priority`, { priority: true });
    expect(urgent.status).toBe(200);
    const list = (await mechanic.get('/api/maintenance-requests?filter=to_schedule&perPage=100')).body;
    expect(list.data[0].priority).toBe(true);
    expect(list.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(list.data.every((r: { filter: string }) => r.filter === 'to_schedule')).toBe(true);
    expect(
      (await mechanic.get(`/api/maintenance-requests?companyId=${ids.Globex}&perPage=100`)).body.data.every(
        (r: { company: { id: number } }) => r.company.id === ids.Globex,
      ),
    ).toBe(true);
    expect((await mechanic.get('/api/maintenance-requests?filter=nope')).status).toBe(422);
    expect((await employee.post(`/api/maintenance-requests/${id}/priority`, { priority: false })).status).toBe(403);
  });

  it('downloads CSV and XLSX', async () => {
    const csv = await admin.get('/api/maintenance-requests?format=csv&lang=en');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Frame number');
    const xlsx = await fleetAcme.get('/api/maintenance-requests?format=xlsx');
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(xlsx.bytes);
    expect(rows.length).toBeGreaterThan(1);
  });
});

describe('date proposals', () => {
  it('the workshop proposes two dates; the employee refuses one with a comment and accepts the other', async () => {
    const id = await newRequest();
    const proposed = await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: await openDays(3, 2) });
    expect(proposed.status).toBe(201);
    expect(proposed.body.filter).toBe('waiting_client_answer');
    await t.drainJobs();
    expect(t.inbox.findLast((m) => m.to === 'employee@acme.test')?.subject).toBe(`Veloport\u00a0: des dates pour votre entretien n° ${id}`);
    const [first, second] = [...proposed.body.proposals].sort((a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date));

    expect((await employee.post(`/api/maintenance-requests/${id}/date-proposals/${first.id}/refuse`, {})).status).toBe(422);
    expect((await employee.post(`/api/maintenance-requests/${id}/date-proposals/${first.id}/refuse`, { comment: '   ' })).status).toBe(422);
    const refused = await employee.post(`/api/maintenance-requests/${id}/date-proposals/${first.id}/refuse`, {
      comment: 'Je suis en congé ce jour-là',
    });
    expect(refused.status).toBe(200);
    expect(refused.body.proposals.find((p: { id: number }) => p.id === first.id)).toMatchObject({
      status: 'refused',
      comment: 'Je suis en congé ce jour-là',
      answeredBy: { id: employee.user.id },
    });
    const accepted = await employee.post(`/api/maintenance-requests/${id}/date-proposals/${second.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ filter: 'automatically_scheduled', scheduledAt: second.date });
    expect((await employee.post(`/api/maintenance-requests/${id}/date-proposals/${first.id}/accept`)).status).toBe(409);
    expect((await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [await future(9)] })).status).toBe(409);
  });

  it('waits for the workshop when every date is refused', async () => {
    const id = await newRequest();
    const proposed = await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [await future(4)] });
    const refused = await employee.post(`/api/maintenance-requests/${id}/date-proposals/${proposed.body.proposals[0].id}/refuse`, {
      comment: 'Trop tôt',
    });
    expect(refused.body.filter).toBe('waiting_workshop_confirmation');
  });

  it('refuses the wrong roles, other companies, past and empty dates, writing nothing', async () => {
    const id = await newRequest();
    const proposed = await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [await future(6)] });
    const pid = proposed.body.proposals[0].id;
    const before = await counts();
    expect((await employee.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [await future(7)] })).status).toBe(403);
    expect((await fleetAcme.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [await future(7)] })).status).toBe(403);
    expect((await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [] })).status).toBe(422);
    expect((await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: ['2020-01-01T09:00:00Z'] })).status).toBe(422);
    expect((await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: ['tomorrow'] })).status).toBe(422);
    expect((await globexEmployee.post(`/api/maintenance-requests/${id}/date-proposals/${pid}/accept`)).status).toBe(404);
    expect((await fleetGlobex.post(`/api/maintenance-requests/${id}/date-proposals/${pid}/refuse`, { comment: 'Non' })).status).toBe(404);
    expect((await employee.post(`/api/maintenance-requests/${id}/date-proposals/999999/accept`)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('the workshop capacity', () => {
  it('refuses to propose a day the store has no room on (409 capacity_full, naming the date), writing nothing', async () => {
    const id = await newRequest(employee, ask({ storeId: 2 }));
    expect((await employee.get(`/api/maintenance-requests/${id}`)).body).toMatchObject({ store: { id: 2 }, estimatedMinutes: 60 });
    const [open] = await openDays(5);
    const day = open!.slice(0, 10);
    // Brussels is closed that day.
    const capacity = (await admin.get('/api/workshop/capacity')).body.stores.find((c: { storeId: number }) => c.storeId === 2);
    expect(
      (
        await admin.put('/api/workshop/capacity', {
          stores: [{ storeId: 2, weekly: capacity.weekly, exceptions: [...capacity.exceptions, { date: day, kind: 'closed' }] }],
        })
      ).status,
    ).toBe(200);
    const before = await counts();
    const refused = await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [open] });
    expect([refused.status, refused.body.error.code, refused.body.error.fields]).toEqual([
      409,
      'capacity_full',
      { 'dates.0': 'capacity_full' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('counts a planned job in the store’s load, and refuses accepting a day that filled up meanwhile', async () => {
    const [open] = await openDays(6);
    const day = open!.slice(0, 10);
    const loadOf = async () =>
      (await admin.get('/api/workshop/capacity')).body.stores
        .find((c: { storeId: number }) => c.storeId === 1)
        .load.find((d: { date: string }) => d.date === day);
    const { capacityMinutes, bookedMinutes } = await loadOf();
    // Eight-hour jobs until the day is full, and one more.
    const fit = Math.floor((capacityMinutes - bookedMinutes) / 480);
    const ids = await Promise.all(Array.from({ length: fit + 1 }, () => newRequest()));
    const proposals: number[] = [];
    for (const id of ids)
      proposals.push(
        (await mechanic.post(`/api/maintenance-requests/${id}/date-proposals`, { dates: [open], estimatedMinutes: 480 })).body.proposals[0]
          .id,
      );
    for (const [i, id] of ids.slice(0, fit).entries())
      expect((await employee.post(`/api/maintenance-requests/${id}/date-proposals/${proposals[i]}/accept`)).status).toBe(200);
    expect((await loadOf()).bookedMinutes).toBe(bookedMinutes + fit * 480);
    const last = ids[fit]!;
    const full = await employee.post(`/api/maintenance-requests/${last}/date-proposals/${proposals[fit]}/accept`);
    expect([full.status, full.body.error?.code]).toEqual([409, 'capacity_full']);
    expect((await employee.get(`/api/maintenance-requests/${last}`)).body.scheduledAt).toBeNull();
  });

  it('tells the customer each workshop and its first day with room', async () => {
    const res = await employee.get('/api/workshop/stores');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    expect(res.body.data[0].earliest).toBe((await openDays(0))[0]!.slice(0, 10));
    expect((await t.client().get('/api/workshop/stores')).status).toBe(401);
  });

  it('refuses an unknown store (422)', async () => {
    const res = await employee.post('/api/maintenance-requests', ask({ storeId: 999 }));
    expect([res.status, res.body.error.fields]).toEqual([422, { storeId: 'unknown_location' }]);
  });
});

describe('POST /api/maintenance-requests/{id}/steps', () => {
  it('moves forward with who and when, a line in the bike history and a mail at each step', async () => {
    const id = await newRequest();
    for (const step of ['reception', 'diagnosis', 'waiting_for_part'])
      expect((await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step })).status).toBe(200);
    const waiting = (await employee.get(`/api/maintenance-requests/${id}`)).body;
    expect(waiting.filter).toBe('waiting_for_parts');
    expect(waiting.steps.map((s: { step: string }) => s.step)).toEqual(['reception', 'diagnosis', 'waiting_for_part']);
    expect(waiting.steps[0].by).toMatchObject({ id: mechanic.user.id });
    expect(waiting.nextSteps).toEqual(['in_progress', 'completed']);
    const done = await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step: 'completed' });
    expect(done.body.filter).toBe('finished');
    await t.drainJobs();
    expect(t.inbox.findLast((m) => m.to === 'employee@acme.test')?.text).toContain('l’entretien est terminé');
    const history: { kind: string; details: { requestId?: number; event?: string } }[] = (await admin.get(`/api/stock/bikes/${myBikeId}`))
      .body.bike.history;
    expect(history.filter((e) => e.kind === 'maintenance' && e.details.requestId === id).map((e) => e.details.event)).toEqual([
      'requested',
      'reception',
      'diagnosis',
      'waiting_for_part',
      'completed',
    ]);
  });

  it('mails a Dutch customer in Dutch', async () => {
    const id = await newRequest(globexEmployee, ask({ bikeId: globexBikeId }));
    await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step: 'reception' });
    await t.drainJobs();
    expect(t.inbox.findLast((m) => m.to === 'employee@globex.test')?.subject).toBe(`Veloport: je onderhoudsaanvraag nr. ${id} vordert`);
  });

  it('refuses going back (409), the wrong roles (403), unknown steps (422), writing nothing', async () => {
    const id = await newRequest();
    await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step: 'diagnosis' });
    const before = await counts();
    const back = await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step: 'reception' });
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('invalid_transition');
    expect((await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step: 'diagnosis' })).status).toBe(409);
    expect((await employee.post(`/api/maintenance-requests/${id}/steps`, { step: 'quote' })).status).toBe(403);
    expect((await fleetAcme.post(`/api/maintenance-requests/${id}/steps`, { step: 'quote' })).status).toBe(403);
    expect((await mechanic.post(`/api/maintenance-requests/${id}/steps`, { step: 'fixed' })).status).toBe(422);
    expect(await counts()).toEqual(before);
  });
});

describe('photos of the problem', () => {
  it('the customer adds a photo; it is served to those who see the request only', async () => {
    const id = await newRequest();
    const added = await employee.upload(`/api/maintenance-requests/${id}/photos`, {
      filename: 'brake.png',
      contentType: 'image/png',
      data: png(),
    });
    expect(added.status).toBe(200);
    expect(added.body.photos).toHaveLength(1);
    const url = added.body.photos[0].url as string;
    const mine = await employee.get(url);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toContain('image/png');
    expect((await mechanic.get(url)).status).toBe(200);
    expect((await fleetGlobex.get(url)).status).toBe(404);
    expect(
      (await globexEmployee.upload(`/api/maintenance-requests/${id}/photos`, { filename: 'x.png', contentType: 'image/png', data: png() }))
        .status,
    ).toBe(404);
    const text = await employee.upload(`/api/maintenance-requests/${id}/photos`, {
      filename: 'x.png',
      contentType: 'image/png',
      data: Buffer.from('not an image'),
    });
    expect(text.status).toBe(422);
    const removed = await employee.delete(`/api/maintenance-requests/${id}/photos/0`);
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual([]);
    expect((await employee.get(url)).status).toBe(404);
  });
});

describe('a workshop with more than a thousand requests', () => {
  it('pages them newest first and says "more than 1000" instead of counting them all; small lists keep their exact count', async () => {
    const [model] = (
      await t.db.execute(
        sql`select user_id as "userId", company_id as "companyId", bike_id as "bikeId", frame_number as "frameNumber" from maintenance_requests where bike_id is not null limit 1`,
      )
    ).rows as { userId: number; companyId: number; bikeId: number; frameNumber: string }[];
    await t.db.execute(sql`
      insert into maintenance_requests (user_id, company_id, bike_id, bike_label, frame_number, problem, location, filter, search, created_at)
      select ${model!.userId}, ${model!.companyId}, ${model!.bikeId}, 'Bulk bike', ${model!.frameNumber}, 'Bulk', 'shop', 'finished', 'bulk volume ' || n, now() - n * interval '1 minute'
      from generate_series(1, 1001) n`);
    try {
      const all = (await mechanic.get('/api/maintenance-requests?perPage=10')).body;
      expect(all.meta).toMatchObject({ total: 1000, totalCapped: true });
      expect(all.data).toHaveLength(10);
      const newest = all.data.filter((r: { priority: boolean }) => !r.priority).map((r: { createdAt: string }) => r.createdAt);
      expect(newest).toEqual([...newest].sort().reverse());
      const few = (await mechanic.get('/api/maintenance-requests?q=bulk%20volume%2012')).body;
      expect(few.meta.totalCapped).toBeUndefined();
      expect(few.meta.total).toBe(11); // 12, 120–129
    } finally {
      await t.db.execute(sql`delete from maintenance_requests where problem = 'Bulk'`);
    }
  });
});
