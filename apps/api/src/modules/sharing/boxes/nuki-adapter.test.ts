import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNukiBoxAdapter } from './nuki-adapter';

/** A stand-in for api.nuki.io speaking the documented shapes: it keeps authorizations per smartlock. */
type Auth = { id: string; name: string; type: number; code: number; allowedFromDate: string; allowedUntilDate: string };
const auths = new Map<string, Auth>();
const calls: string[] = [];
let server: http.Server;
let url: string;
let nextId = 1;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url}`);
      if (req.headers.authorization !== 'Bearer nuki-token') return void res.writeHead(401).end();
      const body = raw ? JSON.parse(raw) : null;
      const m = /^\/smartlock\/(\d+)\/auth(?:\/([^/?]+))?(\?.*)?$/.exec(req.url ?? '');
      if (!m) return void res.writeHead(404).end();
      const id = m[2];
      if (req.method === 'PUT' && !id) {
        const auth = { ...body, id: `auth-${nextId++}` };
        auths.set(auth.id, auth);
        return void res.writeHead(204).end();
      }
      if (req.method === 'GET' && !id)
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([...auths.values()]));
      if (id && !auths.has(id)) return void res.writeHead(404).end();
      if (req.method === 'POST' && id) {
        auths.set(id, { ...auths.get(id)!, ...body });
        return void res.writeHead(204).end();
      }
      if (req.method === 'DELETE' && id) {
        auths.delete(id);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Nuki adapter', () => {
  const box = { id: 1, adapter: 'nuki' as const, deviceId: '17' };
  const code = {
    codeId: 42,
    code: '456789',
    validFrom: new Date('2026-03-02T08:00:00Z'),
    validUntil: new Date('2026-03-02T16:00:00Z'),
    slot: 1,
    deviceRef: null,
  };

  it('creates a keypad code valid for the reservation, changes its end, and revokes it', async () => {
    const nuki = createNukiBoxAdapter({ url, token: 'nuki-token' });
    const { deviceRef } = await nuki.program(box, code);
    expect(auths.get(deviceRef)).toMatchObject({
      name: 'Veloport 42',
      type: 13,
      code: 456789,
      allowedFromDate: '2026-03-02T08:00:00.000Z',
      allowedUntilDate: '2026-03-02T16:00:00.000Z',
    });

    const later = new Date('2026-03-02T18:00:00Z');
    expect(await nuki.program(box, { ...code, validUntil: later, deviceRef })).toEqual({ deviceRef });
    expect(auths.get(deviceRef)!.allowedUntilDate).toBe(later.toISOString());

    await nuki.revoke(box, { codeId: 42, deviceRef });
    expect(auths.has(deviceRef)).toBe(false);
    // Revoking again (a retried job) is harmless.
    await nuki.revoke(box, { codeId: 42, deviceRef });
    expect(calls.filter((c) => c.startsWith('DELETE'))).toHaveLength(2);
  });

  it('fails loudly (the job retries) on a wrong token or a box without its smartlock id', async () => {
    await expect(createNukiBoxAdapter({ url, token: 'wrong' }).program(box, code)).rejects.toThrow(/401/);
    await expect(createNukiBoxAdapter({ url, token: 'nuki-token' }).program({ ...box, deviceId: null }, code)).rejects.toThrow(
      /smartlock id/,
    );
  });
});
