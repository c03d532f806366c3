import {
  findStructuredCommunication,
  formatStructuredCommunication,
  sameParty,
  type BankMovement,
  type BankMovementListQuery,
  type BankStatementImport,
  type BankStatementListQuery,
  type Clock,
} from '@veloport/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit, recordAudits, type UserNames } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { cappedPageOf, containsPattern } from '../../../platform/list';
import { sepaRepository } from '../sepa/sepa.repository';
import { sepaDebits } from '../sepa/sepa.table';
import { parseStatement } from './parse-statement';
import { paymentsRepository as repo, type BillRef, type MovementRow, type StatementRow } from './payments.repository';
import { bankMovements } from './payments.table';
import { recordBillPayment, recordManyBillPayments } from './record-bill-payment';
import { StatementError, type ParsedMovement, type ParsedStatement } from './statement';

export type BankStatementsService = ReturnType<typeof createBankStatementsService>;
type Actor = { id: number | null; ip?: string | null };
type Decision = { status: 'matched'; bill: BillRef; amountCents: number } | { status: 'unmatched' | 'ignored' };

const MOVEMENT = 'bank_movement';
const movementConflict = (reason: 'already_matched' | 'not_waiting') =>
  new AppError(409, 'conflict', 'This movement is no longer waiting', { movement: reason });

/** The communication of a movement: the one the bank gave, else one a payer typed in the free text. */
const communicationOf = (m: Pick<ParsedMovement, 'structuredCommunication' | 'freeText'>) =>
  m.structuredCommunication ?? findStructuredCommunication(m.freeText);

/** Bills the movements may pay, read once for the whole file (a statement of thousands of lines stays quick). */
async function candidates(tx: DbOrTx, movements: ParsedMovement[]) {
  const communications = [...new Set(movements.map(communicationOf).filter((c): c is string => c !== null))];
  const amounts = [...new Set(movements.filter((m) => m.amountCents > 0 && !communicationOf(m)).map((m) => m.amountCents))];
  const [byCommunication, byAmount] = await Promise.all([
    repo.billsByCommunication(tx, communications),
    repo.openBillsByAmount(tx, amounts),
  ]);
  // One object per bill, so a payment seen through either list changes what the other sees.
  const byId = new Map(byCommunication.map((b) => [b.id, b]));
  return {
    byCommunication: new Map(byCommunication.map((b) => [b.structuredCommunication, b])),
    byAmount: byAmount.map((b) => byId.get(b.id) ?? b),
  };
}

function decide(m: ParsedMovement, bills: Awaited<ReturnType<typeof candidates>>): Decision {
  const communication = communicationOf(m);
  const bill = communication ? bills.byCommunication.get(communication) : undefined;
  if (m.amountCents < 0) {
    // Money out: a returned direct debit (or a debit naming one of our bills) takes back what it had paid.
    if (bill && bill.kind === 'invoice' && bill.paidCents > 0) return { status: 'matched', bill, amountCents: m.amountCents };
    return { status: m.isReturn || bill ? 'unmatched' : 'ignored' };
  }
  if (bill && bill.kind === 'invoice') return { status: 'matched', bill, amountCents: m.amountCents };
  if (communication) return { status: 'unmatched' };
  const same = bills.byAmount.filter((b) => b.openCents === m.amountCents && sameParty(m.counterpartyName, b.customerName));
  return same.length === 1 ? { status: 'matched', bill: same[0]!, amountCents: m.amountCents } : { status: 'unmatched' };
}

/** Marks the bills' latest direct debits as rejected by the bank, each in the audit of its batch. */
async function markReturnedDebits(tx: DbOrTx, billIds: number[], actor: Actor) {
  const marked = await sepaRepository.markReturned(tx, billIds);
  if (!marked.length) return;
  const rows = await tx
    .select({ id: sepaDebits.id, batchId: sepaDebits.batchId })
    .from(sepaDebits)
    .where(
      inArray(
        sepaDebits.id,
        marked.map((m) => m.id),
      ),
    );
  await recordAudits(
    tx,
    rows.map((r) => ({
      actorId: actor.id,
      action: 'sepa_batch.debit_rejected',
      entity: 'sepa_batch',
      entityId: r.batchId,
      after: { debitId: r.id, billId: marked.find((m) => m.id === r.id)?.billId },
      ip: actor.ip,
    })),
  );
}

/**
 * Record a parsed statement and pay what it pays, inside the caller's transaction (the upload, the demo data). Null
 * when a statement with the same bank reference is already there. A movement already read from another statement
 * (same bank reference) is skipped and counted as a duplicate.
 */
export async function applyStatement(tx: DbOrTx, parsed: ParsedStatement, fileName: string | null, actor: Actor, now: Date) {
  const statement = await repo.insertStatement(tx, {
    format: parsed.format,
    reference: parsed.reference,
    account: parsed.account,
    date: parsed.date,
    fileName,
    importedById: actor.id,
  });
  if (!statement) return null;
  // Movements read before (another statement, or twice in this file) are skipped.
  const seen = await repo.knownReferences(
    tx,
    parsed.movements.map((m) => m.reference),
  );
  const fresh = parsed.movements.filter((m) => !seen.has(m.reference) && seen.add(m.reference));
  const bills = await candidates(tx, fresh);
  const decided = fresh.map((m) => {
    const decision = decide(m, bills);
    if (decision.status === 'matched') {
      // What the bill has left changes with each line: a second transfer of the same amount does not match it again by amount.
      decision.bill.paidCents += decision.amountCents;
      decision.bill.openCents -= decision.amountCents;
      if (decision.bill.openCents <= 0) bills.byAmount = bills.byAmount.filter((b) => b.id !== decision.bill.id);
    }
    return { m, decision };
  });
  const inserted = await repo.insertMovements(
    tx,
    decided.map(({ m, decision }) => ({
      statementId: statement.id,
      reference: m.reference,
      date: m.date,
      amountCents: m.amountCents,
      counterpartyName: m.counterpartyName,
      counterpartyAccount: m.counterpartyAccount,
      structuredCommunication: communicationOf(m),
      freeText: m.freeText,
      isReturn: m.isReturn,
      status: decision.status,
      billId: decision.status === 'matched' ? decision.bill.id : null,
      resolvedAt: decision.status === 'matched' ? now : null,
    })),
  );
  const written = new Set(inserted.map((r) => r.reference));
  // Payments per bill (credits and reversals apart, for the audit), all recorded in a few statements.
  const groups = new Map<
    string,
    { billId: number; payments: { amountCents: number; date: string; source: 'bank_statement'; reference: string }[] }
  >();
  for (const { m, decision } of decided) {
    if (decision.status !== 'matched' || !written.has(m.reference)) continue;
    const key = `${decision.bill.id}:${decision.amountCents < 0 ? '-' : '+'}`;
    const group = groups.get(key) ?? { billId: decision.bill.id, payments: [] };
    group.payments.push({ amountCents: decision.amountCents, date: m.date, source: 'bank_statement', reference: m.reference });
    groups.set(key, group);
  }
  await recordManyBillPayments(tx, [...groups.values()], actor);
  if (groups.size) await repo.linkPayments(tx, statement.id);
  // A debit sent back naming one of our bills is that bill's direct debit rejected: it no longer counts as a
  // collection of its mandate (a rejected FRST leaves the next one FRST) and the bill may be collected again (decision 061).
  const returned = decided.flatMap(({ m }) => {
    const communication = m.amountCents < 0 && written.has(m.reference) ? communicationOf(m) : null;
    const bill = communication ? bills.byCommunication.get(communication) : undefined;
    return bill ? [bill.id] : [];
  });
  await markReturnedDebits(tx, [...new Set(returned)], actor);
  const duplicates = parsed.movements.length - inserted.length;
  await repo.setStatementMovements(tx, statement.id, inserted.length);
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'bank_statement.imported',
    entity: 'bank_statement',
    entityId: statement.id,
    after: { format: parsed.format, reference: parsed.reference, fileName, movements: parsed.movements.length, duplicates },
    ip: actor.ip,
  });
  return { statement: { ...statement, movements: inserted.length }, duplicates };
}

/**
 * Bank statements that pay bills by themselves (issue 14, decision 047): a CODA or camt.053 file is read, each credit
 * is matched to a bill by its structured communication, then by exact amount left to pay and the customer's name;
 * a returned direct debit takes its payment back. What cannot be matched waits for a person.
 */
export function createBankStatementsService({ clock, db, names }: { clock: Clock; db: Db; names: UserNames }) {
  async function views(rows: MovementRow[]): Promise<BankMovement[]> {
    const billIds = [...new Set(rows.flatMap((r) => (r.billId === null ? [] : [r.billId])))];
    const refs = new Map((await repo.billRefsByIds(db, billIds)).map((b) => [b.id, b]));
    return rows.map((r) => ({
      id: r.id,
      statementId: r.statementId,
      date: r.date,
      amountCents: r.amountCents,
      counterpartyName: r.counterpartyName,
      counterpartyAccount: r.counterpartyAccount,
      structuredCommunication: r.structuredCommunication ? formatStructuredCommunication(r.structuredCommunication) : null,
      freeText: r.freeText,
      isReturn: r.isReturn,
      status: r.status as BankMovement['status'],
      bill: r.billId === null ? null : (refs.get(r.billId) ?? null),
      resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
    }));
  }

  async function summaryOf(statement: StatementRow, duplicates: number, alreadyImported: boolean): Promise<BankStatementImport> {
    const counts = new Map((await repo.countsByStatement(db, [statement.id])).map((c) => [c.status, Number(c.n)]));
    return {
      id: statement.id,
      format: statement.format as BankStatementImport['format'],
      reference: statement.reference,
      account: statement.account,
      date: statement.date,
      movements: statement.movements,
      matched: counts.get('matched') ?? 0,
      unmatched: counts.get('unmatched') ?? 0,
      ignored: counts.get('ignored') ?? 0,
      duplicates,
      alreadyImported,
    };
  }

  function movementsWhere(query: BankMovementListQuery, status: string): SQL | undefined {
    const q = query.q ? containsPattern(query.q) : null;
    const digits = query.q?.replace(/\D/g, '');
    return and(
      eq(bankMovements.status, status),
      query.statementId ? eq(bankMovements.statementId, query.statementId) : undefined,
      q
        ? sql`(${bankMovements.counterpartyName} ilike ${q} or ${bankMovements.freeText} ilike ${q} or ${bankMovements.counterpartyAccount} ilike ${q}${digits ? sql` or ${bankMovements.structuredCommunication} like ${containsPattern(digits)}` : sql``})`
        : undefined,
    );
  }

  /** Resolve a waiting movement: pay (or take back from) the bill chosen by a person. */
  async function matchIn(tx: DbOrTx, movementId: number, billId: number, actor: Actor) {
    const before = await repo.lockMovement(tx, movementId);
    if (!before) throw notFound();
    if (before.status !== 'unmatched' && before.status !== 'dismissed') throw movementConflict('already_matched');
    const bill = await repo.billRef(tx, billId);
    if (!bill || bill.kind !== 'invoice' || bill.status === 'draft') throw invalid({ billId: 'unknown' });
    const { payment } = await recordBillPayment(tx, {
      billId,
      amountCents: before.amountCents,
      date: before.date,
      source: 'bank_statement',
      reference: before.reference,
      actor,
    });
    const after = await repo.updateMovement(tx, movementId, {
      status: 'matched',
      billId,
      paymentId: payment.id,
      resolvedById: actor.id,
      resolvedAt: clock.now(),
    });
    if (before.amountCents < 0) await markReturnedDebits(tx, [billId], actor);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${MOVEMENT}.matched`,
      entity: MOVEMENT,
      entityId: movementId,
      before: { status: before.status },
      after: { status: after.status, billId, paymentId: payment.id },
      ip: actor.ip,
    });
    return after;
  }

  return {
    /**
     * Read a statement file and pay what it pays, in one transaction. The same statement twice (same bank
     * reference) changes nothing; a movement already read from another statement is skipped.
     */
    async importFile(file: { data: Buffer; filename?: string | null }, actor: Actor): Promise<BankStatementImport & { created: boolean }> {
      let parsed;
      try {
        parsed = parseStatement(file.data);
      } catch (error) {
        if (error instanceof StatementError) throw new AppError(422, 'validation_failed', error.message, { file: error.reason });
        throw error;
      }
      const known = await repo.statementByReference(db, parsed.reference);
      if (known) return { ...(await summaryOf(known, 0, true)), created: false };
      const result = await db.transaction((tx) => applyStatement(tx, parsed, file.filename ?? null, actor, clock.now()));
      // Another upload of the same file won the race: answer as a repeat.
      if (!result) return { ...(await summaryOf((await repo.statementByReference(db, parsed.reference))!, 0, true)), created: false };
      return { ...(await summaryOf(result.statement, result.duplicates, false)), created: true };
    },

    async statements(query: BankStatementListQuery) {
      const [rows, total] = await Promise.all([
        repo.statementsPage(db, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.countStatements(db),
      ]);
      const counts = await repo.countsByStatement(
        db,
        rows.map((r) => r.id),
      );
      const who = await names([...new Set(rows.flatMap((r) => (r.importedById === null ? [] : [r.importedById])))]);
      const count = (id: number, status: string) => Number(counts.find((c) => c.statementId === id && c.status === status)?.n ?? 0);
      const data = rows.map((r) => ({
        id: r.id,
        format: r.format as BankStatementImport['format'],
        reference: r.reference,
        account: r.account,
        date: r.date,
        movements: r.movements,
        matched: count(r.id, 'matched'),
        unmatched: count(r.id, 'unmatched'),
        ignored: count(r.id, 'ignored'),
        fileName: r.fileName,
        importedBy: r.importedById === null ? null : { id: r.importedById, name: who.get(r.importedById) ?? `#${r.importedById}` },
        createdAt: r.createdAt.toISOString(),
      }));
      return cappedPageOf(data, total, query);
    },

    /** The movements waiting for a person, newest first. */
    async unmatched(query: BankMovementListQuery) {
      const where = movementsWhere(query, 'unmatched');
      const [rows, total] = await Promise.all([
        repo.movementsPage(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.countMovements(db, where),
      ]);
      return cappedPageOf(await views(rows), total, query);
    },
    async unmatchedForExport(query: BankMovementListQuery) {
      return views(await repo.movementsPage(db, movementsWhere(query, 'unmatched'), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    async match(movementId: number, billId: number, actor: Actor): Promise<BankMovement> {
      const row = await db.transaction((tx) => matchIn(tx, movementId, billId, actor));
      return (await views([row]))[0]!;
    },

    /** Set aside a movement that pays no bill (a refund from a supplier, a transfer between accounts). */
    async dismiss(movementId: number, actor: Actor): Promise<BankMovement> {
      const row = await db.transaction(async (tx) => {
        const before = await repo.lockMovement(tx, movementId);
        if (!before) throw notFound();
        if (before.status !== 'unmatched') throw movementConflict('not_waiting');
        const after = await repo.updateMovement(tx, movementId, { status: 'dismissed', resolvedById: actor.id, resolvedAt: clock.now() });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${MOVEMENT}.dismissed`,
          entity: MOVEMENT,
          entityId: movementId,
          before: { status: before.status },
          after: { status: after.status },
          ip: actor.ip,
        });
        return after;
      });
      return (await views([row]))[0]!;
    },
  };
}
