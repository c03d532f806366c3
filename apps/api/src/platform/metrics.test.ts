import { describe, expect, it } from 'vitest';
import { isPrivatePeer, registerGauge } from './metrics';
import { useDemoApp } from '../test/demo-app';

const t = useDemoApp({ config: { metricsToken: 'scraper-secret-0123456789' } });

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('GET /metrics', () => {
  it('counts requests and their durations by route pattern, not by address', async () => {
    const admin = t.client();
    await admin.login('admin@veloport.test');
    // The registry belongs to the process: other test files of the same worker may have counted this route already.
    const counted = (body: string) =>
      Number(/veloport_http_requests_total\{method="GET",route="\/api\/users\/:id",status_code="200"\} (\d+)/.exec(body)?.[1] ?? 0);
    const before = counted((await scrape('127.0.0.1')).body);
    await admin.get('/api/users/1');
    await admin.get('/api/users/2');
    const res = await scrape('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(counted(res.body) - before).toBe(2);
    expect(res.body).toContain('veloport_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/users/:id"');
    expect(res.body).not.toContain('route="/api/users/1"');
  });

  it('reports the database connections and what other code registers', async () => {
    registerGauge('veloport_test_depth', 'A test gauge', () => 7);
    const res = await scrape('127.0.0.1');
    expect(res.body).toMatch(/veloport_db_pool_connections\{state="total"\} [1-9]/);
    expect(res.body).toContain('veloport_db_pool_waiting_requests 0');
    expect(res.body).toContain('veloport_test_depth 7');
    expect(res.body).toContain('# TYPE veloport_job_queue_depth gauge');
    expect(res.body).toContain('veloport_process_resident_memory_bytes');
  });

  it('serves the loopback and private networks, and anyone else only with the token', async () => {
    for (const peer of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::ffff:192.168.1.10', 'fd00::1']) {
      expect({ peer, status: (await scrape(peer)).statusCode }).toEqual({ peer, status: 200 });
    }
    // A forwarded header is the caller's own word: it does not make a public peer private.
    const forged = await scrape('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.statusCode).toBe(401);
    expect(JSON.parse(forged.body).error.code).toBe('unauthenticated');
    expect((await scrape('203.0.113.9', { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401);
    expect((await scrape('203.0.113.9', { authorization: 'Bearer scraper-secret-0123456789' })).statusCode).toBe(200);
  });

  it('tells private peers apart', () => {
    expect(isPrivatePeer('172.32.0.1')).toBe(false);
    expect(isPrivatePeer('8.8.8.8')).toBe(false);
    expect(isPrivatePeer('2001:db8::1')).toBe(false);
    expect(isPrivatePeer(undefined)).toBe(false);
  });
});

describe('request ids', () => {
  it('answers with an X-Request-Id that the error body repeats', async () => {
    const res = await t.client().get('/api/users');
    expect(res.status).toBe(401);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.error).toEqual({ code: 'unauthenticated', message: 'Sign in first', requestId: res.headers['x-request-id'] });
    const other = await t.client().get('/api/no-such-thing');
    expect(other.body.error.requestId).toBe(other.headers['x-request-id']);
    expect(other.body.error.requestId).not.toBe(res.body.error.requestId);
  });

  it("keeps a proxy's plain request id and replaces one that is not", async () => {
    const kept = await t.client().request('GET', '/api/users', undefined, { 'x-request-id': 'lb-7f3a9c2e-0001' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c2e-0001');
    expect(kept.body.error.requestId).toBe('lb-7f3a9c2e-0001');
    const replaced = await t.client().request('GET', '/api/users', undefined, { 'x-request-id': 'bad id\n{"level":60}' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the request in a validation error too', async () => {
    const res = await t.client().post('/api/auth/login', { email: 'not-an-email' });
    expect(res.status).toBe(422);
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
  });
});
