import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app';

const t = useDemoApp();

describe('every API route declares who may call it', () => {
  it('has declared routes, each with public or auth access', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(15);
    for (const r of t.app.declaredRoutes) expect('public' in r.access || 'auth' in r.access).toBe(true);
  });

  it('refuses an anonymous caller on every non-public route, even with a valid CSRF token', async () => {
    const anonymous = t.client();
    const guarded = t.app.declaredRoutes.filter((r) => !('public' in r.access));
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await anonymous.request(route.method as 'GET', url, route.method === 'GET' ? undefined : {});
      expect({ route: `${route.method} ${route.url}`, status: res.status }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
      expect(res.body.error.code).toBe('unauthenticated');
    }
  });

  it('refuses a signed-in user without the permission with 403', async () => {
    const employee = t.client();
    await employee.login('employee@acme.test');
    const adminOnly = t.app.declaredRoutes.filter((r) => 'auth' in r.access && r.access.permission?.includes('admin'));
    expect(adminOnly.length).toBeGreaterThan(2);
    for (const route of adminOnly) {
      const res = await employee.request(
        route.method as 'GET',
        route.url.replace(/:(\w+)/g, '1').concat(route.url.includes('by-stock') ? '?stock_location=1' : ''),
      );
      expect({ route: route.url, status: res.status }).toEqual({ route: route.url, status: 403 });
    }
  });
});
