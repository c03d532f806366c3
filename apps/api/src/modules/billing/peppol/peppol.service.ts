import type { AuthUser, Bill, BillPeppol, CompanyPeppol } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import type { CompaniesService } from '../../companies/companies.service';
import type { BillsService } from '../bills/bills.service';
import type { PeppolAccessPoint } from './access-point';
import { checkUbl } from './peppol-rules';
import { peppolRepository as repo } from './peppol.repository';
import { belgianEnterpriseNumber, ublDocumentOf } from './ubl-document';
import { checkOfficialRules, fatalOnly } from './official-rules/official-rules';
import { validateUblSchema } from './ubl-schema';
import { renderUbl } from './ubl-xml';

export type PeppolService = ReturnType<typeof createPeppolService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = { db: Db; bills: BillsService; companies: CompaniesService; business: BusinessIdentity; accessPoint: PeppolAccessPoint };
export type Ubl = { filename: string; xml: string; kind: Bill['kind']; participantId: string | null };

/** A bill's Peppol UBL, validated before it leaves, and its delivery through the access point (decision 045). */
export function createPeppolService({ db, bills, companies, business, accessPoint }: Deps) {
  const participantOf = async (bill: Bill) =>
    bill.customer.kind === 'company' ? ((await companies.peppolParticipantId(bill.customer.id)) ?? null) : null;

  /**
   * The UBL of an issued bill, or a refusal naming the broken rules: the EN 16931 / Peppol checks first (they name the
   * problem in business terms), then the UBL 2.1 schema. `network`: it goes over Peppol, so addresses are required.
   */
  async function ublOf(bill: Bill, network: boolean, officialRules = true): Promise<Ubl> {
    if (bill.status === 'draft' || !bill.number) throw new AppError(409, 'bill_draft', 'A draft has no e-invoice: issue it first');
    const participantId = await participantOf(bill);
    const credited = bill.creditOf ? await bills.detail(bill.creditOf.id) : null;
    const doc = ublDocumentOf(bill, {
      business,
      buyerParticipantId: participantId,
      credited: credited ? { number: credited.number, issueDate: credited.issueDate } : null,
    });
    const broken = checkUbl(doc, { network });
    if (broken.length)
      throw new AppError(
        409,
        'ubl_invalid',
        `The e-invoice breaks ${broken.map((b) => `${b.rule} (${b.message})`).join('; ')}`,
        Object.fromEntries(broken.map((b) => [b.rule, 'invalid'])),
      );
    const xml = renderUbl(doc);
    const schemaErrors = await validateUblSchema(xml, bill.kind);
    if (schemaErrors.length)
      throw new AppError(409, 'ubl_invalid', `The e-invoice breaks the UBL 2.1 schema: ${schemaErrors.join('; ')}`, {
        'UBL-2.1-XSD': 'invalid',
      });
    // The official EN 16931 and Peppol rules on the very text that leaves (decision 108): a fatal one stops it.
    const official = officialRules ? fatalOnly(await checkOfficialRules(xml, { network })) : [];
    if (official.length)
      throw new AppError(
        409,
        'ubl_invalid',
        `The e-invoice breaks ${official.map((v) => `${v.rule} (${v.message})`).join('; ')}`,
        Object.fromEntries(official.map((v) => [v.rule, 'invalid'])),
      );
    return {
      filename: `${bill.kind === 'credit_note' ? 'CreditNote' : 'Invoice'}-${bill.number}.xml`,
      xml,
      kind: bill.kind,
      participantId,
    };
  }

  return {
    /**
     * The UBL of a bill the viewer may see (another's: 404; a draft: 409). `officialRules: false` for a period's batch
     * (the accountant's ZIP): each bill's UBL met them when it was sent, and at 60–300 ms a document they would make a
     * month of bills wait minutes (decision 108).
     */
    async ubl(viewer: AuthUser, id: number, { officialRules = true }: { officialRules?: boolean } = {}): Promise<Ubl> {
      return ublOf(await bills.get(viewer, id), false, officialRules);
    },
    /** The same UBL as the accountant's ZIP (no official rules, decision 108), for the books' push: a job, no viewer. */
    async ublForBooks(id: number): Promise<Ubl> {
      return ublOf(await bills.detail(id), false, false);
    },

    /** For sending (staff): the validated UBL, checked for the network when the customer has a participant id. */
    async forSending(bill: Bill): Promise<Ubl> {
      const participantId = await participantOf(bill);
      return ublOf(bill, participantId !== null);
    },

    /**
     * Hand the UBL to the access point and record it (who, when, the adapter's message id), inside the caller's
     * transaction: if the access point refuses, the bill is not marked sent and the mails are not queued.
     */
    async deliverIn(tx: DbOrTx, billId: number, ubl: Ubl & { number: string }, actor: Actor) {
      if (!ubl.participantId) return null;
      let messageId: string;
      try {
        ({ messageId } = await accessPoint.send(ubl.xml, {
          number: ubl.number,
          kind: ubl.kind,
          receiver: ubl.participantId,
          sender: `0208:${belgianEnterpriseNumber(business.vatNumber) ?? ''}`,
        }));
      } catch (error) {
        throw new AppError(
          502,
          'peppol_delivery_failed',
          `The Peppol access point refused the e-invoice: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const row = await repo.insert(tx, {
        billId,
        participantId: ubl.participantId,
        accessPoint: accessPoint.name,
        messageId,
        sentById: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'bill.peppol_sent',
        entity: 'bill',
        entityId: billId,
        after: { participantId: row.participantId, accessPoint: row.accessPoint, messageId, peppolSentAt: row.peppolSentAt },
        ip: actor.ip,
      });
      return row;
    },

    /** Where the bill's customer receives e-invoices and whether this bill went through Peppol. */
    async billPeppol(viewer: AuthUser, id: number): Promise<BillPeppol> {
      const bill = await bills.get(viewer, id);
      const [participantId, delivery] = await Promise.all([participantOf(bill), repo.byBill(db, id)]);
      return {
        participantId,
        delivery: delivery
          ? {
              sentAt: delivery.peppolSentAt.toISOString(),
              accessPoint: delivery.accessPoint,
              messageId: delivery.messageId,
              participantId: delivery.participantId,
            }
          : null,
      };
    },

    async companyPeppol(companyId: number): Promise<CompanyPeppol> {
      const participantId = await companies.peppolParticipantId(companyId);
      if (participantId === undefined) throw notFound();
      return { companyId, participantId };
    },
    async setCompanyPeppol(companyId: number, participantId: string | null, actor: Actor): Promise<CompanyPeppol> {
      return { companyId, participantId: await companies.setPeppolParticipantId(companyId, participantId, actor) };
    },
  };
}
