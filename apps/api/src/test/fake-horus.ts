import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHorusAdapter, type HorusSettings } from '../modules/accounting/horus/horus.adapter';

/** The folder the fake knows, and the client registered with it. */
export const FAKE_HORUS_FOLDER = 'F-1042';
export const FAKE_HORUS_SETTINGS: HorusSettings = {
  clientId: 'veloport-test',
  clientSecret: 'horus-test-secret',
  authUrl: 'https://horus.test',
  apiUrl: 'https://horus.test/v1',
  redirectUrl: 'http://portal.test/api/accounting/horus/callback',
};
/** The API's path under the fake's origin (the adapter is given `{origin}/v1`). */
const API = '/v1';

type PushedLine = { account: string; debit: string; credit: string; vatCode: string | null; description: string };
type PushedEntry = { journal: string; reference: string; externalId: string; lines: PushedLine[] };
type HistoryRow = { id: string; externalId: string | null; date: string; debit: string; credit: string; matchedEntryIds: string[] };

/**
 * A local fake of Horus's documented endpoints (decisions 107, 117): the authorisation page (which approves at once and
 * sends the browser back with a code), the token endpoint, a folder's book entries (pushed, and read back by
 * modification time), the documents attached to an entry (multipart) and an account's history. Used by the API tests
 * as the adapter's `fetch`, and by the browser journeys as an HTTP server (`serveFakeHorus`).
 */
export function fakeHorus(now: () => Date, settings: HorusSettings = FAKE_HORUS_SETTINGS) {
  const live = new Set<string>();
  const refreshTokens = new Set<string>();
  const byKey = new Map<string, number>();
  const fake = {
    entries: [] as PushedEntry[],
    refreshes: 0,
    refused: new Set<string>(),
    revoke: () => live.clear(),
    /** Their id → the entry as they book it now, and when it last changed. */
    booked: new Map<string, { entry: PushedEntry; modifiedAt: Date }>(),
    documents: [] as { entryId: string; kind: string; filename: string; type: string; size: number }[],
    /** The references whose UBL Horus refuses. */
    refusedUbl: new Set<string>(),
    history: new Map<string, HistoryRow[]>(),
    /** Its API answers 503 (the token endpoint still works). */
    down: false,
    /** A folder whose API has no read endpoints: changed entries and account histories answer 404. */
    noReads: false,
  };
  const documentKeys = new Set<string>();
  const authorised = (init?: RequestInit) => live.has((new Headers(init?.headers).get('authorization') ?? '').replace('Bearer ', ''));
  const paged = <T>(rows: T[], url: URL) => {
    const size = Number(url.searchParams.get('pageSize') ?? 100);
    const page = Number(url.searchParams.get('page') ?? 1);
    return reply(200, { data: rows.slice((page - 1) * size, page * size), nextPage: page * size < rows.length ? page + 1 : null });
  };
  let serial = 0;
  const reply = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const issue = () => {
    const access = `at-${++serial}`;
    const refresh = `rt-${serial}`;
    live.add(access);
    refreshTokens.add(refresh);
    return reply(200, { access_token: access, refresh_token: refresh, expires_in: 3600, token_type: 'Bearer' });
  };
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === '/oauth2/authorize') {
      // The accountant's consent screen, approved at once: back to the portal with a code and the state it sent.
      const back = new URL(url.searchParams.get('redirect_uri') ?? settings.redirectUrl);
      back.search = new URLSearchParams({ code: 'good-code', state: url.searchParams.get('state') ?? '' }).toString();
      return new Response(null, { status: 302, headers: { location: back.toString() } });
    }
    if (url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(String(init?.body));
      if (form.get('client_id') !== settings.clientId || form.get('client_secret') !== settings.clientSecret)
        return reply(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') return issue();
      if (form.get('grant_type') === 'refresh_token' && refreshTokens.delete(form.get('refresh_token') ?? '')) {
        fake.refreshes++;
        return issue();
      }
      return reply(400, { error: 'invalid_grant', error_description: 'Unknown code or refresh token' });
    }
    if (url.pathname === `${API}/folders/${FAKE_HORUS_FOLDER}/book-entries` && init?.method === 'POST') {
      const headers = new Headers(init.headers);
      if (!live.has((headers.get('authorization') ?? '').replace('Bearer ', ''))) return reply(401, { error: 'invalid_token' });
      const entry = JSON.parse(String(init.body)) as PushedEntry;
      if (fake.refused.has(entry.reference)) return reply(422, { message: `Account 400000 is closed in this folder (${entry.reference})` });
      const key = headers.get('idempotency-key')!;
      if (!byKey.has(key)) {
        fake.entries.push(entry);
        byKey.set(key, fake.entries.length);
        fake.booked.set(`HOR-${fake.entries.length}`, { entry: structuredClone(entry), modifiedAt: now() });
      }
      return reply(201, { id: `HOR-${byKey.get(key)}` });
    }
    if (fake.down) return reply(503, { message: 'Service unavailable' });
    const attach = new RegExp(`^${API}/folders/${FAKE_HORUS_FOLDER}/book-entries/([^/]+)/documents$`).exec(url.pathname);
    if (attach && init?.method === 'POST') {
      if (!authorised(init)) return reply(401, { error: 'invalid_token' });
      const booked = fake.booked.get(decodeURIComponent(attach[1]!));
      if (!booked) return reply(404, { message: 'No such book entry' });
      const form = await new Request(url, { method: 'POST', body: init.body as FormData }).formData();
      const file = form.get('file') as File;
      const kind = String(form.get('kind'));
      if (kind === 'ubl' && fake.refusedUbl.has(booked.entry.reference))
        return reply(415, { message: `The UBL of ${booked.entry.reference} is not an invoice this folder reads` });
      const key = new Headers(init.headers).get('idempotency-key')!;
      if (!documentKeys.has(key)) {
        documentKeys.add(key);
        fake.documents.push({ entryId: attach[1]!, kind, filename: file.name, type: file.type, size: file.size });
      }
      return reply(201, { id: `DOC-${key}` });
    }
    if ((init?.method ?? 'GET') === 'GET' && fake.noReads) return reply(404, { error: 'not_found' });
    if (url.pathname === `${API}/folders/${FAKE_HORUS_FOLDER}/book-entries` && (init?.method ?? 'GET') === 'GET') {
      if (!authorised(init)) return reply(401, { error: 'invalid_token' });
      const since = url.searchParams.get('modifiedSince');
      const rows = [...fake.booked]
        .filter(([, b]) => !since || b.modifiedAt >= new Date(since))
        .map(([id, b]) => ({ id, externalId: b.entry.externalId, modifiedAt: b.modifiedAt.toISOString(), lines: b.entry.lines }));
      return paged(rows, url);
    }
    const history = new RegExp(`^${API}/folders/${FAKE_HORUS_FOLDER}/accounts/(\\d+)/history$`).exec(url.pathname);
    if (history) {
      if (!authorised(init)) return reply(401, { error: 'invalid_token' });
      const from = url.searchParams.get('from') ?? '';
      return paged(
        (fake.history.get(history[1]!) ?? []).filter((r) => r.date >= from),
        url,
      );
    }
    return reply(404, { error: 'not_found' });
  }) as typeof fetch;
  return { fake, fetch: fetchImpl, software: createHorusAdapter(settings, fetchImpl) };
}

/** The fake as an HTTP server on 127.0.0.1 (`port` 0: any free one), for a portal running in its own process. */
export async function serveFakeHorus(port = 0, settings: Omit<HorusSettings, 'authUrl' | 'apiUrl'> = FAKE_HORUS_SETTINGS) {
  let origin = '';
  const { fake, fetch: handle } = fakeHorus(() => new Date(), { ...settings, authUrl: '', apiUrl: '' });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      // Multipart bodies are read back through a Request, as the adapter's FormData arrives in the API tests.
      const request = new Request(`${origin}${req.url}`, {
        method: req.method,
        headers,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      const body = hasBody ? (headers.get('content-type')?.startsWith('multipart/') ? request.formData() : request.text()) : undefined;
      void Promise.resolve(body)
        .then((b) => handle(request.url, { method: req.method, headers, body: b as RequestInit['body'] }))
        .then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { fake, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
