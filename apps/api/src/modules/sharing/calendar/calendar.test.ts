import { brusselsWallTimeToIso } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { sheetRows } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { reservations } from '../sharing.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
const wall = (value: string) => new Date(brusselsWallTimeToIso(value)!);
type Bike = {
  id: number;
  frameNumber: string;
  name: string;
  building: string | null;
  reservations: { holder: string; start: string; end: string; status: string }[];
};

describe('the fleet calendar', () => {
  it("shows Acme's fleet manager the demo's shared bikes and who holds them, in Brussels time", async () => {
    const res = await fleetAcme.get(`/api/fleet/calendar?from=${day(-7)}&to=${day(7)}`);
    expect(res.status).toBe(200);
    const bikes = res.body.bikes as Bike[];
    expect(bikes.map((b) => b.frameNumber)).toEqual([
      'ACMESHARE001',
      'ACMESHARE002',
      'ACMESHARE003',
      'ACMESHARE004',
      'ACMESHARE005',
      'ACMESHARE006',
    ]);
    // Each bike is named by its model, and by its building once the fleet manager placed it (issue 25 point 12).
    expect(bikes.every((b) => b.name.length > 0 && b.name !== b.frameNumber)).toBe(true);
    const { data: homes, buildings } = (await fleetAcme.get('/api/shared-bikes')).body as {
      data: { id: number; frameNumber: string }[];
      buildings: { id: number; name: string }[];
    };
    const placed = homes.find((h) => h.frameNumber === 'ACMESHARE001')!;
    expect((await fleetAcme.put(`/api/shared-bikes/${placed.id}/building`, { buildingId: buildings[0]!.id })).status).toBe(200);
    const named = (await fleetAcme.get(`/api/fleet/calendar?from=${day(-7)}&to=${day(7)}`)).body.bikes as Bike[];
    expect(named.find((b) => b.frameNumber === 'ACMESHARE001')!.building).toBe(buildings[0]!.name);
    const all = bikes.flatMap((b) => b.reservations);
    expect(all.length).toBeGreaterThan(10);
    expect(all.map((r) => r.holder)).toContain('Fiona Fleet');
    // The demo books office days from 08:00 or 09:00, Brussels wall time.
    expect(all.every((r) => ['08:00', '09:00'].includes(r.start.slice(11)))).toBe(true);
    expect(all.every((r) => r.start.slice(0, 10) >= day(-8) && r.start.slice(0, 10) <= day(7))).toBe(true);

    // An admin names the company; without one the request is incomplete.
    const byAdmin = await admin.get(`/api/fleet/calendar?from=${day(-7)}&to=${day(7)}&companyId=${ids.Acme}`);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.bikes).toHaveLength(6);
    expect((await admin.get(`/api/fleet/calendar?from=${day(-7)}&to=${day(7)}`)).status).toBe(422);
  });

  it("shows Globex's fleet manager only Globex, refuses employees and answers 404 for another company", async () => {
    const res = await fleetGlobex.get(`/api/fleet/calendar?from=${day(-7)}&to=${day(7)}`);
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(ids.Globex);
    expect((res.body.bikes as Bike[]).map((b) => b.frameNumber)).not.toContain('ACMESHARE001');
    expect((res.body.bikes as Bike[]).flatMap((b) => b.reservations.map((r) => r.holder))).not.toContain('Fiona Fleet');
    expect((await fleetGlobex.get(`/api/fleet/calendar?from=${day(-7)}&to=${day(7)}&companyId=${ids.Acme}`)).status).toBe(404);
    expect((await employee.get(`/api/fleet/calendar?from=${day(-7)}&to=${day(7)}`)).status).toBe(403);
    expect((await employee.get(`/api/fleet/payroll?month=2026-01`)).status).toBe(403);
  });

  it('answers 422 for a period that is not one', async () => {
    const too = await fleetAcme.get('/api/fleet/calendar?from=2026-01-01&to=2026-03-05');
    expect(too.status).toBe(422);
    expect(too.body.error.fields).toEqual({ to: 'period_too_long' });
    expect((await fleetAcme.get('/api/fleet/calendar?from=2026-01-01&to=2026-03-03')).status).toBe(200);
    expect((await fleetAcme.get('/api/fleet/calendar?from=2026-02-10&to=2026-02-01')).body.error.fields).toEqual({
      to: 'end_before_start',
    });
    expect((await fleetAcme.get('/api/fleet/calendar?from=2026-02-30&to=2026-03-01')).body.error.fields).toEqual({ from: 'invalid_date' });
    expect((await fleetAcme.get('/api/fleet/calendar?from=yesterday&to=2026-03-01')).status).toBe(422);
    expect((await fleetAcme.get('/api/fleet/payroll?month=2026-13')).status).toBe(422);
  });

  it('prints the period as a PDF with each bike and its holders', async () => {
    const res = await fleetAcme.get(`/api/fleet/calendar.pdf?from=${day(-7)}&to=${day(7)}&lang=fr`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.bytes);
    expect(text).toContain('Calendrier des vélos partagés');
    expect(text).toContain('ACMESHARE001');
    expect(text).toContain('Fiona Fleet');
    expect(pdfText((await fleetAcme.get(`/api/fleet/calendar.pdf?from=${day(-7)}&to=${day(7)}&lang=nl`)).bytes)).toContain(
      'Kalender van de gedeelde fietsen',
    );
  });
});

describe('the payroll file', () => {
  it('has one line per person with the days used, the reservations and the amount, as a social secretariat reads it', async () => {
    const bike = ((await fleetAcme.get(`/api/fleet/calendar?from=${day(0)}&to=${day(1)}`)).body.bikes as Bike[])[0]!;
    const emile = (employee.user as { id: number }).id;
    // March 2031: a two-day booking, one day more, and one cancelled (not counted).
    await t.db.insert(reservations).values([
      {
        code: 'PAY0001',
        companyId: ids.Acme!,
        userId: emile,
        bikeId: bike.id,
        startAt: wall('2031-03-03T09:00'),
        endAt: wall('2031-03-04T17:00'),
      },
      {
        code: 'PAY0002',
        companyId: ids.Acme!,
        userId: emile,
        bikeId: bike.id,
        startAt: wall('2031-03-10T09:00'),
        endAt: wall('2031-03-10T17:00'),
      },
      {
        code: 'PAY0003',
        companyId: ids.Acme!,
        userId: emile,
        bikeId: bike.id,
        startAt: wall('2031-03-12T09:00'),
        endAt: wall('2031-03-12T17:00'),
        status: 'cancelled',
      },
    ]);

    const res = await fleetAcme.get('/api/fleet/payroll?month=2031-03&format=csv&lang=fr');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Matricule;Nom;Prénom;E-mail;Début de période;Fin de période;Jours utilisés;Nombre de réservations;Montant à retenir (EUR);À vérifier',
    );
    expect(lines).toHaveLength(2);
    // Emile has no payroll number in the demo: the cell stays empty (never his portal id) and the row is flagged; Acme
    // charges 2 EUR a day (seed-payroll-demo.ts), in euros with two decimals.
    expect(lines[1]).toBe(`;Employé;Emile;employee@acme.test;01/03/2031;31/03/2031;3;2;6,00;Matricule manquant`);

    // Globex's fleet manager gets an empty file for the same month; the XLSX carries the same line.
    expect((await fleetGlobex.get('/api/fleet/payroll?month=2031-03&format=csv')).bytes.toString('utf8').trim().split('\r\n')).toHaveLength(
      1,
    );
    const rows = await sheetRows((await fleetAcme.get('/api/fleet/payroll?month=2031-03&format=xlsx&lang=en')).bytes);
    expect(rows[0]![0]).toBe('Employee number');
    // Real dates and a number in the workbook.
    expect(rows[1]).toEqual([
      null,
      'Employé',
      'Emile',
      'employee@acme.test',
      new Date('2031-03-01T00:00:00Z'),
      new Date('2031-03-31T00:00:00Z'),
      3,
      2,
      6,
      'Payroll number missing',
    ]);
  });

  it("writes the employee's payroll number and days used × the condition's private-use price", async () => {
    const emile = (employee.user as { id: number }).id;
    const profile = (await fleetAcme.get(`/api/users/${emile}`)).body.user as Record<string, unknown>;
    const userBody = {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      phone: profile.phone,
      address: profile.address,
      size: profile.size,
      language: profile.language,
      contactType: profile.contactType,
      anonymousInRanking: profile.anonymousInRanking,
    };

    // The fleet manager types the secretariat's number; too long a number is refused and changes nothing.
    const tooLong = await fleetAcme.put(`/api/users/${emile}`, { ...userBody, payrollNumber: 'X'.repeat(31) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.fields).toEqual({ payrollNumber: 'too_long' });
    const saved = await fleetAcme.put(`/api/users/${emile}`, { ...userBody, payrollNumber: '  MAT-00417 ' });
    expect(saved.status).toBe(200);
    expect(saved.body.user.payrollNumber).toBe('MAT-00417');
    // A form that does not send the number leaves it as it is.
    expect((await fleetAcme.put(`/api/users/${emile}`, userBody)).body.user.payrollNumber).toBe('MAT-00417');

    // 2.50 EUR per day of private use; a negative or absurd price is refused.
    const {
      companyId: _c,
      cafeteria: _f,
      updatedAt: _u,
      ...conditions
    } = (await fleetAcme.get(`/api/companies/${ids.Acme}/conditions`)).body;
    expect(conditions.sharedBikes.privateUseDailyCents).toBe(200);
    const price = (cents: unknown) =>
      fleetAcme.put(`/api/companies/${ids.Acme}/conditions`, {
        ...conditions,
        sharedBikes: { ...conditions.sharedBikes, privateUseDailyCents: cents },
      });
    for (const bad of [-1, 10_001, 1.5, '250']) {
      const res = await price(bad);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.error.fields)).toEqual(['sharedBikes.privateUseDailyCents']);
    }
    const set = await price(250);
    expect(set.status).toBe(200);
    expect(set.body.sharedBikes.privateUseDailyCents).toBe(250);

    // March 2031 holds three days used by Emile (the test above): 3 × 2.50 = 7.50 EUR.
    const lines = (await fleetAcme.get('/api/fleet/payroll?month=2031-03&format=csv&lang=fr')).bytes
      .toString('utf8')
      .slice(1)
      .trim()
      .split('\r\n');
    // With a payroll number the row is not flagged.
    expect(lines[1]).toBe('MAT-00417;Employé;Emile;employee@acme.test;01/03/2031;31/03/2031;3;2;7,50;');
    const rows = await sheetRows((await fleetAcme.get('/api/fleet/payroll?month=2031-03&format=xlsx&lang=en')).bytes);
    expect(rows[1]).toEqual([
      'MAT-00417',
      'Employé',
      'Emile',
      'employee@acme.test',
      new Date('2031-03-01T00:00:00Z'),
      new Date('2031-03-31T00:00:00Z'),
      3,
      2,
      7.5,
    ]);

    // Leaving the price out of a save (an older client) keeps it.
    const { privateUseDailyCents: _p, ...withoutPrice } = set.body.sharedBikes;
    const kept = await fleetAcme.put(`/api/companies/${ids.Acme}/conditions`, { ...conditions, sharedBikes: withoutPrice });
    expect(kept.body.sharedBikes.privateUseDailyCents).toBe(250);
  });
});
