import {
  earliestCollectionDate,
  formatStructuredCommunication,
  mandateReference,
  sepaSequenceType,
  type SepaMandate,
  type SepaMandateDetail,
  type SepaMandateInput,
  type SepaMandateListQuery,
  type SepaSequenceType,
  type Clock,
} from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { mandateWhere, sepaRepository as repo, type MandateRow } from './sepa.repository';

export type SepaMandatesService = ReturnType<typeof createSepaMandatesService>;
export type Actor = { id: number | null; ip?: string | null };
type Deps = { clock: Clock; db: Db; companies: CompaniesService; identity: IdentityService; preNotificationDays?: number };

const ENTITY = 'sepa_mandate';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Direct-debit mandates (decision 046): typed from the signed paper or PDF, revoked when the debtor withdraws. */
export function createSepaMandatesService({ clock, db, companies, identity, preNotificationDays = 5 }: Deps) {
  async function views(rows: MandateRow[]): Promise<SepaMandate[]> {
    const [firms, people, history] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.customersByIds(rows.map((r) => r.userId)),
      repo.mandateHistory(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const nextDate = earliestCollectionDate(clock.today(), preNotificationDays);
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      kind: r.kind as SepaMandate['kind'],
      status: r.status as SepaMandate['status'],
      customer:
        r.companyId !== null
          ? { kind: 'company' as const, id: r.companyId, name: firms.get(r.companyId)?.name ?? r.debtorName }
          : { kind: 'person' as const, id: r.userId!, name: people.get(r.userId!)?.name ?? r.debtorName },
      debtorName: r.debtorName,
      iban: r.iban,
      bic: r.bic,
      signatureDate: r.signatureDate,
      debits: history.get(r.id)?.debits ?? 0,
      lastCollectionDate: history.get(r.id)?.last ?? null,
      rejectedDebits: history.get(r.id)?.rejected ?? 0,
      finalCollection: r.finalCollection,
      nextSequenceType:
        r.status === 'revoked'
          ? null
          : sepaSequenceType(
              {
                kind: r.kind as SepaMandate['kind'],
                collectedSinceBankChange: history.get(r.id)?.accepted ?? 0,
                lastCollectedOn: history.get(r.id)?.last ?? null,
                signedOn: r.signatureDate,
                final: r.finalCollection,
              },
              nextDate,
            ),
      revokedAt: iso(r.revokedAt),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    async create(input: SepaMandateInput, actor: Actor): Promise<{ id: number; reference: string }> {
      if (input.companyId && !(await companies.namesByIds([input.companyId])).has(input.companyId))
        throw invalid({ companyId: 'unknown_company' });
      if (input.userId && !(await identity.customersByIds([input.userId])).has(input.userId)) throw invalid({ userId: 'unknown_user' });
      if (input.signatureDate > clock.today()) throw invalid({ signatureDate: 'in_the_future' });
      if (input.reference && (await repo.mandateByReference(db, input.reference))) throw invalid({ reference: 'reference_taken' });
      const row = await db
        .transaction(async (tx) => {
          const values = {
            kind: input.kind,
            companyId: input.companyId ?? null,
            userId: input.userId ?? null,
            debtorName: input.debtorName,
            iban: input.iban,
            bic: input.bic,
            signatureDate: input.signatureDate,
            createdById: actor.id,
          };
          // Without a reference typed, the mandate's own id makes one: unique by construction.
          const made = await repo.insertMandate(tx, {
            ...values,
            reference: input.reference ?? `tmp-${clock.now().getTime()}-${Math.random()}`,
          });
          const row = input.reference ? made : await repo.updateMandate(tx, made.id, { reference: mandateReference(made.id) });
          await recordAudit(tx, {
            actorId: actor.id,
            action: `${ENTITY}.created`,
            entity: ENTITY,
            entityId: row.id,
            after: row,
            ip: actor.ip,
          });
          return row;
        })
        .catch((error: unknown) => {
          // Two mandates typed at once with the same reference: the unique index decides.
          if (isUniqueViolation(error)) throw invalid({ reference: 'reference_taken' });
          throw error;
        });
      return { id: row.id, reference: row.reference };
    },

    async get(id: number): Promise<SepaMandate> {
      const row = await repo.mandate(db, id);
      if (!row) throw notFound();
      return (await views([row]))[0]!;
    },

    async list(query: SepaMandateListQuery) {
      const where = mandateWhere(query);
      const [rows, total] = await Promise.all([
        repo.mandatePage(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.mandateCount(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(query: SepaMandateListQuery) {
      return views(await repo.mandatePage(db, mandateWhere(query), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    /** The mandate and every debit made under it, newest first (its page, decision 061). */
    async detail(id: number): Promise<SepaMandateDetail> {
      const mandate = await this.get(id);
      const rows = await repo.debitsOfMandate(db, id);
      return {
        ...mandate,
        history: rows.map(({ debit: d, number, customerName, batch }) => ({
          bill: { id: d.billId, number, structuredCommunication: formatStructuredCommunication(d.structuredCommunication) },
          customerName,
          mandate: { id: d.mandateId, reference: d.mandateReference },
          amountCents: d.amountCents,
          sequenceType: d.sequenceType as SepaSequenceType,
          rejectedAt: iso(d.rejectedAt),
          batch: { ...batch, status: batch.status as 'open' | 'closed' },
        })),
      };
    },

    /**
     * The contract ended or the debtor revokes with one last collection: the next debit is FNAL (FRST if it was never
     * collected), and the batch that makes it revokes the mandate (decision 061). Once only (409).
     */
    async markFinal(id: number, actor: Actor): Promise<SepaMandate> {
      await db.transaction(async (tx) => {
        const before = await repo.mandate(tx, id, true);
        if (!before) throw notFound();
        if (before.status === 'revoked') throw new AppError(409, 'mandate_revoked', 'This mandate is already revoked');
        if (before.finalCollection)
          throw new AppError(409, 'conflict', 'This mandate is already marked last', { mandate: 'already_final' });
        const after = await repo.updateMandate(tx, id, { finalCollection: true });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.marked_final`,
          entity: ENTITY,
          entityId: id,
          before: { finalCollection: false },
          after: { finalCollection: after.finalCollection },
          ip: actor.ip,
        });
      });
      return this.get(id);
    },

    /** The debtor withdrew their consent: no debit is made under it any more (the mandate and its debits stay). */
    async revoke(id: number, actor: Actor): Promise<SepaMandate> {
      await db.transaction(async (tx) => {
        const before = await repo.mandate(tx, id, true);
        if (!before) throw notFound();
        if (before.status === 'revoked') throw new AppError(409, 'mandate_revoked', 'This mandate is already revoked');
        const after = await repo.updateMandate(tx, id, { status: 'revoked', revokedAt: clock.now(), revokedById: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.revoked`,
          entity: ENTITY,
          entityId: id,
          before: { status: before.status },
          after: { status: after.status, revokedAt: after.revokedAt },
          ip: actor.ip,
        });
      });
      return this.get(id);
    },
  };
}
