import { addDays, MONITORING_KINDS, monitoringSeverity } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { bills } from '../../../db/schema';

const t = useDemoApp();
const admin = t.signedIn('admin');
const sales = t.signedIn('sales');
const fleet = t.signedIn('fleetAcme');
const ids = t.companyIds();

type Item = { kind: string; count: number; severity: string; href: string };
const overdueOf = (body: { items: Item[] }) => body.items.find((i) => i.kind === 'overdue_bills')!;

describe('monitoring', () => {
  it('counts an overdue bill and links to the overdue list; shows the system; admins only', async () => {
    const before = await admin.get('/api/monitoring');
    expect(before.status).toBe(200);
    expect(before.body.items.map((i: Item) => i.kind)).toEqual([...MONITORING_KINDS]);
    for (const item of before.body.items as Item[]) expect(item.severity).toBe(monitoringSeverity(item.kind as never, item.count));

    // A bill issued through the API whose due date then passes, unpaid.
    const draft = await admin.post('/api/bills', {
      companyId: ids.Acme,
      lines: [{ description: 'Révision', quantity: 1, unitPriceCents: 10_000, vatRate: 21 }],
    });
    expect((await admin.post(`/api/bills/${draft.body.id}/issue`)).status).toBe(200);
    await t.db
      .update(bills)
      .set({ dueDate: addDays(t.clock.today(), -5) })
      .where(eq(bills.id, draft.body.id));
    const after = await admin.get('/api/monitoring');
    const overdue = overdueOf(after.body);
    expect(overdue.count).toBe(overdueOf(before.body).count + 1);
    expect(overdue.severity).not.toBe('info');
    expect(overdue.href).toBe('/dashboard/bills/list?status=overdue');
    // The list behind the link shows the same bills.
    const list = await admin.get('/api/bills?status=overdue&perPage=1');
    expect(list.body.meta.total).toBe(overdue.count);

    const { system } = after.body;
    expect(system.databaseBytes).toBeGreaterThan(1_000_000);
    expect(system.requestsLastHour).toBeGreaterThan(0);
    expect(system.p95LatencyMs).toBeGreaterThan(0);
    expect(system.errorsLastHour).toBeGreaterThanOrEqual(0);
    expect(system.jobsQueued).toBeGreaterThanOrEqual(0);

    expect((await sales.get('/api/monitoring')).status).toBe(403);
    expect((await fleet.get('/api/monitoring')).status).toBe(403);
    expect((await t.client().get('/api/monitoring')).status).toBe(401);
    // Both Insight routes of this branch are in the OpenAPI document.
    const { paths } = (await admin.get('/api/docs/json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/monitoring', '/api/statistics/forecast']));
  });

  it('counts a store whose accessory stock falls to its reorder level and links to the filtered stock list', async () => {
    const reorderOf = async () =>
      ((await admin.get('/api/monitoring')).body.items as Item[]).find((i) => i.kind === 'accessories_below_reorder_level')!;
    const before = await reorderOf();
    const id = (await admin.post('/api/catalog/accessories', { name: 'Monitor test tube', category: 'other', priceCents: 700 })).body
      .accessory.id;
    await admin.post('/api/stock/accessories/movements', { accessoryId: id, locationId: 2, delta: 3, reason: 'delivery' });
    expect((await admin.put(`/api/stock/accessories/${id}/reorder-level`, { locationId: 2, reorderLevel: 5 })).status).toBe(200);
    const after = await reorderOf();
    expect(after).toEqual({
      kind: 'accessories_below_reorder_level',
      count: before.count + 1,
      severity: 'warning',
      href: '/dashboard/accessories-stock/list?belowReorderLevel=true',
    });
    // The list behind the link shows it.
    const listed = await admin.get('/api/stock/accessories?belowReorderLevel=true&q=monitor%20test%20tube');
    expect(listed.body.data.map((r: { accessory: { id: number } }) => r.accessory.id)).toEqual([id]);
  });
});
