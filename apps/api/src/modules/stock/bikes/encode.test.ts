import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createModel, newFrame, signedIn } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
let modelId: number;
beforeAll(async () => {
  modelId = (await createModel(admin, { brand: 'Encodebrand' })).id;
});

describe('stock encode', () => {
  it('encodes a delivery of three frame numbers, found in stock afterwards with their history', async () => {
    const frames = [newFrame('DLV'), newFrame('DLV'), newFrame('DLV')];
    const res = await admin.post('/api/stock/encode', {
      modelId,
      locationId: 2,
      frameNumbers: frames.map((f) => f.toLowerCase()),
      size: 'M',
      purchaseDate: '2026-03-01',
    });
    expect(res.status).toBe(201);
    expect(res.body.created.map((c: any) => c.frameNumber)).toEqual(frames);
    const stock = await admin.get(`/api/stock/bikes?modelId=${modelId}&locationId=2&contractKind=stock`);
    expect(stock.body.data.map((b: any) => b.frameNumber).sort()).toEqual([...frames].sort());
    const detail = (await admin.get(`/api/stock/bikes/${res.body.created[0].id}`)).body.bike;
    expect(detail).toMatchObject({ size: 'M', purchaseDate: '2026-03-01' });
    expect(detail.history).toEqual([
      expect.objectContaining({
        kind: 'created',
        details: expect.objectContaining({ encoded: true }),
        actor: { id: admin.user.id, name: 'Anne Admin' },
      }),
    ]);
  });

  it('refuses the whole delivery when one frame number is taken, repeated or malformed, naming each one; nothing written', async () => {
    const taken = (await admin.post('/api/stock/encode', { modelId, locationId: 1, frameNumbers: [newFrame('TKN')] })).body.created[0]
      .frameNumber;
    const fresh = newFrame('NEW');
    const res = await admin.post('/api/stock/encode', {
      modelId,
      locationId: 1,
      frameNumbers: [fresh, taken.toLowerCase(), 'x!', fresh, ''],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      'frameNumbers.1': 'frame_number_taken',
      'frameNumbers.2': 'invalid',
      'frameNumbers.3': 'frame_number_duplicate',
      'frameNumbers.4': 'required',
    });
    expect((await admin.get(`/api/stock/bikes/by-frame/${fresh}`)).status).toBe(404);
  });

  it('checks one frame number on the spot', async () => {
    const [created] = (await admin.post('/api/stock/encode', { modelId, locationId: 1, frameNumbers: [newFrame('CHK')] })).body.created;
    expect((await admin.post('/api/stock/encode/check', { frameNumber: created.frameNumber.toLowerCase() })).body).toEqual({
      frameNumber: created.frameNumber,
      valid: true,
      available: false,
      bikeId: created.id,
    });
    expect((await admin.post('/api/stock/encode/check', { frameNumber: 'free 123 456' })).body).toEqual({
      frameNumber: 'FREE123456',
      valid: true,
      available: true,
      bikeId: null,
    });
    expect((await admin.post('/api/stock/encode/check', { frameNumber: 'ab' })).body).toMatchObject({ valid: false, available: false });
  });

  it('refuses an unknown model or store and non-admins', async () => {
    const res = await admin.post('/api/stock/encode', { modelId: 999999, locationId: 7, frameNumbers: [newFrame()] });
    expect(res.body.error.fields).toEqual({ modelId: 'unknown_model', locationId: 'unknown_location' });
    expect((await admin.post('/api/stock/encode', { modelId, locationId: 1, frameNumbers: [] })).body.error.fields).toEqual({
      frameNumbers: 'required',
    });
    expect(
      (
        await (
          await signedIn(t, 'mechanic@veloport.test')
        ).post('/api/stock/encode', { modelId, locationId: 1, frameNumbers: [newFrame()] })
      ).status,
    ).toBe(403);
  });
});
