import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuth } from '@/lib/auth/check-auth';
import { forgetOfflineData, rememberedSession, rememberSession } from '@/lib/offline-session';
import { json, makeUser, mockApi } from '@/test/mock-api';

const mechanic = makeUser({ id: 9, permission: ['bikeMechanic'] });
const employee = makeUser({ id: 7, permission: [] });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("a mechanic's session without network (decision 034)", () => {
  it('is remembered for a mechanic only, for a day', () => {
    rememberSession({ authenticated: true, user: employee });
    expect(rememberedSession()).toBeNull();
    rememberSession({ authenticated: true, user: mechanic });
    expect(rememberedSession()?.user?.id).toBe(9);
    expect(rememberedSession(Date.now() + 25 * 60 * 60 * 1000)).toBeNull();
    rememberSession({ authenticated: false, user: null });
    expect(rememberedSession()).toBeNull();
  });

  it('opens the app only when the check cannot reach the server', async () => {
    mockApi((call) => (call.path === '/api/auth/check' ? json(200, { authenticated: true, user: mechanic }) : undefined));
    expect((await checkAuth()).user?.id).toBe(9);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await checkAuth()).user?.id).toBe(9);
    // The server's answer always wins: signed out is signed out, and the phone forgets.
    mockApi((call) => (call.path === '/api/auth/check' ? json(200, { authenticated: false, user: null }) : undefined));
    expect((await checkAuth()).authenticated).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await checkAuth()).authenticated).toBe(false);
  });

  it('signing out forgets the session and the day kept on the phone', async () => {
    rememberSession({ authenticated: true, user: mechanic });
    window.localStorage.setItem('veloport.tours.day', '{}');
    window.localStorage.setItem('veloport.tours.outbox', '[]');
    window.localStorage.setItem('veloport.consent', 'kept');
    await forgetOfflineData();
    expect(rememberedSession()).toBeNull();
    expect(window.localStorage.getItem('veloport.tours.day')).toBeNull();
    expect(window.localStorage.getItem('veloport.tours.outbox')).toBeNull();
    expect(window.localStorage.getItem('veloport.consent')).toBe('kept');
  });
});
