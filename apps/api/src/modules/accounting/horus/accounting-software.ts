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

/** A document's file for its entry (decision 117): the PDF or the UBL, sent once (the key is its idempotency key). */
export type DocumentFilePush = { kind: 'pdf' | 'ubl'; filename: string; contentType: string; data: Buffer; key: string };

/** One of our entries as the software now books it (decision 117); `entryId` is ours, read from the external id. */
export type SoftwareEntry = { externalId: string; entryId: number | null; modifiedAt: Date; lines: EntryLine[] };

/**
 * A movement on a customer or supplier account (the account's history) that settles entries: the accountant's
 * payment when it is not one of ours (`entryId` null), with the software's ids of the entries it settles.
 */
export type SoftwareMovement = {
  id: string;
  entryId: number | null;
  date: string;
  debitCents: number;
  creditCents: number;
  settles: string[];
};

export type AccountingSoftware = {
  readonly name: string;
  /** Where the admin's browser goes to authorise the folder; `state` comes back with the code. */
  authorizationUrl(state: string, folderId: string): string;
  exchangeCode(code: string, now: Date): Promise<SoftwareTokens>;
  refresh(refreshToken: string, now: Date): Promise<SoftwareTokens>;
  /** Throws SoftwareAuthError when the token is refused (refresh, then once more), Error with the reason otherwise. */
  pushEntry(accessToken: string, folderId: string, entry: BookEntryPush): Promise<{ externalId: string }>;
  /** The file beside the entry the software booked (its id); the same key twice is attached once. */
  attachDocument(accessToken: string, folderId: string, entryExternalId: string, file: DocumentFilePush): Promise<{ externalId: string }>;
  /** Our entries changed in the folder since then (all of them when null). */
  changedEntries(accessToken: string, folderId: string, since: Date | null): Promise<SoftwareEntry[]>;
  /** The movements on an account (400000, 440000) dated from then on, that settle other entries. */
  accountHistory(accessToken: string, folderId: string, account: string, from: string): Promise<SoftwareMovement[]>;
};

export class SoftwareAuthError extends Error {}
