import { addDays, brusselsToday } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { createHorusAdapter, type HorusSettings } from './horus.adapter';

const SETTINGS: HorusSettings = {
  clientId: 'veloport-test',
  clientSecret: 'horus-test-secret',
  authUrl: 'https://horus.test',
  apiUrl: 'https://horus.test/v1',
  redirectUrl: 'http://portal.test/api/accounting/horus/callback',
};
type PushedEntry = { journal: string; reference: string; externalId: string; lines: { debit: string; credit: string }[] };

/** A local fake of Horus's documented endpoints: the token endpoint and a folder's book entries. */
function fakeHorus() {
  const live = new Set<string>();
  const refreshTokens = new Set<string>();
  const byKey = new Map<string, number>();
  const fake = { entries: [] as PushedEntry[], refreshes: 0, refused: new Set<string>(), revoke: () => live.clear() };
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
    if (url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(String(init?.body));
      if (form.get('client_id') !== SETTINGS.clientId || form.get('client_secret') !== SETTINGS.clientSecret)
        return reply(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') return issue();
      if (form.get('grant_type') === 'refresh_token' && refreshTokens.delete(form.get('refresh_token') ?? '')) {
        fake.refreshes++;
        return issue();
      }
      return reply(400, { error: 'invalid_grant', error_description: 'Unknown code or refresh token' });
    }
    if (url.pathname === '/v1/folders/F-1042/book-entries' && init?.method === 'POST') {
      const headers = new Headers(init.headers);
      if (!live.has((headers.get('authorization') ?? '').replace('Bearer ', ''))) return reply(401, { error: 'invalid_token' });
      const entry = JSON.parse(String(init.body)) as PushedEntry;
      if (fake.refused.has(entry.reference)) return reply(422, { message: `Account 400000 is closed in this folder (${entry.reference})` });
      const key = headers.get('idempotency-key')!;
      if (!byKey.has(key)) {
        fake.entries.push(entry);
        byKey.set(key, fake.entries.length);
      }
      return reply(201, { id: `HOR-${byKey.get(key)}` });
    }
    return reply(404, { error: 'not_found' });
  }) as typeof fetch;
  return { fake, software: createHorusAdapter(SETTINGS, fetchImpl) };
}

const horus = fakeHorus();
const t = useDemoApp({ config: { accountingSoftware: { horus: undefined, software: horus.software } } });
const admin = t.signedIn('admin');
const sales = t.signedIn('sales');
const period = () => `from=${addDays(brusselsToday(t.clock), -31)}&to=${brusselsToday(t.clock)}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);

type Entry = { id: number; reference: string; sync?: { status: string; error: string | null } | null };
async function salesEntries(): Promise<Entry[]> {
  const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
  const vte = books.find((b) => b.code === 'VTE')!;
  return (await admin.get(`/api/accounting/daybooks/${vte.id}/entries?${period()}`)).body.data;
}

describe('the books pushed to Horus', () => {
  it('connects a folder by OAuth, and only an admin', async () => {
    expect((await sales.get('/api/accounting/horus')).status).toBe(403);
    expect((await sales.post('/api/accounting/horus/connect', { folderId: 'F-1042' })).status).toBe(403);
    expect((await admin.get('/api/accounting/horus')).body).toMatchObject({ configured: true, connection: null });
    const early = await admin.post(`/api/accounting/horus/sync?${period()}`);
    expect([early.status, early.body.error.code]).toEqual([409, 'not_connected']);
    expect((await admin.post('/api/accounting/horus/connect', { folderId: '../etc' })).body.error.fields.folderId).toBe('invalid');

    const connect = await admin.post('/api/accounting/horus/connect', { folderId: 'F-1042' });
    const url = new URL(connect.body.url);
    expect(url.origin + url.pathname).toBe('https://horus.test/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'veloport-test',
      redirect_uri: SETTINGS.redirectUrl,
      folder: 'F-1042',
    });
    const state = url.searchParams.get('state')!;

    const forged = await admin.get(`/api/accounting/horus/callback?code=good-code&state=not-ours`);
    expect(forged.status).toBe(422);
    const refused = await admin.get(`/api/accounting/horus/callback?error=access_denied&state=${state}`);
    expect(refused.headers.location).toMatch(/\/dashboard\/horusApis\/settings\?horus=refused$/);
    const back = await admin.get(`/api/accounting/horus/callback?code=good-code&state=${state}`);
    expect(back.status).toBe(302);
    expect(back.headers.location).toMatch(/^http:\/\/portal\.test\/(fr|en|nl)\/dashboard\/horusApis\/settings\?horus=connected$/);
    // The state is used up: the same answer cannot connect again.
    expect((await admin.get(`/api/accounting/horus/callback?code=good-code&state=${state}`)).status).toBe(422);
    expect((await admin.get('/api/accounting/horus')).body.connection).toMatchObject({ folderId: 'F-1042' });
  });

  it('sends each entry once, balanced, refreshing the token, and keeps why Horus refused one until it is sent', async () => {
    const before = await salesEntries();
    expect(before.length).toBeGreaterThan(1);
    const refusedRef = before[0]!.reference;
    horus.fake.refused.add(refusedRef);
    horus.fake.revoke(); // the access token expired on Horus's side: one refresh, then on

    const sync = await admin.post(`/api/accounting/horus/sync?${period()}`);
    expect(sync.status).toBe(200);
    const queued = sync.body.queued as number;
    expect(queued).toBeGreaterThanOrEqual(before.length);
    await t.drainJobs();

    expect(horus.fake.refreshes).toBe(1);
    expect(horus.fake.entries).toHaveLength(queued - 1);
    for (const e of horus.fake.entries) {
      const debit = e.lines.reduce((sum, l) => sum + cents(l.debit), 0);
      expect([e.reference, debit]).toEqual([e.reference, e.lines.reduce((sum, l) => sum + cents(l.credit), 0)]);
    }
    const status = (await admin.get('/api/accounting/horus')).body;
    expect(status.counts).toEqual({ pending: 0, sent: queued - 1, failed: 1 });
    expect(status.failures[0]).toMatchObject({ reference: refusedRef, attempts: 1 });
    expect(status.failures[0].error).toContain('Account 400000 is closed');
    const shown = await salesEntries();
    expect(shown.find((e) => e.reference === refusedRef)!.sync).toMatchObject({ status: 'failed' });
    expect(shown.find((e) => e.reference !== refusedRef)!.sync).toMatchObject({ status: 'sent', error: null });

    // The accountant reopens the account; syncing again queues nothing new and sends only the one that failed.
    horus.fake.refused.clear();
    const again = await admin.post(`/api/accounting/horus/sync?${period()}`);
    expect(again.body.queued).toBe(0);
    await t.drainJobs();
    expect(horus.fake.entries).toHaveLength(queued);
    expect(new Set(horus.fake.entries.map((e) => e.externalId)).size).toBe(queued);
    expect((await admin.get('/api/accounting/horus')).body).toMatchObject({
      counts: { pending: 0, sent: queued, failed: 0 },
      failures: [],
    });
  });
});
