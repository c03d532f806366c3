import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app';

const t = useDemoApp();

const json = { 'content-type': 'application/json' };

describe('requests the API cannot read', () => {
  it('answers malformed JSON with 422 validation_failed, not 500', async () => {
    const res = await t.client().request('POST', '/api/auth/login', '{"email": "employee@acme.test", ', json);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  it('answers an empty JSON body with 422', async () => {
    const res = await t.client().request('POST', '/api/auth/login', '', json);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('answers JSON of the wrong shape with 422', async () => {
    const res = await t.client().request('POST', '/api/auth/login', '[1, 2]', json);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('answers a content type it does not speak with a 4xx error, not 500', async () => {
    const res = await t.client().request('POST', '/api/auth/login', '<login/>', { 'content-type': 'application/xml' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('answers a body over 1 MB with 413 payload_too_large', async () => {
    const huge = JSON.stringify({ email: 'employee@acme.test', password: 'x'.repeat(1024 * 1024) });
    const res = await t.client().request('POST', '/api/auth/login', huge, json);
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});

describe('unknown routes', () => {
  it('answers an unknown /api path with a 404 not_found JSON error', async () => {
    const res = await t.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.error.code).toBe('not_found');
  });

  it('answers an unknown method on a known path with 404 too', async () => {
    const res = await t.client().delete('/api/auth/login');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('health and API documentation', () => {
  it('reports the process and its database as ok, to anyone', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'ok' });
  });

  it('publishes an OpenAPI 3 document whose sign-in body asks for email and password', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const login = res.body.paths['/api/auth/login']?.post;
    expect(login).toBeDefined();
    const schema = login.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('documents every declared route', async () => {
    const { paths } = (await t.client().get('/api/docs/json')).body;
    for (const route of t.app.declaredRoutes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect({ route: `${route.method} ${path}`, documented: Boolean(paths[path]?.[route.method.toLowerCase()]) }).toEqual({
        route: `${route.method} ${path}`,
        documented: true,
      });
    }
  });
});
