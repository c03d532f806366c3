import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { type TestClient } from '../../../test/harness';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const buildings: Record<string, number> = {};

beforeAll(async () => {
  for (const company of ['Acme', 'Globex']) {
    for (const b of (await admin.get(`/api/companies/${ids[company]}/buildings`)).body.data) buildings[b.name] = b.id;
  }
});

/** What the conditions form sends back: the GET answer without its read-only parts. */
async function editable(client: TestClient, companyId: number) {
  const { companyId: _c, cafeteria: _f, updatedAt: _u, ...body } = (await client.get(`/api/companies/${companyId}/conditions`)).body;
  return body;
}

describe("reading a company's conditions", () => {
  it('answers Acme’s rules: access, sign-up, quiz, every shared-bike field and the cafeteria plan', async () => {
    const res = await fleetAcme.get(`/api/companies/${ids.Acme}/conditions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyId: ids.Acme,
      access: 'leasing,sharing,cafeteria,maintenance',
      selfRegistration: true,
      quizRequired: false,
      ordersNeedValidation: true,
      sharedBikes: {
        // Acme's six pool bikes (seed-sharing-demo.ts, decision 033).
        bikeIds: (await fleetAcme.get(`/api/companies/${ids.Acme}/bikes?q=ACMESHARE`)).body.data.map((b: { id: number }) => b.id),
        userIds: [],
        buildingIds: [buildings['Siège Liège'], buildings['Entrepôt Herstal']].sort((a, b) => a - b),
        allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
        weekendUse: false,
        daysInAdvance: 14,
        maxBookingMinutes: 600,
        takeWindow: { start: '07:30', end: '10:00' },
        returnWindow: { start: '15:00', end: '19:00' },
        forbidWeekend: true,
        forbidInterBuilding: true,
        maxPerMonth: 8,
        maxPerYear: 60,
        maxSimultaneous: 1,
        // 2 EUR per day of private use, for the payroll file (seed-payroll-demo.ts, decision 044).
        privateUseDailyCents: 200,
      },
      cafeteria: {
        paymentModes: ['purchase', 'monthly_leasing'],
        vatIncluded: true,
        saleDiscountPercent: 10,
        leasingDiscountPercent: 5,
        residualValuePercent: 16,
        description: expect.any(String),
      },
      updatedAt: expect.any(String),
    });
  });

  it('answers 404 to another company’s fleet manager and 403 to an employee', async () => {
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/conditions`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/conditions/cafeteria`)).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/conditions`)).status).toBe(403);
  });
});

describe('saving the conditions', () => {
  it('saves every field for the company’s fleet manager, normalises the access string, and records before/after', async () => {
    const body = await editable(fleetGlobex, ids.Globex);
    const employeeId = (await admin.get(`/api/users?companyId=${ids.Globex}&q=greta`)).body.data[0].id;
    const [first, second] = (await fleetGlobex.get(`/api/companies/${ids.Globex}/bikes`)).body.data.map((b: { id: number }) => b.id);
    const res = await fleetGlobex.put(`/api/companies/${ids.Globex}/conditions`, {
      ...body,
      access: ' Leasing, SHARING,leasing ',
      quizRequired: true,
      sharedBikes: {
        ...body.sharedBikes,
        userIds: [employeeId, employeeId],
        bikeIds: [second, first],
        allowedDays: ['fri', 'mon'],
        takeWindow: { start: '08:00', end: '09:30' },
        returnWindow: { start: '16:00', end: '18:00' },
        maxPerMonth: 6,
        maxPerYear: 40,
        maxSimultaneous: 1,
        maxBookingMinutes: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      access: 'leasing,sharing',
      quizRequired: true,
      sharedBikes: {
        userIds: [employeeId],
        bikeIds: [second, first],
        allowedDays: ['mon', 'fri'],
        maxBookingMinutes: null,
        takeWindow: { start: '08:00', end: '09:30' },
      },
    });
    expect((await fleetGlobex.get(`/api/companies/${ids.Globex}/conditions`)).body).toEqual(res.body);
    // The access guard reads the new string at the next request.
    expect((await fleetGlobex.get('/api/auth/me')).body.user.company.conditions).toEqual([{ access: 'leasing,sharing' }]);

    const [row] = (await admin.get(`/api/companies/${ids.Globex}/history`)).body.data;
    expect(row).toMatchObject({
      action: 'conditions.updated',
      actor: { name: 'Gustave Globex' },
      before: { access: 'leasing,maintenance', quizRequired: false },
      after: { access: 'leasing,sharing', quizRequired: true },
    });
    expect(row.changes.map((c: { field: string }) => c.field).sort()).toEqual(['access', 'quizRequired', 'sharedBikes']);
  });

  it.each([
    [
      'a return window that starts before the take window',
      { returnWindow: { start: '07:00', end: '19:00' } },
      { 'sharedBikes.returnWindow.start': 'return_before_take' },
    ],
    [
      'a window that ends before it starts',
      { takeWindow: { start: '10:00', end: '07:30' } },
      { 'sharedBikes.takeWindow.end': 'end_before_start' },
    ],
    ['a time that is not HH:MM', { takeWindow: { start: '7h30', end: '10:00' } }, { 'sharedBikes.takeWindow.start': 'invalid_time' }],
    ['more simultaneous reservations than per month', { maxSimultaneous: 9 }, { 'sharedBikes.maxSimultaneous': 'max_exceeds_month' }],
    ['more reservations per month than per year', { maxPerMonth: 61 }, { 'sharedBikes.maxPerMonth': 'max_exceeds_year' }],
    ['a negative number of days in advance', { daysInAdvance: -1 }, { 'sharedBikes.daysInAdvance': 'too_small' }],
    ['weekend days while weekends are forbidden', { allowedDays: ['fri', 'sat'] }, { 'sharedBikes.allowedDays': 'weekend_forbidden' }],
    ['weekend use while weekends are forbidden', { weekendUse: true }, { 'sharedBikes.weekendUse': 'weekend_forbidden' }],
    ['an unknown day', { allowedDays: ['monday'] }, { 'sharedBikes.allowedDays.0': 'invalid' }],
  ])('refuses %s with 422 and saves nothing', async (_case, patch, fields) => {
    const before = (await admin.get(`/api/companies/${ids.Acme}/conditions`)).body;
    const body = await editable(admin, ids.Acme);
    const res = await fleetAcme.put(`/api/companies/${ids.Acme}/conditions`, {
      ...body,
      access: 'leasing',
      sharedBikes: { ...body.sharedBikes, ...patch },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual(fields);
    expect((await admin.get(`/api/companies/${ids.Acme}/conditions`)).body).toEqual(before);
  });

  it('keeps the order validation when the form leaves it out, and changes it when sent (decision 021)', async () => {
    const { ordersNeedValidation, ...body } = await editable(admin, ids.Globex);
    expect(ordersNeedValidation).toBe(false);
    expect((await fleetGlobex.put(`/api/companies/${ids.Globex}/conditions`, body)).body.ordersNeedValidation).toBe(false);
    expect(
      (await fleetGlobex.put(`/api/companies/${ids.Globex}/conditions`, { ...body, ordersNeedValidation: true })).body.ordersNeedValidation,
    ).toBe(true);
    expect((await fleetGlobex.put(`/api/companies/${ids.Globex}/conditions`, body)).body.ordersNeedValidation).toBe(true);
    expect(
      (await fleetGlobex.put(`/api/companies/${ids.Globex}/conditions`, { ...body, ordersNeedValidation: false })).body
        .ordersNeedValidation,
    ).toBe(false);
  });

  it('refuses an unknown feature in the access string', async () => {
    const body = await editable(admin, ids.Acme);
    const res = await admin.put(`/api/companies/${ids.Acme}/conditions`, { ...body, access: 'leasing,teleport' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ access: 'unknown_feature' });
  });

  it('refuses a building or a user of another company with unknown', async () => {
    const body = await editable(admin, ids.Acme);
    const globexUser = (await admin.get(`/api/users?companyId=${ids.Globex}`)).body.data[0].id;
    const res = await admin.put(`/api/companies/${ids.Acme}/conditions`, {
      ...body,
      sharedBikes: { ...body.sharedBikes, buildingIds: [buildings['Siège Liège'], buildings['Siège Bruxelles']], userIds: [globexUser] },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ 'sharedBikes.buildingIds.1': 'unknown', 'sharedBikes.userIds.0': 'unknown' });
    expect((await admin.get(`/api/companies/${ids.Acme}/conditions`)).body.sharedBikes.userIds).toEqual([]);
  });

  it('answers 404 to another company’s fleet manager, and 403 to an employee, and changes nothing', async () => {
    const body = await editable(admin, ids.Acme);
    expect((await fleetGlobex.put(`/api/companies/${ids.Acme}/conditions`, { ...body, access: '' })).status).toBe(404);
    expect((await employee.put(`/api/companies/${ids.Acme}/conditions`, { ...body, access: '' })).status).toBe(403);
    expect((await admin.get(`/api/companies/${ids.Acme}/conditions`)).body.access).toBe('leasing,sharing,cafeteria,maintenance');
  });
});

describe("a company's bikes for the shared-bike condition", () => {
  type Listed = {
    id: number;
    frameNumber: string;
    model: { brand: string; model: string } | null;
    status: string;
    user: { id: number; name: string } | null;
  };
  /** Every bike of the company as the stock list shows it (the admin's view of the same bikes). */
  async function stockBikes(companyId: number) {
    const all: { id: number; frameNumber: string }[] = [];
    for (let page = 1; ; page++) {
      const res = await admin.get(`/api/stock/bikes?companyId=${companyId}&perPage=100&page=${page}`);
      all.push(...res.body.data);
      if (all.length >= res.body.meta.total) return all;
    }
  }

  it('lists every bike of the company, sorted by frame number, for the admin and the company’s fleet manager', async () => {
    const expected = await stockBikes(ids.Acme);
    expect(expected.length).toBeGreaterThan(0);
    const asAdmin = await admin.get(`/api/companies/${ids.Acme}/bikes`);
    expect(asAdmin.status).toBe(200);
    const listed: Listed[] = asAdmin.body.data;
    expect(listed.map((b) => b.id).sort((a, b) => a - b)).toEqual(expected.map((b) => b.id).sort((a, b) => a - b));
    expect(listed.map((b) => b.frameNumber)).toEqual([...listed.map((b) => b.frameNumber)].sort());
    // A pool bike (decision 033) rides with nobody; the others with Acme's people.
    const ridden = listed.find((b) => b.user !== null);
    expect(ridden).toEqual({
      id: expect.any(Number),
      frameNumber: expect.any(String),
      model: { brand: expect.any(String), model: expect.any(String) },
      status: expect.stringMatching(/^(usable|broken)$/),
      user: expect.anything(),
    });
    // The demo bikes ride with Acme's people.
    expect(listed.some((b) => b.user?.name === 'Emile Employé' || b.user?.name === 'Fiona Fleet')).toBe(true);
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}/bikes`)).body).toEqual(asAdmin.body);
    // Nothing of Globex's.
    const globex = new Set((await stockBikes(ids.Globex)).map((b) => b.id));
    expect(listed.some((b) => globex.has(b.id))).toBe(false);
  });

  it('narrows on a frame-number prefix or a part of the brand or model', async () => {
    const listed: Listed[] = (await fleetAcme.get(`/api/companies/${ids.Acme}/bikes`)).body.data;
    const sample = listed[0]!;
    const byFrame: Listed[] = (
      await fleetAcme.get(`/api/companies/${ids.Acme}/bikes?q=${encodeURIComponent(sample.frameNumber.slice(0, 6).toLowerCase())}`)
    ).body.data;
    expect(byFrame.map((b) => b.id)).toContain(sample.id);
    expect(byFrame.every((b) => b.frameNumber.startsWith(sample.frameNumber.slice(0, 6)))).toBe(true);
    const brand = sample.model!.brand;
    const byBrand: Listed[] = (await fleetAcme.get(`/api/companies/${ids.Acme}/bikes?q=${encodeURIComponent(brand.toUpperCase())}`)).body
      .data;
    expect(byBrand.map((b) => b.id)).toEqual(
      listed
        .filter(
          (b) =>
            `${b.model?.brand} ${b.model?.model}`.toLowerCase().includes(brand.toLowerCase()) ||
            b.frameNumber.startsWith(brand.toUpperCase()),
        )
        .map((b) => b.id),
    );
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}/bikes?q=zzzz-nothing`)).body.data).toEqual([]);
  });

  it('answers 404 to another company’s fleet manager and 403 to an employee', async () => {
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/bikes`)).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/bikes`)).status).toBe(403);
    expect((await admin.get('/api/companies/999999/bikes')).status).toBe(404);
  });

  it('saves the company’s own bikes for its fleet manager, and the admin reads them back', async () => {
    const [a, b] = (await fleetAcme.get(`/api/companies/${ids.Acme}/bikes`)).body.data.map((x: Listed) => x.id);
    const body = await editable(fleetAcme, ids.Acme);
    const res = await fleetAcme.put(`/api/companies/${ids.Acme}/conditions`, {
      ...body,
      sharedBikes: { ...body.sharedBikes, bikeIds: [a, b] },
    });
    expect(res.status).toBe(200);
    expect(res.body.sharedBikes.bikeIds).toEqual([a, b]);
    expect((await admin.get(`/api/companies/${ids.Acme}/conditions`)).body.sharedBikes.bikeIds).toEqual([a, b]);
    const [row] = (await admin.get(`/api/companies/${ids.Acme}/history`)).body.data;
    expect(row).toMatchObject({
      action: 'conditions.updated',
      actor: { name: 'Fiona Fleet' },
      after: { sharedBikes: { bikeIds: [a, b] } },
    });
  });

  it('refuses a bike of another company or no bike at all with not_company_bike, and writes nothing', async () => {
    const own = (await admin.get(`/api/companies/${ids.Acme}/bikes`)).body.data[0].id;
    const foreign = (await admin.get(`/api/companies/${ids.Globex}/bikes`)).body.data[0].id;
    const before = (await admin.get(`/api/companies/${ids.Acme}/conditions`)).body;
    const historyBefore = (await admin.get(`/api/companies/${ids.Acme}/history`)).body.meta.total;
    const body = await editable(admin, ids.Acme);
    for (const client of [admin, fleetAcme]) {
      const res = await client.put(`/api/companies/${ids.Acme}/conditions`, {
        ...body,
        access: 'leasing',
        sharedBikes: { ...body.sharedBikes, bikeIds: [own, foreign, 999_999] },
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        fields: { 'sharedBikes.bikeIds.1': 'not_company_bike', 'sharedBikes.bikeIds.2': 'not_company_bike' },
      });
      expect(Object.keys(res.body.error.fields)).toHaveLength(2);
    }
    expect((await admin.get(`/api/companies/${ids.Acme}/conditions`)).body).toEqual(before);
    expect((await admin.get(`/api/companies/${ids.Acme}/history`)).body.meta.total).toBe(historyBefore);
  });
});

describe('the cafeteria plan', () => {
  const plan = {
    paymentModes: ['purchase', 'prepaid_leasing'],
    vatIncluded: false,
    saleDiscountPercent: 12.5,
    leasingDiscountPercent: 0,
    residualValuePercent: 16,
    description: 'Remise de 12,5 %',
  };

  it('is read and saved by the admin and the company’s fleet manager, with history', async () => {
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}/conditions/cafeteria`)).body).toMatchObject({
      paymentModes: ['purchase', 'monthly_leasing'],
      saleDiscountPercent: 10,
    });
    const res = await fleetAcme.put(`/api/companies/${ids.Acme}/conditions/cafeteria`, plan);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(plan);
    expect((await admin.get(`/api/companies/${ids.Acme}/conditions`)).body.cafeteria).toEqual(plan);
    const [row] = (await admin.get(`/api/companies/${ids.Acme}/history`)).body.data;
    expect(row).toMatchObject({ action: 'cafeteria.updated', before: { saleDiscountPercent: 10 }, after: { saleDiscountPercent: 12.5 } });
  });

  it.each([
    [{ saleDiscountPercent: -1 }, { saleDiscountPercent: 'too_small' }],
    [{ leasingDiscountPercent: 100.5 }, { leasingDiscountPercent: 'too_big' }],
    [{ residualValuePercent: 101 }, { residualValuePercent: 'too_big' }],
    [{ paymentModes: ['purchase', 'purchase'] }, { 'paymentModes.1': 'duplicate' }],
    [{ paymentModes: ['cash'] }, { 'paymentModes.0': 'invalid' }],
  ])('refuses %o with 422 and saves nothing', async (patch, fields) => {
    const before = (await admin.get(`/api/companies/${ids.Globex}/conditions/cafeteria`)).body;
    const res = await admin.put(`/api/companies/${ids.Globex}/conditions/cafeteria`, { ...plan, ...patch });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(fields);
    expect((await admin.get(`/api/companies/${ids.Globex}/conditions/cafeteria`)).body).toEqual(before);
  });

  it('answers 404 to another company’s fleet manager and 403 to an employee', async () => {
    expect((await fleetGlobex.put(`/api/companies/${ids.Acme}/conditions/cafeteria`, plan)).status).toBe(404);
    expect((await employee.put(`/api/companies/${ids.Acme}/conditions/cafeteria`, plan)).status).toBe(403);
  });
});

describe('buildings', () => {
  const address = { street: 'Rue Grande 3', postalCode: '4500', city: 'Huy' };

  it('lists a company’s buildings for its fleet manager', async () => {
    const res = await fleetAcme.get(`/api/companies/${ids.Acme}/buildings`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { name: string }) => b.name)).toEqual(['Entrepôt Herstal', 'Siège Liège']);
    expect(res.body.data[1]).toMatchObject({ companyId: ids.Acme, address: { city: 'Liège', postalCode: '4000', country: 'BE' } });
  });

  it('adds, renames and deletes a building; a deleted building leaves the shared-bike rules', async () => {
    const created = await fleetAcme.post(`/api/companies/${ids.Acme}/buildings`, { name: 'Antenne Huy', address });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Antenne Huy', address: { ...address, country: 'BE' } });
    const id = created.body.id;

    const body = await editable(fleetAcme, ids.Acme);
    await fleetAcme.put(`/api/companies/${ids.Acme}/conditions`, {
      ...body,
      sharedBikes: { ...body.sharedBikes, buildingIds: [...body.sharedBikes.buildingIds, id] },
    });
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}/conditions`)).body.sharedBikes.buildingIds).toContain(id);

    const renamed = await fleetAcme.put(`/api/buildings/${id}`, { name: 'Antenne de Huy', address });
    expect(renamed.body.name).toBe('Antenne de Huy');
    expect((await fleetAcme.delete(`/api/buildings/${id}`)).status).toBe(204);
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}/conditions`)).body.sharedBikes.buildingIds).not.toContain(id);

    const actions = (await admin.get(`/api/companies/${ids.Acme}/history`)).body.data.map((h: { action: string }) => h.action);
    expect(actions.slice(0, 4)).toEqual(['building.deleted', 'building.updated', 'conditions.updated', 'building.created']);
  });

  it('refuses a building without a name or address with 422', async () => {
    const res = await admin.post(`/api/companies/${ids.Acme}/buildings`, { name: '', address: { street: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ name: 'required', 'address.postalCode': 'required', 'address.city': 'required' });
  });

  it('keeps another company’s buildings out of reach (404) and employees out (403)', async () => {
    const id = buildings['Siège Liège'];
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/buildings`)).status).toBe(404);
    expect((await fleetGlobex.post(`/api/companies/${ids.Acme}/buildings`, { name: 'Mine', address })).status).toBe(404);
    expect((await fleetGlobex.put(`/api/buildings/${id}`, { name: 'Mine', address })).status).toBe(404);
    expect((await fleetGlobex.delete(`/api/buildings/${id}`)).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/buildings`)).status).toBe(403);
    expect((await admin.get(`/api/companies/${ids.Acme}/buildings`)).body.data.map((b: { name: string }) => b.name)).toContain(
      'Siège Liège',
    );
  });
});
