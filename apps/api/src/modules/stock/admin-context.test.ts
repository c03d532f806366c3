import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');

const ADMIN_CONTEXT = ['/api/stock-location/current', '/api/companies/list/minimal', '/api/users/by-stock-location?stock_location=1'];

describe('what an admin loads after signing in', () => {
  it("answers the admin's current stock location", async () => {
    const res = await admin.get('/api/stock-location/current');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ current_location: 1, current_location_name: 'Liège' });
  });

  it('lists every company by id and name', async () => {
    const res = await admin.get('/api/companies/list/minimal');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), name: 'Acme' },
      { id: expect.any(Number), name: 'Fietsenwerf Gent' },
      { id: expect.any(Number), name: 'Globex' },
      { id: expect.any(Number), name: 'Initech' },
    ]);
  });

  it('lists the active staff of a stock location', async () => {
    const res = await admin.get('/api/users/by-stock-location?stock_location=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: expect.any(Number), firstname: 'Anne', lastname: 'Admin' },
      { id: expect.any(Number), firstname: 'Marc', lastname: 'Mécano' },
    ]);
  });

  it('answers an empty list for a location without staff', async () => {
    const res = await admin.get('/api/users/by-stock-location?stock_location=2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it.each([
    ['abc', 'invalid'],
    ['1.5', 'invalid'],
    // An id is plain decimal digits from 1 (issue 10 point 5): 0 and -1 are no ids at all.
    ['0', 'invalid'],
    ['-1', 'invalid'],
    ['0x4', 'invalid'],
    ['2147483648', 'too_big'],
  ])('refuses stock_location=%s with 422 fields.stock_location %s', async (value, code) => {
    const res = await admin.get(`/api/users/by-stock-location?stock_location=${value}`);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual({ stock_location: code });
  });

  it('refuses a missing stock_location with required', async () => {
    const res = await admin.get('/api/users/by-stock-location');
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ stock_location: 'required' });
  });
});

describe('who may load the admin context', () => {
  it.each(['fleet@acme.test', 'mechanic@veloport.test', 'employee@globex.test'])('refuses %s with 403 forbidden', async (email) => {
    const client = t.client();
    await client.login(email);
    for (const url of ADMIN_CONTEXT) {
      const res = await client.get(url);
      expect({ url, status: res.status, code: res.body.error.code }).toEqual({ url, status: 403, code: 'forbidden' });
    }
  });

  it('refuses an anonymous caller with 401 unauthenticated', async () => {
    for (const url of ADMIN_CONTEXT) {
      const res = await t.client().get(url);
      expect({ url, status: res.status, code: res.body.error.code }).toEqual({ url, status: 401, code: 'unauthenticated' });
    }
  });

  it('checks access before validating input, so a stranger learns nothing from a bad query', async () => {
    const fleet = t.client();
    await fleet.login('fleet@acme.test');
    expect((await fleet.get('/api/users/by-stock-location?stock_location=abc')).status).toBe(403);
    expect((await t.client().get('/api/users/by-stock-location?stock_location=abc')).status).toBe(401);
  });
});
