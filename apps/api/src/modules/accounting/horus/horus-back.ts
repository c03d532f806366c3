import { addDays, brusselsDayOf, brusselsToday, type Clock, type EntryLine } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import type { JournalsService } from '../journals/journals.service';
import type { PurchasesService } from '../purchases/purchases.service';
import type { AccountingSoftware } from './accounting-software';
import { horusRepository as repo } from './horus.repository';

/** A connected folder with a token kept fresh: `call` refreshes before the end and once more on a refused token. */
export type SoftwareSession = { folderId: string; readBackAt: Date | null; call<T>(fn: (accessToken: string) => Promise<T>): Promise<T> };

export type DocumentFile = { filename: string; data: Buffer };
/**
 * A document's files as the accountant's ZIP has them (decision 084), wired in app.ts: a bill's or credit note's UBL
 * and PDF from billing, a purchase's UBL as received and the PDF it carries (null: it has none).
 */
export type DocumentFilesPort = {
  fileOf(source: { kind: string; id: number }, kind: 'pdf' | 'ubl'): Promise<DocumentFile | null>;
};

type Actor = { id: number | null; ip?: string | null };
export type BackDeps = {
  clock: Clock;
  db: Db;
  software: AccountingSoftware;
  files: DocumentFilesPort;
  journals: JournalsService;
  purchases: PurchasesService;
};

const CONTENT_TYPES = { pdf: 'application/pdf', ubl: 'application/xml' } as const;
/** Their changes are asked from the last read-back less this, so an entry changed while we read is not missed. */
const OVERLAP_MS = 10 * 60_000;
/** A first read-back looks this far back into the accounts' histories. */
const FIRST_READ_DAYS = 400;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Each sent document entry's PDF and UBL attached to it at the software, once each (decision 117): the queue is
 * filled from the sent entries, a file is tried once per run, failures keep the reason and are retried like entries.
 */
export async function pushAttachments(deps: BackDeps, session: SoftwareSession, maxAttempts: number) {
  const { db, software, files } = deps;
  await repo.queueAttachments(db, software.name);
  let sent = 0;
  let failed = 0;
  let after = { entryId: 0, kind: '' };
  for (;;) {
    const batch = await repo.dueAttachments(db, software.name, maxAttempts, after, 100);
    if (!batch.length) break;
    after = batch.at(-1)!;
    for (const a of batch) {
      const kind = a.kind as 'pdf' | 'ubl';
      const key = { entryId: a.entryId, kind };
      try {
        const file = await files.fileOf({ kind: a.sourceKind, id: a.sourceId }, kind);
        if (!file) {
          await repo.markAttachment(db, software.name, key, { status: 'absent' });
          continue;
        }
        const push = { ...file, kind, contentType: CONTENT_TYPES[kind], key: `veloport-entry-${a.entryId}-${kind}` };
        const result = await session.call((token) => software.attachDocument(token, session.folderId, a.externalId!, push));
        await repo.markAttachment(db, software.name, key, { status: 'sent', externalId: result.externalId });
        sent++;
      } catch (error) {
        await repo.markAttachment(db, software.name, key, { status: 'failed', error: errorText(error) });
        failed++;
      }
    }
  }
  return { sent, failed };
}

const lineKey = (l: EntryLine) => `${l.account}|${l.debitCents}|${l.creditCents}|${l.vatCode ?? ''}`;
/** The same booking: the same accounts, amounts and VAT codes, in any order (descriptions are the accountant's). */
const sameLines = (a: EntryLine[], b: EntryLine[]) => a.map(lineKey).sort().join('\n') === b.map(lineKey).sort().join('\n');

export type ReadBackResult = { changed: number; paid: number; toCheck: number };

/**
 * What the accountant changed or paid, read back (decision 117). Our entries are never edited (decision 084): what the
 * software now books is kept beside ours while it differs. A payment on a supplier's account settling one of our
 * purchases pays it (audited); one on a customer's account settling a bill is only shown, the bank statement being
 * where a receipt is recorded. Each payment of theirs is read once, so reading again changes nothing.
 */
export async function readBack(deps: BackDeps, session: SoftwareSession, actor: Actor): Promise<ReadBackResult> {
  const { clock, db, software, journals, purchases } = deps;
  const name = software.name;
  const startedAt = clock.now();
  const result: ReadBackResult = { changed: 0, paid: 0, toCheck: 0 };

  const since = session.readBackAt ? new Date(session.readBackAt.getTime() - OVERLAP_MS) : null;
  const theirs = (await session.call((token) => software.changedEntries(token, session.folderId, since))).filter((e) => e.entryId !== null);
  const ours = new Set(
    (
      await repo.sentEntries(
        db,
        name,
        theirs.map((e) => e.entryId!),
      )
    ).map((r) => r.entryId),
  );
  for (const entry of theirs) {
    const entryId = entry.entryId!;
    if (!ours.has(entryId)) continue;
    const mine = (await repo.linesOf(db, entryId)).map((l) => ({ ...l, vatCode: l.vatCode ?? null }));
    const known = await repo.change(db, name, entryId);
    if (sameLines(mine, entry.lines)) {
      if (known) await repo.dropChange(db, name, entryId);
    } else if (!known || !sameLines(known.theirLines, entry.lines)) {
      await repo.saveChange(db, name, entryId, entry.lines, entry.modifiedAt, startedAt);
      result.changed++;
    }
  }

  const { accounts } = await journals.settings();
  const from = session.readBackAt ? addDays(brusselsDayOf(session.readBackAt), -7) : addDays(brusselsToday(clock), -FIRST_READ_DAYS);
  for (const [side, account] of [
    ['customer', accounts.customers],
    ['supplier', accounts.suppliers],
  ] as const) {
    // Theirs only (ours carry our external id) and settling something: a payment the accountant booked.
    const movements = (await session.call((token) => software.accountHistory(token, session.folderId, account, from))).filter(
      (m) => m.entryId === null && m.settles.length > 0,
    );
    const targets = new Map(
      (
        await repo.entriesByExternalId(
          db,
          name,
          movements.flatMap((m) => m.settles),
        )
      ).map((r) => [r.externalId, r]),
    );
    // One row per settled document of ours; a movement settling several is kept under its id and each document's.
    const rows = movements.flatMap((m) => {
      const documents = m.settles
        .map((id) => targets.get(id))
        .filter((t): t is NonNullable<typeof t> => t?.sourceKind === (side === 'supplier' ? 'purchase' : 'bill'));
      return documents.map((target) => ({
        row: {
          provider: name,
          externalId: documents.length === 1 ? m.id : `${m.id}/${target.externalId}`,
          entryId: target.entryId,
          side,
          paidOn: m.date,
          amountCents: Math.abs(m.debitCents - m.creditCents),
          readAt: startedAt,
        },
        purchaseId: target.sourceId,
        alone: documents.length === 1,
      }));
    });
    const read = await repo.knownPayments(
      db,
      name,
      rows.map((r) => r.row.externalId),
    );
    for (const { row, purchaseId, alone } of rows.filter((r) => !read.has(r.row.externalId))) {
      if (side === 'customer') {
        if (await repo.recordPayment(db, { ...row, outcome: 'to_check', reason: 'bank_statement' })) result.toCheck++;
        continue;
      }
      const outcome = await purchases.paidInSoftware(
        purchaseId,
        // Settled together with others: the lettering says each is settled in full.
        { paidOn: row.paidOn, amountCents: alone ? row.amountCents : null, software: name, paymentId: row.externalId, actor },
        async (tx, o) => void (await repo.recordPayment(tx, { ...row, outcome: o.outcome, reason: o.reason })),
      );
      if (outcome.outcome === 'marked_paid') result.paid++;
      if (outcome.outcome === 'to_check') result.toCheck++;
    }
  }

  await db.transaction(async (tx) => {
    await repo.setReadBackAt(tx, name, startedAt);
    if (result.changed || result.paid || result.toCheck)
      await recordAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'accounting.read_back',
        entity: 'accounting_connection',
        entityId: name,
        after: result,
      });
  });
  return result;
}
