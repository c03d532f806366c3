import { warrantyDates } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const globexEmployee = t.signedIn('globexEmployee');
const ids = t.companyIds();

type Bike = {
  id: number;
  relation: string;
  label: string;
  frameNumber: string;
  contract: { id: number; startDate: string } | null;
  warranty: unknown;
};

describe('my bikes', () => {
  it("lists an employee's leased bikes with their contract and warranty, never another person's, and finds one by its frame number", async () => {
    const res = await employee.get('/api/me/bikes/overview');
    expect(res.status).toBe(200);
    const bikes = res.body.data as Bike[];
    const leased = bikes.filter((b) => b.relation === 'leased');
    expect(leased.length).toBeGreaterThan(1);
    for (const bike of leased) expect(bike.warranty).toEqual(warrantyDates(bike.contract!.startDate));

    const theirs = ((await globexEmployee.get('/api/me/bikes/overview')).body.data as Bike[]).map((b) => b.id);
    expect(theirs.length).toBeGreaterThan(0);
    expect(bikes.map((b) => b.id).filter((id) => theirs.includes(id))).toEqual([]);

    const one = leased[0]!;
    // The same dates on the contract's own page.
    const contract = await employee.get(`/api/leasing/contracts/${one.contract!.id}`);
    expect(contract.body.warranty).toEqual(one.warranty);
    const found = await employee.get(`/api/me/bikes/overview?q=${encodeURIComponent(one.frameNumber.toLowerCase())}`);
    expect(found.body.data.map((b: Bike) => b.id)).toEqual([one.id]);
    expect(found.body.total).toBe(bikes.length);
    const brand = one.label.split(' ')[0]!;
    expect((await employee.get(`/api/me/bikes/overview?q=${brand}`)).body.data.every((b: Bike) => b.label.startsWith(brand))).toBe(true);
  });
});

describe('attention', () => {
  it("counts the company's overdue bills for its fleet manager and the admin; another company's is 404, an employee 403", async () => {
    const res = await fleetAcme.get(`/api/companies/${ids.Acme}/attention`);
    expect(res.status).toBe(200);
    const count = (kind: string) => (res.body.items as { kind: string; count: number }[]).find((i) => i.kind === kind)!.count;
    const overdue = (await fleetAcme.get('/api/bills?status=overdue&kind=invoice')).body.meta.total as number;
    expect(overdue).toBeGreaterThan(0);
    expect(count('overdue_bills')).toBe(overdue);
    expect(res.body.items.map((i: { kind: string }) => i.kind)).toEqual([
      'orders_to_validate',
      'overdue_bills',
      'maintenance_waiting_answer',
      'reservations_today',
      'reservations_tomorrow',
      'contracts_ending',
    ]);

    expect((await admin.get(`/api/companies/${ids.Acme}/attention`)).body).toEqual(res.body);
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/attention`)).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/attention`)).status).toBe(403);
  });
});
