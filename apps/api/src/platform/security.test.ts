import net from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createModel, png } from '../test/fixtures';
import { useDemoApp, useWebDist } from '../test/demo-app';
import { loggableError } from './errors';

/** Issue 10 points 3 to 7: the checks a request meets before any module sees it. */
const PROXY = '10.0.0.1';
const t = useDemoApp({ webDistDir: useWebDist(), config: { trustProxy: PROXY } });

const contact = (over: Record<string, unknown> = {}) => ({
  firstname: 'Ana',
  lastname: 'Lopes',
  email: 'ana@example.test',
  message: 'Hello there',
  ...over,
});

describe('client address (issue 10 point 3)', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads X-Forwarded-For only from the proxy TRUST_PROXY names', async () => {
    // Ten public requests per hour per address: from the named proxy, each forwarded client has its own count.
    const viaProxy = t.client({ ip: PROXY });
    for (let i = 0; i < 12; i++) {
      const res = await viaProxy.request('POST', '/api/public/requests/contact', contact(), { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.status).toBe(201);
    }
    // From anyone else, the header is ignored: a new address per request does not reset the limit.
    const spoofer = t.client({ ip: '10.0.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await spoofer.request('POST', '/api/public/requests/contact', contact(), { 'x-forwarded-for': `203.0.113.${i + 1}` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('malformed input (issue 10 point 4, issue 9 point 8)', () => {
  it('refuses a NUL byte in a query with 422 invalid_characters', async () => {
    const res = await t.client().get('/api/public/catalog/bikes?q=%00');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('invalid_characters');
    expect(res.body.error.fields).toEqual({ q: 'invalid_characters' });
  });

  it('refuses NUL bytes and lone surrogates in a JSON body, and keeps nothing', async () => {
    const before = (await t.db.execute(sql`select count(*)::int as n from public_requests`)) as unknown as { rows?: { n: number }[] };
    for (const body of [
      '{"firstname":"\\u0000","lastname":"L","email":"a@example.test","message":"Hello"}',
      '{"firstname":"A\\ud800","lastname":"L","email":"a@example.test","message":"Hello"}',
    ]) {
      const res = await t
        .client({ ip: '192.0.2.80' })
        .request('POST', '/api/public/requests/contact', body, { 'content-type': 'application/json' });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual({ firstname: 'invalid_characters' });
    }
    const after = (await t.db.execute(sql`select count(*)::int as n from public_requests`)) as unknown as { rows?: { n: number }[] };
    expect(before.rows?.[0]?.n).toEqual(expect.any(Number));
    expect(after.rows?.[0]?.n).toBe(before.rows?.[0]?.n);
  });

  it('refuses an id beyond int4 as not found or invalid, and a NUL in a path', async () => {
    expect([404, 422]).toContain((await t.client().get('/api/public/used-bikes/2147483648')).status);
    expect([404, 422]).toContain((await t.client().get('/api/public/catalog/bikes/a%00b')).status);
  });

  it('answers a value the database refuses as data with 422, and logs the SQL without its parameters', async () => {
    let error: unknown;
    try {
      await t.db.execute(sql`select ${'ana.lopes@example.test'}::int as n`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeDefined();
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('select');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('ana.lopes@example.test');
  });
});

describe('ids (issue 10 point 5)', () => {
  it('reads an id only as plain decimal digits', async () => {
    const list = await t.client().get('/api/public/used-bikes?perPage=1');
    const id = list.body.data[0].id as number;
    expect((await t.client().get(`/api/public/used-bikes/${id}`)).status).toBe(200);
    for (const spelling of [`0x${id.toString(16)}`, `%20${id}`, `%2B${id}`, `${id}e0`, `0b${id.toString(2)}`, `0${id}`, `${id}.0`]) {
      const res = await t.client().get(`/api/public/used-bikes/${spelling}`);
      expect(res.status, spelling).toBe(422);
      expect(res.body.error.fields).toEqual({ id: 'invalid' });
    }
  });

  it('never lets a loose id change a row', async () => {
    const admin = t.client();
    await admin.login('admin@veloport.test');
    const contacts = (await admin.get('/api/companies/contacts?perPage=1')).body.data;
    const id = contacts[0].id as number;
    expect((await admin.delete(`/api/contacts/${id}e0`)).status).toBe(422);
    expect((await admin.get(`/api/contacts/${id}`)).status).toBe(200);
  });
});

describe('CSRF whatever the spelling of the path (issue 10 point 6)', () => {
  it('refuses a state change without the token at /%61pi/…', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/public/requests/contact',
      payload: contact(),
      remoteAddress: '192.0.2.90',
    });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).error.code).toBe('csrf_mismatch');
  });

  it('refuses an absolute-form request line without the token', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const body = JSON.stringify(contact());
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST http://127.0.0.1:${port}/api/public/requests/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 (403|400|404)/);
    expect(raw).not.toMatch(/^HTTP\/1\.1 201/);
  });
});

describe('the server-rendered head (issue 10 point 7)', () => {
  it("never reads a visitor's path as a replacement pattern", async () => {
    for (const url of ["/fr/accessories/x$'y", '/fr/accessories/x$&y', '/fr/accessories/x$`y', '/fr/used-bikes/$1$2']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<html/g)).toHaveLength(1);
      expect(html).not.toContain('<title>Veloport</title><title>');
      expect(html.split('</head>')[0]).not.toContain('<div id="root">');
    }
  });
});

describe('headers on every response (issue 9 point 5)', () => {
  it('sends a strict CSP, nosniff, no framing, a referrer policy and a permissions policy on API answers and pages', async () => {
    for (const url of ['/api/health', '/fr/bikes', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      // The test portal is served over http: no HSTS, which would pin a demo to https.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('uploads (issue 10 point 8)', () => {
  it('serves an image carrying HTML after its PNG bytes as a PNG, with nosniff and inline disposition', async () => {
    const admin = t.client();
    await admin.login('admin@veloport.test');
    const list = await admin.get('/api/used-bikes?perPage=1');
    const id = list.body.data[0].id as number;
    const polyglot = Buffer.concat([png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const up = await admin.upload(`/api/used-bikes/${id}/photos`, { filename: 'x.html', contentType: 'text/html', data: polyglot });
    expect(up.status).toBe(200);
    const url = up.body.usedBike.photos.at(-1).url as string;
    expect(url).toMatch(/^\/api\/files\/public\/used-bikes-[0-9]+-[0-9a-f]+\.png$/);
    const got = await t.client().get(url);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe('inline');
  });

  it('keeps a document under a generated key, its name without direction controls and with the checked extension', async () => {
    const admin = t.client();
    await admin.login('admin@veloport.test');
    const companies = (await admin.get('/api/companies/list/minimal')).body.data;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await admin.upload(`/api/companies/${companies[0].id}/documents`, {
      filename: 'invoice\u202Efdp.html',
      contentType: 'text/html',
      data: pdf,
    });
    expect(up.status).toBe(201);
    expect(up.body.name).toBe('invoicefdp.html.pdf');
    const got = await admin.get(up.body.url);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="invoicefdp\.html\.pdf"/);
    expect(got.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('free text written back out (issue 9 point 5)', () => {
  const SCRIPT = '<script>alert(1)</script>';
  const BREAKOUT = '"><img src=x onerror=alert(1)>';

  it('escapes a bike name in the server-rendered <head>', async () => {
    const admin = t.client();
    await admin.login('admin@veloport.test');
    const model = await createModel(admin, { brand: SCRIPT, model: BREAKOUT });
    expect(model.brand).toBe(SCRIPT);
    const html = (await t.app.inject({ method: 'GET', url: `/fr/bikes/${model.slug}` })).body;
    const head = html.split('</head>')[0]!;
    expect(head).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt; — Veloport</title>');
    expect(head).not.toContain(SCRIPT);
    expect(head).not.toContain('<img');
  });

  it('keeps a request’s text literal in the API and in the e-mailed reply', async () => {
    const visitor = t.client({ ip: '192.0.2.120' });
    const sent = await visitor.post(
      '/api/public/requests/contact',
      contact({ firstname: SCRIPT, lastname: BREAKOUT, email: 'xss@example.test', message: `${SCRIPT} ${BREAKOUT}` }),
    );
    expect(sent.status).toBe(201);
    const admin = t.client();
    await admin.login('admin@veloport.test');
    const detail = await admin.get(`/api/requests/${sent.body.id}`);
    expect(detail.body.request).toMatchObject({ firstname: SCRIPT, lastname: BREAKOUT });
    const reply = await admin.post(`/api/requests/${sent.body.id}/replies`, { message: `Re: ${BREAKOUT} ${SCRIPT}` });
    expect(reply.status).toBe(201);
    // The reply is plain text: the words arrive as typed, with no HTML part that could run them.
    const mail = t.inbox.findLast((m) => m.to === 'xss@example.test');
    expect(mail?.text).toContain(`Re: ${BREAKOUT} ${SCRIPT}`);
  });
});
