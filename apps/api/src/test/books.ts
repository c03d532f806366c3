import { brusselsToday, isBalanced, type EntryLine } from '@veloport/domain';
import { expect } from 'vitest';
import type { DemoApp } from './demo-app';
import type { SignedClient } from './fixtures';

export type BookEntry = { id: number; date: string; reference: string; sourceKind: string; lines: EntryLine[] };
/** An entry's lines as [account, debit, credit, VAT grid code]: what a test compares. */
export const entryRows = (e: BookEntry) => e.lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode ?? null]);

/**
 * The books of today (Brussels) as an admin reads them through the API: a daybook's entries (each checked balanced),
 * every entry naming a reference, the VAT check. Shared by the books' API tests (decisions 116, 120, 121).
 */
export function booksOfToday(t: Pick<DemoApp, 'clock'>, admin: SignedClient) {
  const today = () => brusselsToday(t.clock);
  const period = () => `from=${today()}&to=${today()}`;
  async function daybook(code: string): Promise<BookEntry[]> {
    const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
    const res = await admin.get(`/api/accounting/daybooks/${books.find((b) => b.code === code)!.id}/entries?${period()}`);
    expect(res.status, res.raw).toBe(200);
    for (const e of res.body.data as BookEntry[]) expect(isBalanced(e.lines), e.reference).toBe(true);
    return res.body.data;
  }
  /**
   * Every entry of the day naming `reference`, in any daybook, as [daybook, source kind, lines], by daybook then kind
   * (within a day the numbers follow the sources' ids, which PGlite and PostgreSQL hand out differently).
   */
  async function entriesOf(reference: string) {
    const found: [string, string, ReturnType<typeof entryRows>][] = [];
    for (const code of ['VTE', 'BNK', 'CSH', 'OD'])
      for (const e of await daybook(code)) if (e.reference === reference) found.push([code, e.sourceKind, entryRows(e)]);
    return found.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
  }
  const vatCheck = async () => (await admin.get(`/api/accounting/checks/vat?${period()}`)).body;
  return { today, period, daybook, entriesOf, vatCheck };
}
