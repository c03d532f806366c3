import { brusselsWallTimeToIso } from '@veloport/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, sheetRows, type SignedClient } from '../../../test/fixtures';
import { reservations } from '../sharing.table';
import { boxAdapterLog, boxCodes } from './boxes.table';

let liege: number;
let brussels: number;
let keyBox: { id: number; name: string; slots: { number: number; bike: { id: number } | null }[] };

const SECRET = 'box-webhook-secret-for-tests';
const t = useDemoApp({ config: { boxes: { webhookSecret: SECRET, nuki: undefined } } });
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const mechanic = t.signedIn('mechanic');
const DAY_MS = 86_400_000;
function at(days: number, time: string) {
  const date = new Date(Date.now() + days * DAY_MS).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
  return brusselsWallTimeToIso(`${date}T${time}`)!;
}

const PERMISSIVE = {
  userIds: [] as number[],
  buildingIds: [] as number[],
  allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  weekendUse: true,
  daysInAdvance: 60,
  maxBookingMinutes: null,
  takeWindow: null,
  returnWindow: null,
  forbidWeekend: false,
  forbidInterBuilding: false,
  maxPerMonth: null,
  maxPerYear: null,
  maxSimultaneous: null,
};

async function book(client: SignedClient, bikeId: number, start: string, end: string) {
  const res = await client.post('/api/reservations', { acceptTerms: true, buildingId: liege, bikeId, start, end });
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${res.raw}`);
  return res.body as { id: number; code: string };
}
const codeRows = (reservationId: number) =>
  t.db.select().from(boxCodes).where(eq(boxCodes.reservationId, reservationId)).orderBy(asc(boxCodes.id));
const adapterLog = (codeId: number) =>
  t.db.select().from(boxAdapterLog).where(eq(boxAdapterLog.codeId, codeId)).orderBy(asc(boxAdapterLog.id));

beforeAll(async () => {
  const acmeBuildings = (await admin.get(`/api/companies/${ids.Acme}/buildings`)).body.data as { id: number; name: string }[];
  liege = acmeBuildings.find((b) => b.name === 'Siège Liège')!.id;
  brussels = ((await admin.get(`/api/companies/${ids.Globex}/buildings`)).body.data as { id: number }[])[0]!.id;
  const list = (await fleetAcme.get('/api/boxes?q=Siège')).body.data as { id: number }[];
  keyBox = (await fleetAcme.get(`/api/boxes/${list[0]!.id}`)).body;
});

describe('the demo', () => {
  it("shows Acme's key box at Siège Liège with its pool bikes, and the code on Emile's coming booking there", async () => {
    expect(keyBox).toMatchObject({
      name: 'Boîte à clés Siège',
      kind: 'key_box',
      building: { name: 'Siège Liège' },
      slotCount: 4,
      bikeCount: 3,
    });
    expect(keyBox.slots.filter((s) => s.bike).length).toBe(3);
    const mine = (await employee.get('/api/reservations?group=future&perPage=50')).body.data as {
      id: number;
      bike: { id: number };
      box: { code: string | null } | null;
    }[];
    const inBox = mine.filter((r) => keyBox.slots.some((s) => s.bike?.id === r.bike.id));
    expect(inBox.length).toBeGreaterThan(0);
    const detail = (await employee.get(`/api/reservations/${inBox[0]!.id}`)).body;
    expect(detail.box).toMatchObject({
      id: keyBox.id,
      name: 'Boîte à clés Siège',
      code: expect.stringMatching(/^[1-9]{6}$/),
      state: 'upcoming',
    });
    expect(detail.box.validFrom).toBe(detail.start);
    expect(detail.box.validUntil).toBe(detail.end);
  });
});

describe('who sees boxes', () => {
  it('lets fleet managers see their own company only, mechanics and admins all; refuses employees', async () => {
    const acme = (await fleetAcme.get('/api/boxes')).body;
    expect(acme.meta.total).toBe(2);
    expect(acme.data.every((b: { company: { id: number } }) => b.company.id === ids.Acme)).toBe(true);
    expect((await fleetGlobex.get('/api/boxes')).body.meta.total).toBe(0);
    expect((await fleetGlobex.get(`/api/boxes/${keyBox.id}`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/boxes/${keyBox.id}/events`)).status).toBe(404);
    expect((await mechanic.get(`/api/boxes/${keyBox.id}`)).status).toBe(200);
    expect((await admin.get('/api/boxes?kind=bike_locker')).body.data.map((b: { name: string }) => b.name)).toEqual(['Casier Entrepôt']);
    expect((await employee.get('/api/boxes')).status).toBe(403);
    expect((await employee.get(`/api/boxes/${keyBox.id}`)).status).toBe(403);
    expect((await t.client().get('/api/boxes')).status).toBe(401);
    expect((await fleetAcme.get('/api/boxes/statistics')).status).toBe(403);
    expect((await mechanic.get('/api/boxes/statistics')).status).toBe(403);
  });

  it('downloads the list as CSV and XLSX in the reader’s language', async () => {
    const csv = await fleetAcme.get('/api/boxes?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Boîte à clés Siège');
    const rows = await sheetRows((await fleetAcme.get('/api/boxes?format=xlsx')).bytes);
    expect(rows[0]).toContain('Plaatsen'); // Acme's fleet manager reads Dutch.
    expect(rows).toHaveLength(3);
  });
});

describe('installing a box', () => {
  it('is for admins: 201 with empty slots, recorded; 403 for a fleet manager; 422 for bad input', async () => {
    const body = { companyId: ids.Acme, buildingId: liege, name: 'Casier test', kind: 'bike_locker', slotCount: 3 };
    expect((await fleetAcme.post('/api/boxes', body)).status).toBe(403);
    const res = await admin.post('/api/boxes', body);
    expect(res.status).toBe(201);
    expect(res.body.slots).toEqual([1, 2, 3].map((number) => ({ number, bike: null })));
    expect(res.body.adapter).toBe('builtin');
    expect((await auditOf(t.db, 'box', res.body.id)).map((a) => a.action)).toEqual(['box.created']);

    const bad = await admin.post('/api/boxes', { ...body, slotCount: 0, name: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['name', 'slotCount']);
    expect((await admin.post('/api/boxes', { ...body, buildingId: brussels })).body.error.fields).toEqual({ buildingId: 'unknown' });
    expect((await admin.post('/api/boxes', { ...body, adapter: 'nuki' })).body.error.fields).toEqual({ deviceId: 'required' });
    // Nuki is not configured here: such a box could never receive its codes.
    expect((await admin.post('/api/boxes', { ...body, adapter: 'nuki', deviceId: '123' })).body.error.fields).toEqual({
      adapter: 'invalid',
    });

    const edited = await admin.put(`/api/boxes/${res.body.id}`, { ...body, name: 'Casier renommé', slotCount: 2 });
    expect(edited.status).toBe(200);
    expect(edited.body.slots).toHaveLength(2);
    expect((await admin.put(`/api/boxes/${res.body.id}`, { ...body, companyId: ids.Globex, buildingId: brussels })).status).toBe(422);
    expect((await fleetAcme.put(`/api/boxes/${res.body.id}`, body)).status).toBe(403);
    expect((await fleetAcme.delete(`/api/boxes/${res.body.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/boxes/${res.body.id}`)).status).toBe(204);
    expect((await admin.get(`/api/boxes/${res.body.id}`)).status).toBe(404);
  });
});

describe('one-time codes', () => {
  it('gives a booking of a bike in the box a code valid from start to end, sent to the box; the end moves it; cancelling revokes it', async () => {
    await t.db.delete(reservations);
    const res = await admin.put(
      `/api/companies/${ids.Acme}/conditions`,
      await (async () => {
        const { companyId: _c, cafeteria: _f, updatedAt: _u, ...body } = (await admin.get(`/api/companies/${ids.Acme}/conditions`)).body;
        return { ...body, sharedBikes: { ...body.sharedBikes, ...PERMISSIVE } };
      })(),
    );
    expect(res.status).toBe(200);
    const bikeId = keyBox.slots[0]!.bike!.id;
    const made = await book(employee, bikeId, at(3, '09:00'), at(3, '12:00'));

    const seen = (await employee.get(`/api/reservations/${made.id}`)).body;
    expect(seen.box).toMatchObject({
      id: keyBox.id,
      slot: 1,
      code: expect.stringMatching(/^[1-9]{6}$/),
      validFrom: seen.start,
      validUntil: seen.end,
      state: 'upcoming',
    });
    expect((await fleetAcme.get(`/api/reservations/${made.id}`)).body.box.code).toBe(seen.box.code);
    expect((await fleetGlobex.get(`/api/reservations/${made.id}`)).status).toBe(404);
    const [code] = await codeRows(made.id);
    expect((await adapterLog(code!.id)).map((l) => l.action)).toEqual(['program']);
    expect(code!.programmedAt).not.toBeNull();
    // The box page lists the code without its digits.
    const page = (await fleetAcme.get(`/api/boxes/${keyBox.id}`)).body;
    expect(page.codes).toEqual([
      expect.objectContaining({ slot: 1, reservation: expect.objectContaining({ id: made.id }), programmed: true }),
    ]);
    expect(JSON.stringify(page)).not.toContain(seen.box.code);

    const longer = await employee.request('PATCH', `/api/reservations/${made.id}`, { end: at(3, '14:00') });
    expect(longer.status).toBe(200);
    expect(longer.body.box).toMatchObject({ code: seen.box.code, validUntil: longer.body.end });
    expect((await adapterLog(code!.id)).map((l) => l.action)).toEqual(['program', 'program']);
    expect((await adapterLog(code!.id)).at(-1)!.validUntil!.toISOString()).toBe(longer.body.end);

    const cancelled = await employee.post(`/api/reservations/${made.id}/cancel`);
    expect(cancelled.body.box).toMatchObject({ code: null, state: 'revoked' });
    expect((await adapterLog(code!.id)).map((l) => l.action)).toEqual(['program', 'program', 'revoke']);
    const [after] = await codeRows(made.id);
    expect(after!.code).toBeNull();
    expect((await auditOf(t.db, 'box_code', code!.id)).map((a) => a.action).sort()).toEqual([
      'box_code.issued',
      'box_code.revoked',
      'box_code.validity_changed',
    ]);
  });

  it('never gives two overlapping codes of one box the same digits, and the database refuses it', async () => {
    const bikes = keyBox.slots.filter((s) => s.bike).map((s) => s.bike!.id);
    const made = await Promise.all(bikes.map((bikeId) => book(fleetAcme, bikeId, at(4, '09:00'), at(4, '17:00'))));
    const codes = (await Promise.all(made.map((m) => codeRows(m.id)))).map((rows) => rows[0]!);
    expect(new Set(codes.map((c) => c.code)).size).toBe(bikes.length);
    await expect(
      t.db.insert(boxCodes).values({
        boxId: keyBox.id,
        reservationId: made[0]!.id,
        slot: 9,
        code: codes[1]!.code,
        validFrom: new Date(at(4, '10:00')),
        validUntil: new Date(at(4, '11:00')),
      }),
    ).rejects.toThrow();
  });

  it('gives new digits when a longer end would meet the same digits of another code of the box', async () => {
    const first = await book(employee, keyBox.slots[0]!.bike!.id, at(6, '09:00'), at(6, '10:00'));
    const second = await book(fleetAcme, keyBox.slots[2]!.bike!.id, at(6, '10:00'), at(6, '11:00'));
    const [a] = await codeRows(first.id);
    const [b] = await codeRows(second.id);
    // Back to back, the two may share digits; make them do so.
    await t.db.update(boxCodes).set({ code: a!.code }).where(eq(boxCodes.id, b!.id));
    const longer = await employee.request('PATCH', `/api/reservations/${first.id}`, { end: at(6, '10:30') });
    expect(longer.status).toBe(200);
    expect(longer.body.box).toMatchObject({ state: 'upcoming', validUntil: longer.body.end, code: expect.stringMatching(/^[1-9]{6}$/) });
    expect(longer.body.box.code).not.toBe(a!.code);
    expect((await codeRows(first.id)).map((c) => c.revokedAt === null)).toEqual([false, true]);
  });

  it('revokes the codes of a bike taken out of its box, and gives new ones when it goes back in', async () => {
    const bikeId = keyBox.slots[1]!.bike!.id;
    const made = await book(employee, bikeId, at(5, '09:00'), at(5, '10:00'));
    const before = (await employee.get(`/api/reservations/${made.id}`)).body.box;
    expect(before.state).toBe('upcoming');

    expect((await employee.put(`/api/boxes/${keyBox.id}/slots/2`, { bikeId: null })).status).toBe(403);
    const out = await fleetAcme.put(`/api/boxes/${keyBox.id}/slots/2`, { bikeId: null });
    expect(out.status).toBe(200);
    expect(out.body.slots[1].bike).toBeNull();
    expect((await employee.get(`/api/reservations/${made.id}`)).body.box).toMatchObject({ state: 'revoked', code: null });

    expect((await fleetAcme.put(`/api/boxes/${keyBox.id}/slots/4`, { bikeId })).status).toBe(200);
    const back = (await employee.get(`/api/reservations/${made.id}`)).body.box;
    expect(back).toMatchObject({ state: 'upcoming', slot: 4, code: expect.stringMatching(/^[1-9]{6}$/) });
    expect((await auditOf(t.db, 'box', keyBox.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['box.bike_removed', 'box.bike_placed']),
    );

    // An occupied slot, another company's bike, a slot the box does not have.
    expect((await fleetAcme.put(`/api/boxes/${keyBox.id}/slots/1`, { bikeId })).status).toBe(409);
    const globexBike = (
      (await t.db.execute(sql`select id from bikes where company_id = ${ids.Globex} limit 1`)) as unknown as { rows: { id: number }[] }
    ).rows[0]!;
    expect((await admin.put(`/api/boxes/${keyBox.id}/slots/3`, { bikeId: globexBike.id })).body.error.fields).toEqual({
      bikeId: 'not_company_bike',
    });
    expect((await admin.put(`/api/boxes/${keyBox.id}/slots/3`, { bikeId: 999999 })).body.error.fields).toEqual({ bikeId: 'unknown_bike' });
    expect((await fleetAcme.put(`/api/boxes/${keyBox.id}/slots/9`, { bikeId })).status).toBe(404);
    expect((await fleetGlobex.put(`/api/boxes/${keyBox.id}/slots/2`, { bikeId: null })).status).toBe(404);
    // Slots below a bike cannot be removed, nor a box whose codes still open it.
    const body = { companyId: ids.Acme, buildingId: liege, name: keyBox.name, kind: 'key_box', slotCount: 3 };
    expect((await admin.put(`/api/boxes/${keyBox.id}`, body)).body.error.fields).toEqual({ slotCount: 'too_small' });
    expect((await admin.delete(`/api/boxes/${keyBox.id}`)).status).toBe(409);
  });
});

describe('openings and closings', () => {
  it('are reported by the box with its secret, linked to the reservation whose code opened it', async () => {
    const bikeId = keyBox.slots[0]!.bike!.id;
    // In progress: started a minute ago (within the booking form's grace), for an hour.
    const made = await book(employee, bikeId, new Date(Date.now() - 60_000).toISOString(), new Date(Date.now() + 3600_000).toISOString());
    const code = (await employee.get(`/api/reservations/${made.id}`)).body.box;
    expect(code.state).toBe('active');

    const device = t.client();
    const opened = await device.request(
      'POST',
      `/api/boxes/${keyBox.id}/events`,
      { kind: 'opened', code: code.code },
      { 'x-box-secret': SECRET },
    );
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      kind: 'opened',
      source: 'device',
      slot: 1,
      by: null,
      reservation: { id: made.id, code: made.code, holder: 'Emile Employé' },
    });
    expect(
      (await device.request('POST', `/api/boxes/${keyBox.id}/events`, { kind: 'closed' }, { 'x-box-secret': 'wrong-secret-wrong-secret' }))
        .status,
    ).toBe(403);
    expect((await device.request('POST', `/api/boxes/999999/events`, { kind: 'closed' }, { 'x-box-secret': SECRET })).status).toBe(404);
    expect((await device.post(`/api/boxes/${keyBox.id}/events`, { kind: 'closed' })).status).toBe(401);
    expect((await employee.post(`/api/boxes/${keyBox.id}/events`, { kind: 'closed' })).status).toBe(403);
    expect((await fleetGlobex.post(`/api/boxes/${keyBox.id}/events`, { kind: 'closed' })).status).toBe(404);
    expect((await fleetAcme.post(`/api/boxes/${keyBox.id}/events`, { kind: 'shaken' })).status).toBe(422);
    expect((await fleetAcme.post(`/api/boxes/${keyBox.id}/events`, { kind: 'closed', slot: 40 })).body.error.fields).toEqual({
      slot: 'too_big',
    });

    const closed = await fleetAcme.post(`/api/boxes/${keyBox.id}/events`, { kind: 'closed', slot: 1 });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({ source: 'staff', by: { name: expect.any(String) } });
    const list = (await mechanic.get(`/api/boxes/${keyBox.id}/events?perPage=2`)).body;
    expect(list.data.map((e: { kind: string }) => e.kind)).toEqual(['closed', 'opened']);
    expect(list.meta.total).toBeGreaterThan(2);
  });

  it('fill the statistics: openings per box per month and occupancy', async () => {
    const res = await admin.get('/api/boxes/statistics?months=3');
    expect(res.status).toBe(200);
    expect(res.body.months).toHaveLength(3);
    const row = res.body.boxes.find((b: { id: number }) => b.id === keyBox.id);
    expect(row.openings).toHaveLength(3);
    expect(row.openings.at(-1)).toBeGreaterThan(0);
    expect(row.totalOpenings).toBe(row.openings.reduce((a: number, n: number) => a + n, 0));
    expect(row.occupancy).toBe(Math.round((row.bikeCount / row.slotCount) * 100));
    expect((await admin.get('/api/boxes/statistics?months=99')).status).toBe(422);
  });
});
