import type { AuthUser } from '@veloport/domain';
import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
type Handler = (call: ApiCall) => Response | undefined;

export const json = (status: number, body?: unknown): Response =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, code: string, extra: Record<string, unknown> = {}): Response =>
  json(status, { error: { code, message: `server says ${code}`, ...extra } });

/**
 * Replaces `fetch` with a fake API: the handler answers known calls, anything else is a 404.
 * Returns the list of calls made, for assertions.
 */
export function mockApi(handler: Handler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const raw = init.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      return handler(call) ?? apiError(404, 'not_found');
    }),
  );
  return calls;
}

export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    email: 'jean.dupont@acme.be',
    firstname: 'Jean',
    lastname: 'Dupont',
    phone: null,
    address: null,
    size: null,
    language: 'fr',
    status: 'active',
    anonymousInRanking: false,
    avatarUrl: null,
    isAdmin: false,
    permission: [],
    company: null,
    ...overrides,
  };
}
