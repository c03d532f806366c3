import { SoftwareAuthError, type AccountingSoftware, type BookEntryPush, type SoftwareTokens } from './accounting-software';

/** The integration registered with the vendor (decision 107): its client, and where Horus sends the admin back. */
export type HorusSettings = { clientId: string; clientSecret: string; authUrl: string; apiUrl: string; redirectUrl: string };
type Fetch = typeof fetch;

const SCOPE = 'bookentries.write folders.read offline_access';

/** Cents as the decimal amount the API reads ("123.45"). */
const amount = (cents: number) => (cents / 100).toFixed(2);

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
 * with `POST {apiUrl}/folders/{folderId}/book-entries` (JSON, Bearer, an Idempotency-Key per entry). The shapes are
 * written from the vendor's published description; what must be checked with the vendor is listed in decision 107.
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
        externalId: `veloport-entry-${entry.entryId}`,
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
          'idempotency-key': `veloport-entry-${entry.entryId}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      if (response.status === 401) throw new SoftwareAuthError('Horus refused the access token');
      if (!response.ok) throw new Error(`Horus answered ${response.status}: ${await reason(response)}`);
      const json = (await response.json()) as { id?: string | number };
      if (json.id === undefined) throw new Error('Horus answered without the entry’s id');
      return { externalId: String(json.id) };
    },
  };
}
