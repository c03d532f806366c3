import { addDays, brusselsToday } from '@veloport/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit.table';
import { useDemoApp } from '../../../test/demo-app';
import { FAKE_HORUS_SETTINGS, fakeHorus } from '../../../test/fake-horus';

const horus = fakeHorus(() => t.clock.now());
const t = useDemoApp({ config: { accountingSoftware: { horus: undefined, software: horus.software } } });
const admin = t.signedIn('admin');
const sales = t.signedIn('sales');
const period = () => `from=${addDays(brusselsToday(t.clock), -31)}&to=${brusselsToday(t.clock)}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);

type Entry = {
  id: number;
  reference: string;
  sourceKind: string;
  sourceId: number;
  sync?: { status: string; error: string | null } | null;
};
async function entriesOf(code: string): Promise<Entry[]> {
  const books = (await admin.get('/api/accounting/daybooks')).body.data as { id: number; code: string }[];
  const daybook = books.find((b) => b.code === code)!;
  return (await admin.get(`/api/accounting/daybooks/${daybook.id}/entries?${period()}`)).body.data;
}
const salesEntries = () => entriesOf('VTE');
/** Their id of one of our entries, as the sync pushed it. */
const theirId = (entryId: number) => [...horus.fake.booked].find(([, b]) => b.entry.externalId === `veloport-entry-${entryId}`)![0];

describe('the books pushed to Horus', () => {
  it('connects a folder by OAuth, and only an admin', async () => {
    expect((await sales.get('/api/accounting/horus')).status).toBe(403);
    expect((await sales.post('/api/accounting/horus/connect', { folderId: 'F-1042' })).status).toBe(403);
    expect((await admin.get('/api/accounting/horus')).body).toMatchObject({ configured: true, connection: null });
    const early = await admin.post(`/api/accounting/horus/sync?${period()}`);
    expect([early.status, early.body.error.code]).toEqual([409, 'not_connected']);
    expect((await admin.post('/api/accounting/horus/connect', { folderId: '../etc' })).body.error.fields.folderId).toBe('invalid');

    // From the Dutch screen: Horus sends the admin back to it, whatever the admin's own language.
    const connect = await admin.post('/api/accounting/horus/connect', { folderId: 'F-1042', locale: 'nl' });
    const url = new URL(connect.body.url);
    expect(url.origin + url.pathname).toBe('https://horus.test/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'veloport-test',
      redirect_uri: FAKE_HORUS_SETTINGS.redirectUrl,
      folder: 'F-1042',
    });
    const state = url.searchParams.get('state')!;

    const forged = await admin.get(`/api/accounting/horus/callback?code=good-code&state=not-ours`);
    expect(forged.status).toBe(422);
    const refused = await admin.get(`/api/accounting/horus/callback?error=access_denied&state=${state}`);
    expect(refused.headers.location).toMatch(/\/dashboard\/horusApis\/settings\?horus=refused$/);
    const back = await admin.get(`/api/accounting/horus/callback?code=good-code&state=${state}`);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe('http://portal.test/nl/dashboard/horusApis/settings?horus=connected');
    // The state is used up: the same answer cannot connect again.
    expect((await admin.get(`/api/accounting/horus/callback?code=good-code&state=${state}`)).status).toBe(422);
    expect((await admin.get('/api/accounting/horus')).body.connection).toMatchObject({ folderId: 'F-1042' });
  });

  it('sends each entry once, balanced, refreshing the token, and keeps why Horus refused one until it is sent', async () => {
    const before = await salesEntries();
    expect(before.length).toBeGreaterThan(1);
    const refusedRef = before[0]!.reference;
    horus.fake.refused.add(refusedRef);
    horus.fake.refusedUbl.add(before[1]!.reference); // for the attachments, below
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
  it('attaches each document’s PDF and UBL to its entry once, and keeps why Horus refused one until it is sent', async () => {
    const bills = (await salesEntries()).filter((e) => e.sourceKind === 'bill');
    const purchases = (await entriesOf('ACH')).filter((e) => e.sourceKind === 'purchase');
    expect(purchases.length).toBeGreaterThan(0);
    const refusedRef = [...horus.fake.refusedUbl][0]!;
    const refused = bills.find((e) => e.reference === refusedRef)!;
    const filesOf = (entryId: number) => horus.fake.documents.filter((d) => d.entryId === theirId(entryId));

    let status = (await admin.get('/api/accounting/horus')).body;
    expect(status.attachments.failures).toEqual([
      expect.objectContaining({
        entryId: refused.id,
        kind: 'ubl',
        reference: refusedRef,
        error: expect.stringContaining('not an invoice'),
      }),
    ]);
    expect(status.attachments.counts.failed).toBe(1);
    expect(filesOf(refused.id).map((d) => d.kind)).toEqual(['pdf']);
    for (const bill of bills.filter((e) => e !== refused)) {
      const files = filesOf(bill.id);
      expect(files.map((d) => d.kind).sort()).toEqual(['pdf', 'ubl']);
      expect(files.find((d) => d.kind === 'pdf')).toMatchObject({ type: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) });
      expect(files.every((d) => d.size > 500)).toBe(true);
    }
    // A supplier's invoice: its UBL as received (the demo's carry no PDF: that one is absent, not failed).
    expect(filesOf(purchases[0]!.id).map((d) => d.kind)).toEqual(['ubl']);
    expect(status.attachments.counts.absent).toBe(purchases.length);

    // Horus reads that UBL now: the next run sends it, and nothing else again.
    horus.fake.refusedUbl.clear();
    const sentBefore = horus.fake.documents.length;
    await admin.post(`/api/accounting/horus/sync?${period()}`);
    expect(horus.fake.documents.length).toBe(sentBefore + 1);
    expect(
      filesOf(refused.id)
        .map((d) => d.kind)
        .sort(),
    ).toEqual(['pdf', 'ubl']);
    status = (await admin.get('/api/accounting/horus')).body;
    expect(status.attachments.counts).toMatchObject({ pending: 0, failed: 0, sent: horus.fake.documents.length });
    expect(status.attachments.failures).toEqual([]);
  });

  it('reads back an entry the accountant corrected and a purchase paid in Horus, once, and only for an admin', async () => {
    expect((await sales.post('/api/accounting/horus/read-back')).status).toBe(403);
    const today = brusselsToday(t.clock);
    const [corrected, paidBill] = await salesEntries();
    // The accountant books the sale on another VAT code.
    const booked = horus.fake.booked.get(theirId(corrected!.id))!;
    const theirs = structuredClone(booked.entry.lines);
    const vatLine = theirs.find((l) => l.vatCode)!;
    vatLine.vatCode = 'X1';
    horus.fake.booked.set(theirId(corrected!.id), { entry: { ...booked.entry, lines: theirs }, modifiedAt: t.clock.now() });

    // …pays an approved supplier invoice from the folder's bank, and sees a customer's bill paid.
    const approved = (await admin.get('/api/purchases?status=approved')).body.data as {
      id: number;
      number: string;
      totals: { inclVatCents: number };
    }[];
    const purchaseEntry = (await entriesOf('ACH')).find((e) => e.sourceKind === 'purchase' && approved.some((p) => p.id === e.sourceId))!;
    const purchase = approved.find((p) => p.id === purchaseEntry.sourceId)!;
    const amount = (purchase.totals.inclVatCents / 100).toFixed(2);
    horus.fake.history.set('440000', [
      { id: 'MV-1', externalId: null, date: today, debit: amount, credit: '0.00', matchedEntryIds: [theirId(purchaseEntry.id)] },
      // Our own supplier payment, pushed by us: not the accountant's.
      {
        id: 'MV-2',
        externalId: `veloport-entry-${purchaseEntry.id}`,
        date: today,
        debit: amount,
        credit: '0.00',
        matchedEntryIds: ['HOR-1'],
      },
    ]);
    horus.fake.history.set('400000', [
      { id: 'MV-3', externalId: null, date: today, debit: '0.00', credit: '12.00', matchedEntryIds: [theirId(paidBill!.id)] },
    ]);

    const first = await admin.post('/api/accounting/horus/read-back');
    expect([first.status, first.body]).toEqual([200, { changed: 1, paid: 1, toCheck: 1 }]);
    const status = (await admin.get('/api/accounting/horus')).body;
    expect(status.readBack.at).not.toBeNull();
    expect(status.readBack.changes).toHaveLength(1);
    const change = status.readBack.changes[0];
    expect(change).toMatchObject({ entryId: corrected!.id, reference: corrected!.reference });
    expect(change.theirs.map((l: { vatCode: string | null }) => l.vatCode)).toContain('X1');
    expect(change.ours.map((l: { vatCode: string | null }) => l.vatCode)).not.toContain('X1');
    expect(status.readBack.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entryId: purchaseEntry.id, side: 'supplier', outcome: 'marked_paid', paidOn: today }),
        expect.objectContaining({
          entryId: paidBill!.id,
          side: 'customer',
          outcome: 'to_check',
          reason: 'bank_statement',
          amountCents: 1200,
        }),
      ]),
    );
    expect((await admin.get(`/api/purchases/${purchase.id}`)).body).toMatchObject({ status: 'paid', paidAt: today });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purchase.paid_in_software'), eq(auditLog.entityId, String(purchase.id))));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: expect.any(Number),
        after: expect.objectContaining({ paidOn: today, software: 'horus', paymentId: 'MV-1' }),
      }),
    ]);
    // Our entry is not edited: the daybook still books it as we wrote it.
    expect((await salesEntries()).find((e) => e.id === corrected!.id)).toMatchObject({ reference: corrected!.reference });

    // Twice is once: nothing new, the same differences.
    const second = await admin.post('/api/accounting/horus/read-back');
    expect(second.body).toEqual({ changed: 0, paid: 0, toCheck: 0 });
    const again = (await admin.get('/api/accounting/horus')).body;
    expect(again.readBack.changes).toEqual(status.readBack.changes);
    expect(again.readBack.payments).toEqual(status.readBack.payments);

    // The accountant puts the VAT code back: the difference goes.
    horus.fake.booked.set(theirId(corrected!.id), { ...booked, modifiedAt: t.clock.now() });
    expect((await admin.post('/api/accounting/horus/read-back')).body.changed).toBe(0);
    expect((await admin.get('/api/accounting/horus')).body.readBack.changes).toEqual([]);

    // Horus down: the admin reads why, and nothing changes.
    horus.fake.down = true;
    const down = await admin.post('/api/accounting/horus/read-back');
    horus.fake.down = false;
    expect([down.status, down.body.error.code]).toEqual([502, 'software_unavailable']);
    expect((await admin.get('/api/accounting/horus')).body.readBack.payments).toEqual(status.readBack.payments);
  });

  it('still sends the entries when the folder cannot be read back: the sync job succeeds, the read-back says why', async () => {
    const waiting = async () =>
      ((await admin.get('/api/jobs?state=retry')).body.data as { id: string; lastError: string }[]).map((j) => j.id);
    const before = await waiting();
    horus.fake.noReads = true;
    try {
      const sync = await admin.post(`/api/accounting/horus/sync?${period()}`);
      expect(sync.status).toBe(200);
      await t.drainJobs();
      // No run of the job waits to be tried again (earlier tests' refusals left theirs).
      expect((await waiting()).filter((id) => !before.includes(id))).toEqual([]);
      expect((await admin.get('/api/accounting/horus')).body.counts).toMatchObject({ pending: 0, failed: 0 });
      const read = await admin.post('/api/accounting/horus/read-back');
      expect([read.status, read.body.error.code]).toEqual([502, 'software_unavailable']);
    } finally {
      horus.fake.noReads = false;
    }
  });
});
