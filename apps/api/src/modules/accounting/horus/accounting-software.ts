import type { EntryLine } from '@veloport/domain';

/**
 * The port to the accountant's software (decision 107): a folder authorised by OAuth 2 (authorisation code, then
 * refresh), and book entries pushed into it. Horus is the real adapter (`horus.adapter.ts`); the tests run that very
 * adapter against a fake of its endpoints.
 */
export type SoftwareTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

/** One journal entry as the software books it: its daybook's code, its number in the year, its balanced lines. */
export type BookEntryPush = {
  /** Ours, sent as the idempotency key: the same entry pushed twice is booked once on their side. */
  entryId: number;
  daybook: string;
  year: number;
  number: number;
  date: string;
  reference: string;
  lines: EntryLine[];
};

export type AccountingSoftware = {
  readonly name: string;
  /** Where the admin's browser goes to authorise the folder; `state` comes back with the code. */
  authorizationUrl(state: string, folderId: string): string;
  exchangeCode(code: string, now: Date): Promise<SoftwareTokens>;
  refresh(refreshToken: string, now: Date): Promise<SoftwareTokens>;
  /** Throws SoftwareAuthError when the token is refused (refresh, then once more), Error with the reason otherwise. */
  pushEntry(accessToken: string, folderId: string, entry: BookEntryPush): Promise<{ externalId: string }>;
};

export class SoftwareAuthError extends Error {}
