import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, signedIn } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

const reason = { fr: 'Inventaire', en: 'Stocktaking', nl: 'Inventaris' };

describe('shop schedule', () => {
  it('is public: opening hours per store and upcoming closures', async () => {
    const res = await t.client().get('/api/shop/schedule');
    expect(res.status).toBe(200);
    const [liege, brussels] = res.body.stores;
    expect(liege).toMatchObject({
      locationId: 1,
      name: 'Liège',
      hours: expect.arrayContaining([{ weekday: 2, opens: '10:00', closes: '18:00' }]),
    });
    expect(brussels.hours.filter((h: any) => h.weekday === 1)).toEqual([
      { weekday: 1, opens: '09:30', closes: '12:30' },
      { weekday: 1, opens: '13:30', closes: '18:30' },
    ]);
    expect(liege.closures[0]).toMatchObject({ reason: { fr: expect.any(String), en: expect.any(String), nl: expect.any(String) } });
  });

  it('lets an admin replace a store’s schedule, audited; the other store keeps its own', async () => {
    const res = await admin.put('/api/shop/schedule', {
      stores: [
        {
          locationId: 1,
          hours: [{ weekday: 3, opens: '09:00', closes: '17:00' }],
          closures: [{ from: '2099-01-02', to: '2099-01-03', reason }],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.stores[0]).toMatchObject({
      hours: [{ weekday: 3, opens: '09:00', closes: '17:00' }],
      closures: [{ id: expect.any(Number), from: '2099-01-02', to: '2099-01-03', reason }],
    });
    expect(res.body.stores[1].hours.length).toBeGreaterThan(5);
    expect((await auditOf(t.db, 'shop_schedule', '1'))[0]).toMatchObject({ action: 'shop_schedule.updated', actorId: admin.user.id });
  });

  it('refuses spans that close before they open or overlap, and closures that end before they start; nothing changes', async () => {
    const before = (await t.client().get('/api/shop/schedule')).body;
    const res = await admin.put('/api/shop/schedule', {
      stores: [
        {
          locationId: 2,
          hours: [
            { weekday: 1, opens: '10:00', closes: '09:00' },
            { weekday: 2, opens: '09:00', closes: '13:00' },
            { weekday: 2, opens: '12:00', closes: '18:00' },
          ],
          closures: [{ from: '2099-02-02', to: '2099-02-01', reason }],
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      'stores.0.hours.0.closes': 'end_before_start',
      'stores.0.hours.1.opens': 'overlap',
      'stores.0.hours.2.opens': 'overlap',
      'stores.0.closures.0.to': 'end_before_start',
    });
    expect(
      (
        await admin.put('/api/shop/schedule', {
          stores: [{ locationId: 1, hours: [{ weekday: 8, opens: '25:00', closes: '10:00' }], closures: [] }],
        })
      ).body.error.fields,
    ).toEqual({ 'stores.0.hours.0.weekday': 'too_big', 'stores.0.hours.0.opens': 'invalid' });
    expect((await t.client().get('/api/shop/schedule')).body).toEqual(before);
  });

  it('refuses changes from a visitor (401) and from non-admins (403)', async () => {
    expect((await t.client().put('/api/shop/schedule', { stores: [] })).status).toBe(401);
    expect((await (await signedIn(t, 'mechanic@veloport.test')).put('/api/shop/schedule', { stores: [] })).status).toBe(403);
  });
});
