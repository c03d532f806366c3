import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, modelPayload, signedIn } from '../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');

const frame = { name: { fr: 'Matériau du cadre', en: 'Frame material', nl: 'Framemateriaal' }, unit: null, type: 'text', position: 6 };

describe('technical characteristics', () => {
  it('lists the defined characteristics in position order, for staff', async () => {
    const res = await (await signedIn(t, 'mechanic@veloport.test')).get('/api/catalog/characteristics');
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => c.name.en)).toEqual(['Weight', 'Gears', 'Brakes', 'Wheel size', 'Integrated lights']);
  });

  it('creates, renames and deletes one, audited', async () => {
    const created = await admin.post('/api/catalog/characteristics', frame);
    expect(created.status).toBe(201);
    const id = created.body.characteristic.id;
    const renamed = await admin.put(`/api/catalog/characteristics/${id}`, { ...frame, name: { ...frame.name, en: 'Frame' } });
    expect(renamed.body.characteristic.name.en).toBe('Frame');
    expect((await admin.delete(`/api/catalog/characteristics/${id}`)).status).toBe(204);
    expect((await admin.get('/api/catalog/characteristics')).body.data.some((c: any) => c.id === id)).toBe(false);
    expect((await auditOf(t.db, 'characteristic', id)).map((a) => a.action)).toEqual([
      'characteristic.deleted',
      'characteristic.updated',
      'characteristic.created',
    ]);
  });

  it('needs the name in all three languages', async () => {
    const res = await admin.post('/api/catalog/characteristics', { ...frame, name: { fr: 'Cadre', en: '', nl: ' ' } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ 'name.en': 'required', 'name.nl': 'required' });
  });

  it('refuses to delete or re-type a characteristic that models use', async () => {
    const { characteristic } = (await admin.post('/api/catalog/characteristics', { ...frame, type: 'number' })).body;
    expect((await admin.post('/api/catalog/bikes', modelPayload({ characteristics: { [characteristic.id]: 3 } }))).status).toBe(201);
    const del = await admin.delete(`/api/catalog/characteristics/${characteristic.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('characteristic_in_use');
    const retype = await admin.put(`/api/catalog/characteristics/${characteristic.id}`, { ...frame, type: 'boolean' });
    expect(retype.body.error.fields).toEqual({ type: 'characteristic_in_use' });
  });

  it('refuses changes to non-admins', async () => {
    const mechanic = await signedIn(t, 'mechanic@veloport.test');
    expect((await mechanic.post('/api/catalog/characteristics', frame)).status).toBe(403);
    expect((await mechanic.delete('/api/catalog/characteristics/1')).status).toBe(403);
  });
});
