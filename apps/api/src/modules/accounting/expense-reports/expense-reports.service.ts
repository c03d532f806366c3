import crypto from 'node:crypto';
import {
  brusselsToday,
  canTransition,
  DEFAULT_EXPENSE_SETTINGS,
  mileageAmountCents,
  receiptRequired,
  target2Refusal,
  vatSplit,
  type Clock,
  type ExpenseAction,
  type ExpenseBatch,
  type ExpenseBatchInput,
  type ExpenseCategory,
  type ExpenseReport,
  type ExpenseReportInput,
  type ExpenseReportQuery,
  type ExpenseSettings,
  type ExpenseStatus,
  type ExpenseTotals,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit, recordAudits } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { cleanFileName, extensionOf, sniffDocumentType, type FileStorage, type UploadedFile } from '../../../platform/files';
import { pageOf, pageWindow } from '../../../platform/list';
import { pain001Errors, pain001Xml, type Pain001Debtor } from '../../../platform/pain001';
import type { PeopleService } from '../../identity/users/people.service';
import { expenseReportsRepository as repo, type ExpenseBatchRow, type ExpenseReportRow } from './expense-reports.repository';
import type { TenantScope } from '../../../platform/tenancy';

export type ExpenseReportsService = ReturnType<typeof createExpenseReportsService>;
type Actor = { id: number | null; ip?: string | null };
type Names = Map<number, string>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const conflict = (message: string) => new AppError(409, 'invalid_transition', message);

/** What a filed expense or claim stores: the amount (a claim's at the settings' rate, copied), its VAT split. */
function valuesOf(input: ExpenseReportInput, s: ExpenseSettings) {
  const mileage = input.category === 'mileage';
  const amount = mileage ? mileageAmountCents(input.km!, s.mileageMillicentsPerKm) : input.amountInclVatCents!;
  const split = mileage ? { exclVatCents: amount, vatCents: 0 } : vatSplit(amount, input.vatRate!);
  return {
    date: input.date,
    category: input.category,
    description: input.description,
    amountInclVatCents: amount,
    vatRate: mileage ? null : input.vatRate!,
    ...split,
    km: mileage ? Math.round(input.km! * 10) / 10 : null,
    mileageMillicentsPerKm: mileage ? s.mileageMillicentsPerKm : null,
  };
}

/**
 * Staff expense reports (decision 088): a member of staff files an expense (with its receipt above the threshold) or a
 * mileage claim, submits it; an admin approves (one or many) or refuses it with a reason; approved reports are paid to
 * each person's IBAN in a pain.001.001.03 batch, and become reimbursed when the batch is marked paid. Each step keeps
 * who and when on the report and in the audit log.
 */
export function createExpenseReportsService({
  clock,
  db,
  files,
  people,
  debtor,
}: {
  clock: Clock;
  db: Db;
  files: FileStorage;
  people: Pick<PeopleService, 'names'>;
  debtor: Pain001Debtor;
}) {
  async function settings(conn: DbOrTx = db): Promise<ExpenseSettings> {
    return (await repo.settings(conn)) ?? DEFAULT_EXPENSE_SETTINGS;
  }

  async function namesOf(rows: ExpenseReportRow[]): Promise<Names> {
    const ids = rows.flatMap((r) => [r.userId, r.submittedById, r.decidedById]).filter((id): id is number => id !== null);
    return people.names([...new Set(ids)]);
  }

  function view(r: ExpenseReportRow, names: Names, s: ExpenseSettings): ExpenseReport {
    const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? `#${id}` });
    const category = r.category as ExpenseCategory;
    return {
      id: r.id,
      status: r.status as ExpenseStatus,
      person: person(r.userId)!,
      date: r.date,
      category,
      description: r.description,
      amountInclVatCents: r.amountInclVatCents,
      vatRate: r.vatRate,
      exclVatCents: r.exclVatCents,
      vatCents: r.vatCents,
      km: r.km,
      mileageMillicentsPerKm: r.mileageMillicentsPerKm,
      receipt: r.receiptKey
        ? { name: r.receiptName ?? 'receipt', contentType: r.receiptType ?? 'application/pdf', url: `/api/expense-reports/${r.id}/receipt` }
        : null,
      receiptRequired: receiptRequired(category, r.amountInclVatCents, s),
      submitted: r.submittedAt ? { at: iso(r.submittedAt)!, by: person(r.submittedById) } : null,
      decided: r.decidedAt ? { at: iso(r.decidedAt)!, by: person(r.decidedById) } : null,
      refusalComment: r.refusalComment,
      batchId: r.batchId,
      reimbursedOn: r.reimbursedOn,
      createdAt: r.createdAt.toISOString(),
    };
  }

  async function views(rows: ExpenseReportRow[]) {
    const [names, s] = await Promise.all([namesOf(rows), settings()]);
    return rows.map((r) => view(r, names, s));
  }

  async function one(r: ExpenseReportRow) {
    return (await views([r]))[0]!;
  }

  function checkTransition(action: ExpenseAction, r: ExpenseReportRow) {
    if (!canTransition(action, r.status as ExpenseStatus)) throw conflict(`A ${r.status} report cannot be ${action}d`);
  }

  async function decide(ids: number[], set: { status: 'approved' | 'refused'; refusalComment?: string }, actor: Actor) {
    return db.transaction(async (tx) => {
      const rows = await repo.many(tx, ids);
      if (rows.length !== ids.length) throw notFound('Expense report');
      for (const r of rows) checkTransition(set.status === 'approved' ? 'approve' : 'refuse', r);
      const now = clock.now();
      const updated = [];
      for (const r of rows)
        updated.push(
          await repo.update(tx, r.id, {
            status: set.status,
            refusalComment: set.refusalComment ?? null,
            decidedAt: now,
            decidedById: actor.id,
          }),
        );
      await recordAudits(
        tx,
        rows.map((r) => ({
          actorId: actor.id,
          ip: actor.ip,
          action: `expense_report.${set.status === 'approved' ? 'approve' : 'refuse'}`,
          entity: 'expense_report',
          entityId: r.id,
          before: { status: r.status },
          after: set,
        })),
      );
      return updated;
    });
  }

  function batchView(b: ExpenseBatchRow, reportIds: number[]): ExpenseBatch {
    return {
      id: b.id,
      messageId: b.messageId,
      executionDate: b.executionDate,
      status: b.status as ExpenseBatch['status'],
      count: b.count,
      totalCents: b.totalCents,
      reportIds,
    };
  }

  /** The batch's file; `names` read before any transaction (the embedded database has one connection). */
  async function fileOf(batch: ExpenseBatchRow, conn: DbOrTx = db, known?: Names) {
    const rows = await repo.ofBatch(conn, batch.id);
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const names = known ?? (await people.names(userIds));
    const ibans = await repo.ibans(conn, userIds);
    // One transfer per person: what the batch owes them, with the reports it pays in the remittance text.
    const byPerson = new Map<number, ExpenseReportRow[]>();
    for (const r of rows) byPerson.set(r.userId, [...(byPerson.get(r.userId) ?? []), r]);
    const xml = pain001Xml({
      messageId: batch.messageId,
      createdAt: batch.createdAt,
      executionDate: batch.executionDate,
      debtor,
      transfers: [...byPerson].map(([userId, reports]) => ({
        endToEndId: `${batch.messageId}-${userId}`,
        amountCents: reports.reduce((s, r) => s + r.amountInclVatCents, 0),
        creditorName: names.get(userId) ?? `#${userId}`,
        iban: ibans.get(userId)!,
        bic: null,
        remittance: `${batch.messageId} ${reports.map((r) => `#${r.id}`).join(' ')}`,
      })),
    });
    const errors = await pain001Errors(xml);
    if (errors.length) throw new AppError(422, 'validation_failed', errors.slice(0, 5).join('\n'), { file: 'pain001_invalid' });
    return xml;
  }

  return {
    settings: () => settings(),
    async saveSettings(next: ExpenseSettings, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await settings(tx);
        await repo.saveSettings(tx, next);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'expense_settings.update',
          entity: 'expense_settings',
          entityId: 1,
          before,
          after: next,
        });
      });
      return next;
    },

    async bankAccount(userId: number) {
      return { iban: (await repo.ibans(db, [userId])).get(userId) ?? null };
    },
    async setBankAccount(userId: number, iban: string, actor: Actor) {
      await db.transaction(async (tx) => {
        await repo.setIban(tx, userId, iban);
        await recordAudit(tx, { actorId: actor.id, ip: actor.ip, action: 'expense_bank_account.update', entity: 'user', entityId: userId });
      });
      return { iban };
    },

    async create(userId: number, input: ExpenseReportInput, actor: Actor) {
      const values = valuesOf(input, await settings());
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, { userId, ...values });
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'expense_report.create',
          entity: 'expense_report',
          entityId: row.id,
          after: { category: row.category, amountInclVatCents: row.amountInclVatCents, km: row.km },
        });
        return { id: row.id, status: 'draft' as const };
      });
    },

    async get(scope: TenantScope, id: number) {
      const row = await repo.get(db, scope, id);
      if (!row) throw notFound('Expense report');
      return one(row);
    },

    async list(scope: TenantScope, query: ExpenseReportQuery) {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.page(db, scope, query, limit, offset);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(scope: TenantScope, query: ExpenseReportQuery) {
      const { rows } = await repo.page(db, scope, query, 10_000, 0);
      return views(rows);
    },
    async totals(query: ExpenseReportQuery): Promise<ExpenseTotals> {
      const { byPerson, byCategory } = await repo.totals(db, query);
      const names = await people.names(byPerson.map((p) => p.userId));
      return {
        totalCents: byCategory.reduce((s, c) => s + c.totalCents, 0),
        byPerson: byPerson
          .map((p) => ({ person: { id: p.userId, name: names.get(p.userId) ?? `#${p.userId}` }, count: p.count, totalCents: p.totalCents }))
          .sort((a, b) => b.totalCents - a.totalCents || a.person.name.localeCompare(b.person.name)),
        byCategory: byCategory
          .map((c) => ({ category: c.category as ExpenseCategory, count: c.count, totalCents: c.totalCents }))
          .sort((a, b) => b.totalCents - a.totalCents),
      };
    },

    /** The receipt of one's own draft: a PDF, JPG or PNG judged by its bytes; a new one replaces the old. */
    async attachReceipt(userId: number, id: number, file: UploadedFile, actor: Actor) {
      const before = await repo.get(db, { kind: 'own' as const, userId }, id);
      if (!before) throw notFound('Expense report');
      if (before.status !== 'draft') throw conflict('Only a draft takes a receipt');
      const type = sniffDocumentType(file.data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only PDF, JPG or PNG files');
      const key = `expense-reports/${id}/${crypto.randomBytes(12).toString('hex')}.${extensionOf(type)}`;
      await files.put(key, file.data);
      try {
        const row = await db.transaction(async (tx) => {
          const locked = await repo.get(tx, { kind: 'own' as const, userId }, id, true);
          if (locked?.status !== 'draft') throw conflict('Only a draft takes a receipt');
          const updated = await repo.update(tx, id, {
            receiptKey: key,
            receiptName: cleanFileName(file.filename, `receipt.${extensionOf(type)}`),
            receiptType: type,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            ip: actor.ip,
            action: 'expense_report.receipt',
            entity: 'expense_report',
            entityId: id,
            after: { name: updated.receiptName, contentType: type, size: file.data.length },
          });
          return updated;
        });
        if (before.receiptKey) await files.remove(before.receiptKey);
        return one(row);
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },
    async receipt(scope: TenantScope, id: number) {
      const row = await repo.get(db, scope, id);
      if (!row?.receiptKey) throw notFound('Receipt');
      const data = await files.get(row.receiptKey);
      if (!data) throw notFound('The file is missing');
      return { data, name: row.receiptName ?? 'receipt', contentType: row.receiptType ?? 'application/octet-stream' };
    },

    /**
     * Changes one's own draft (decision 106): the same fields as filing it, the amounts computed again (a claim at
     * today's rate, as if filed now); the receipt stays. 409 invalid_transition once submitted.
     */
    async update(userId: number, id: number, input: ExpenseReportInput, actor: Actor) {
      const values = valuesOf(input, await settings());
      const row = await db.transaction(async (tx) => {
        const r = await repo.get(tx, { kind: 'own' as const, userId }, id, true);
        if (!r) throw notFound('Expense report');
        if (r.status !== 'draft') throw conflict('Only a draft is changed');
        const updated = await repo.update(tx, id, values);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'expense_report.update',
          entity: 'expense_report',
          entityId: id,
          before: { date: r.date, category: r.category, description: r.description, amountInclVatCents: r.amountInclVatCents, km: r.km },
          after: {
            date: values.date,
            category: values.category,
            description: values.description,
            amountInclVatCents: values.amountInclVatCents,
            km: values.km,
          },
        });
        return updated;
      });
      return one(row);
    },

    /**
     * Deletes one's own draft (decision 109), its receipt with it; 409 invalid_transition once submitted (a report
     * on its way is refused, not deleted), 404 for another person's. Audited with what it was.
     */
    async remove(userId: number, id: number, actor: Actor) {
      const removed = await db.transaction(async (tx) => {
        const r = await repo.get(tx, { kind: 'own' as const, userId }, id, true);
        if (!r) throw notFound('Expense report');
        if (r.status !== 'draft') throw conflict('Only a draft is deleted');
        await repo.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'expense_report.delete',
          entity: 'expense_report',
          entityId: id,
          before: {
            date: r.date,
            category: r.category,
            description: r.description,
            amountInclVatCents: r.amountInclVatCents,
            km: r.km,
            receiptName: r.receiptName,
          },
        });
        return r;
      });
      if (removed.receiptKey) await files.remove(removed.receiptKey);
    },

    async submit(userId: number, id: number, actor: Actor) {
      const s = await settings();
      const row = await db.transaction(async (tx) => {
        const r = await repo.get(tx, { kind: 'own' as const, userId }, id, true);
        if (!r) throw notFound('Expense report');
        checkTransition('submit', r);
        if (receiptRequired(r.category as ExpenseCategory, r.amountInclVatCents, s) && !r.receiptKey)
          throw invalid({ receipt: 'receipt_required' });
        const updated = await repo.update(tx, id, { status: 'submitted', submittedAt: clock.now(), submittedById: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'expense_report.submit',
          entity: 'expense_report',
          entityId: id,
          before: { status: r.status },
          after: { status: 'submitted' },
        });
        return updated;
      });
      return one(row);
    },

    async approve(id: number, actor: Actor) {
      const [row] = await decide([id], { status: 'approved' }, actor);
      return one(row!);
    },
    async approveMany(ids: number[], actor: Actor) {
      const rows = await decide(ids, { status: 'approved' }, actor);
      return { approved: rows.map((r) => r.id) };
    },
    async refuse(id: number, comment: string, actor: Actor) {
      const [row] = await decide([id], { status: 'refused', refusalComment: comment }, actor);
      return one(row!);
    },

    async createBatch(input: ExpenseBatchInput, actor: Actor): Promise<ExpenseBatch> {
      if (input.executionDate < brusselsToday(clock)) throw invalid({ executionDate: 'in_the_past' });
      const dateRefusal = target2Refusal(input.executionDate);
      if (dateRefusal) throw invalid({ executionDate: dateRefusal });
      const ids = input.ids;
      const names = await people.names(await repo.owners(db, ids));
      return db.transaction(async (tx) => {
        const rows = await repo.many(tx, ids);
        if (rows.length !== ids.length || rows.some((r) => r.status !== 'approved' || r.batchId !== null || r.amountInclVatCents <= 0))
          throw invalid({ ids: 'expense_not_payable' });
        const ibans = await repo.ibans(
          tx,
          rows.map((r) => r.userId),
        );
        if (rows.some((r) => !ibans.has(r.userId))) throw invalid({ ids: 'no_staff_iban' });
        const batch = await repo.insertBatch(tx, {
          messageId: await repo.nextMessageId(tx),
          executionDate: input.executionDate,
          count: rows.length,
          totalCents: rows.reduce((s, r) => s + r.amountInclVatCents, 0),
          createdById: actor.id,
          createdAt: clock.now(),
        });
        await repo.setBatch(tx, ids, batch.id);
        await fileOf(batch, tx, names);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'expense_batch.create',
          entity: 'expense_batch',
          entityId: batch.id,
          after: { ids, executionDate: input.executionDate },
        });
        return batchView(batch, ids);
      });
    },
    async batches() {
      const rows = await repo.batches(db, 50);
      const links = await repo.batchReportIds(
        db,
        rows.map((b) => b.id),
      );
      return {
        data: rows.map((b) =>
          batchView(
            b,
            links.filter((l) => l.batchId === b.id).map((l) => l.id),
          ),
        ),
      };
    },
    async xml(id: number) {
      const batch = await repo.batch(db, id);
      if (!batch) throw notFound('Batch');
      return { filename: `${batch.messageId}.xml`, xml: await fileOf(batch) };
    },
    /** The bank executed the batch: its reports are reimbursed on the execution date. */
    async markPaid(id: number, actor: Actor): Promise<ExpenseBatch> {
      return db.transaction(async (tx) => {
        const batch = await repo.batch(tx, id);
        if (!batch) throw notFound('Batch');
        const paid = await repo.markBatchPaid(tx, id, batch.executionDate, actor.id);
        if (!paid) throw conflict('The batch is already paid');
        const reimbursed = await repo.reimburseBatch(tx, id, batch.executionDate);
        await recordAudits(tx, [
          { actorId: actor.id, ip: actor.ip, action: 'expense_batch.paid', entity: 'expense_batch', entityId: id },
          ...reimbursed.map((r) => ({
            actorId: actor.id,
            ip: actor.ip,
            action: 'expense_report.reimburse',
            entity: 'expense_report',
            entityId: r.id,
            before: { status: 'approved' },
            after: { status: 'reimbursed', batchId: id },
          })),
        ]);
        return batchView(
          paid,
          reimbursed.map((r) => r.id),
        );
      });
    },
  };
}
