import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient } from '@/lib/api-client';
import { apiError, json, mockApi } from '@/test/mock-api';

const clearXsrf = () => {
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
};

beforeEach(clearXsrf);
afterEach(() => {
  vi.unstubAllGlobals();
  clearXsrf();
});

describe('apiClient', () => {
  it('asks for JSON and sends cookies', async () => {
    mockApi(() => json(200, { ok: true }));
    await expect(apiClient.get('/auth/me')).resolves.toEqual({ ok: true });
    const [input, init] = vi.mocked(fetch).mock.calls[0];
    expect(input).toBe('/api/auth/me');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('fetches the CSRF cookie before the first mutation and echoes it in X-XSRF-TOKEN', async () => {
    const calls = mockApi(({ path }) => {
      if (path === '/api/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=abc%2Bdef; path=/';
        return json(204);
      }
      return json(204);
    });
    await apiClient.post('/auth/logout');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/csrf-cookie', 'POST /api/auth/logout']);
    expect(calls[1].headers.get('X-XSRF-TOKEN')).toBe('abc+def');
  });

  it('refreshes the token once and retries when the server answers csrf_mismatch', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    let attempts = 0;
    const calls = mockApi(({ path, headers }) => {
      if (path === '/api/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return json(204);
      }
      attempts += 1;
      return headers.get('X-XSRF-TOKEN') === 'fresh' ? json(200, { user: 1 }) : apiError(403, 'csrf_mismatch');
    });
    await expect(apiClient.put('/me', { firstname: 'A' })).resolves.toEqual({ user: 1 });
    expect(attempts).toBe(2);
    expect(calls.filter((call) => call.path === '/api/csrf-cookie')).toHaveLength(1);
  });

  it('does not loop when the token keeps being refused', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    mockApi(({ path }) => (path === '/api/csrf-cookie' ? json(204) : apiError(403, 'csrf_mismatch')));
    await expect(apiClient.delete('/me/avatar')).rejects.toMatchObject({ status: 403, code: 'csrf_mismatch' });
    expect(vi.mocked(fetch).mock.calls).toHaveLength(3);
  });

  it('turns error bodies into ApiError with code, fields and retryAfter', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    mockApi(() => apiError(429, 'too_many_attempts', { retryAfter: 42 }));
    const error = await apiClient.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_attempts', retryAfter: 42 });

    mockApi(() => apiError(422, 'validation_failed', { fields: { email: 'invalid_email' } }));
    await expect(apiClient.post('/auth/login', {})).rejects.toMatchObject({ fields: { email: 'invalid_email' } });
  });

  it('reports a network failure with its own code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiClient.get('/auth/check')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
