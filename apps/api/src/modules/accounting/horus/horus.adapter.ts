import type { EntryLine } from '@veloport/domain';
import {
  SoftwareAuthError,
  type AccountingSoftware,
  type BookEntryPush,
  type SoftwareEntry,
  type SoftwareMovement,
  type SoftwareTokens,
} from './accounting-software';

/** The integration registered with the vendor (decision 107): its client, and where Horus sends the admin back. */
export type HorusSettings = { clientId: string; clientSecret: string; authUrl: string; apiUrl: string; redirectUrl: string };
type Fetch = typeof fetch;

const SCOPE = 'bookentries.write bookentries.read documents.write accounts.read folders.read offline_access';
/** Pages read at most in one read-back (100 rows each): a folder's year of changes fits; more waits for the next. */
const MAX_PAGES = 50;

/** Cents as the decimal amount the API reads ("123.45"). */
const amount = (cents: number) => (cents / 100).toFixed(2);
/** The API's decimal amount ("123.45", or a number) as cents. */
const centsOf = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);
const EXTERNAL_PREFIX = 'veloport-entry-';
/** Our entry's id from the external id we pushed it under; null for what the accountant typed. */
const ourEntry = (externalId: string | null | undefined) =>
  externalId?.startsWith(EXTERNAL_PREFIX) && /^\d+$/.test(externalId.slice(EXTERNAL_PREFIX.length))
    ? Number(externalId.slice(EXTERNAL_PREFIX.length))
    : null;

type TheirLine = { account: string; debit: string | number; credit: string | number; vatCode?: string | null; description?: string | null };
const lineOf = (l: TheirLine): EntryLine => ({
  account: String(l.account),
  debitCents: centsOf(l.debit),
  creditCents: centsOf(l.credit),
  vatCode: l.vatCode ?? null,
  description: l.description ?? '',
});

async function reason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const json = JSON.parse(text) as { error_description?: string; message?: string; error?: string };
    return (json.error_description ?? json.message ?? json.error ?? text).slice(0, 500);
  } catch {
    return text.slice(0, 500) || response.statusText;
  }
}

/**
 * Horus (Horus Office, the fiduciaries' software) over HTTP, no SDK. OAuth 2 authorisation code with refresh at
 * `{authUrl}/oauth2/authorize` and `{authUrl}/oauth2/token` (form-encoded, client id and secret in the body); entries
 * with `POST {apiUrl}/folders/{folderId}/book-entries` (JSON, Bearer, an Idempotency-Key per entry); a document's file
 * with `POST …/book-entries/{id}/documents` (multipart); read back with `GET …/book-entries?modifiedSince` and
 * `GET …/accounts/{account}/history?from` (paged). The shapes are written from the vendor's published description;
 * what must be checked with the vendor is listed in decisions 107 and 117.
 */
export function createHorusAdapter(settings: HorusSettings, fetchImpl: Fetch = fetch): AccountingSoftware {
  async function token(form: Record<string, string>, now: Date): Promise<SoftwareTokens> {
    const response = await fetchImpl(`${settings.authUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...form, client_id: settings.clientId, client_secret: settings.clientSecret }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new SoftwareAuthError(`Horus token refused (${response.status}): ${await reason(response)}`);
    const json = (await response.json()) as { access_token?: string; refresh_token?: string; expires_in?: number };
    if (!json.access_token) throw new SoftwareAuthError('Horus answered without an access token');
    return {
      accessToken: json.access_token,
      // A refresh may not rotate the refresh token: the caller keeps the one it had then.
      refreshToken: json.refresh_token ?? form.refresh_token ?? '',
      expiresAt: new Date(now.getTime() + (json.expires_in ?? 3600) * 1000),
    };
  }

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, accept: 'application/json' });
  const folder = (folderId: string) => `${settings.apiUrl}/folders/${encodeURIComponent(folderId)}`;
  async function answer<T>(response: Response): Promise<T> {
    if (response.status === 401) throw new SoftwareAuthError('Horus refused the access token');
    if (!response.ok) throw new Error(`Horus answered ${response.status}: ${await reason(response)}`);
    return (await response.json()) as T;
  }
  /** Every page of a list (`{ data, nextPage }`), up to MAX_PAGES. */
  async function pages<T>(accessToken: string, url: string, query: Record<string, string>): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; page && page <= MAX_PAGES;) {
      const response = await fetchImpl(`${url}?${new URLSearchParams({ ...query, page: String(page), pageSize: '100' }).toString()}`, {
        headers: bearer(accessToken),
        signal: AbortSignal.timeout(30_000),
      });
      const json = await answer<{ data?: T[]; nextPage?: number | null }>(response);
      rows.push(...(json.data ?? []));
      page = json.nextPage && json.nextPage > page ? json.nextPage : 0;
    }
    return rows;
  }

  return {
    name: 'horus',
    authorizationUrl(state, folderId) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUrl,
        scope: SCOPE,
        state,
        folder: folderId,
      });
      return `${settings.authUrl}/oauth2/authorize?${query.toString()}`;
    },
    exchangeCode: (code, now) => token({ grant_type: 'authorization_code', code, redirect_uri: settings.redirectUrl }, now),
    refresh: (refreshToken, now) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }, now),
    async pushEntry(accessToken: string, folderId: string, entry: BookEntryPush) {
      const body = {
        journal: entry.daybook,
        fiscalYear: entry.year,
        number: entry.number,
        date: entry.date,
        reference: entry.reference,
        externalId: `${EXTERNAL_PREFIX}${entry.entryId}`,
        lines: entry.lines.map((l) => ({
          account: l.account,
          debit: amount(l.debitCents),
          credit: amount(l.creditCents),
          vatCode: l.vatCode ?? null,
          description: l.description,
        })),
      };
      const response = await fetchImpl(`${settings.apiUrl}/folders/${encodeURIComponent(folderId)}/book-entries`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': `${EXTERNAL_PREFIX}${entry.entryId}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const json = await answer<{ id?: string | number }>(response);
      if (json.id === undefined) throw new Error('Horus answered without the entry’s id');
      return { externalId: String(json.id) };
    },
    /** Multipart: the file as `file` (its name and type), `kind` (pdf or ubl), the Idempotency-Key per entry and kind. */
    async attachDocument(accessToken, folderId, entryExternalId, file) {
      const form = new FormData();
      form.set('kind', file.kind);
      form.set('file', new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
      const response = await fetchImpl(`${folder(folderId)}/book-entries/${encodeURIComponent(entryExternalId)}/documents`, {
        method: 'POST',
        headers: { ...bearer(accessToken), 'idempotency-key': file.key },
        body: form,
        signal: AbortSignal.timeout(60_000),
      });
      const json = await answer<{ id?: string | number }>(response);
      if (json.id === undefined) throw new Error('Horus answered without the document’s id');
      return { externalId: String(json.id) };
    },
    async changedEntries(accessToken, folderId, since) {
      type Row = { id: string | number; externalId?: string | null; modifiedAt: string; lines?: TheirLine[] };
      const rows = await pages<Row>(accessToken, `${folder(folderId)}/book-entries`, {
        source: 'external',
        ...(since ? { modifiedSince: since.toISOString() } : {}),
      });
      return rows.map((r): SoftwareEntry => ({
        externalId: String(r.id),
        entryId: ourEntry(r.externalId),
        modifiedAt: new Date(r.modifiedAt),
        lines: (r.lines ?? []).map(lineOf),
      }));
    },
    async accountHistory(accessToken, folderId, account, from) {
      type Row = {
        id: string | number;
        externalId?: string | null;
        date: string;
        debit: string | number;
        credit: string | number;
        matchedEntryIds?: (string | number)[];
      };
      const rows = await pages<Row>(accessToken, `${folder(folderId)}/accounts/${encodeURIComponent(account)}/history`, { from });
      return rows.map((r): SoftwareMovement => ({
        id: String(r.id),
        entryId: ourEntry(r.externalId),
        date: r.date.slice(0, 10),
        debitCents: centsOf(r.debit),
        creditCents: centsOf(r.credit),
        settles: (r.matchedEntryIds ?? []).map(String),
      }));
    },
  };
}
