import { earliestCollectionDate, sepaSequenceType, type Clock } from '@veloport/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { bills } from '../../modules/billing/bills/bills.table';
import { sepaBatches, sepaDebits, sepaMandates } from '../../modules/billing/sepa/sepa.table';

/**
 * SEPA direct debit for a new user to meet (decision 046): Acme's mandate with an open batch collecting its unpaid
 * bills (FRST), Paula's mandate whose first debit the next batch will make, and Emile's revoked mandate.
 */
export async function seedSepaDemo(
  tx: Tx,
  p: { adminId: number; acmeId: number; paulaId: number; emileId: number },
  clock: Clock,
): Promise<void> {
  const mandates = await tx
    .insert(sepaMandates)
    .values([
      {
        reference: 'ACME-DOM-2025-01',
        companyId: p.acmeId,
        debtorName: 'Acme SA',
        iban: 'BE71096123456769',
        bic: 'GKCCBEBB',
        signatureDate: '2025-09-01',
        createdById: p.adminId,
      },
      {
        reference: 'PAULA-DOM-2026',
        userId: p.paulaId,
        debtorName: 'Paula Private',
        iban: 'NL91ABNA0417164300',
        bic: 'ABNANL2A',
        signatureDate: '2026-03-12',
        createdById: p.adminId,
      },
      {
        reference: 'EMILE-DOM-2025',
        userId: p.emileId,
        status: 'revoked',
        debtorName: 'Emile Employé',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
        signatureDate: '2025-05-20',
        revokedAt: clock.now(),
        revokedById: p.adminId,
        createdById: p.adminId,
      },
    ])
    .returning();
  const acme = mandates[0]!;
  const due = await tx
    .select()
    .from(bills)
    .where(
      and(
        eq(bills.companyId, p.acmeId),
        eq(bills.kind, 'invoice'),
        inArray(bills.status, ['issued', 'sent', 'partly_paid']),
        sql`${bills.inclVatCents} > ${bills.paidCents}`,
      ),
    );
  if (!due.length) return;
  const collectionDate = earliestCollectionDate(clock.today(), 5);
  const sequenceType =
    sepaSequenceType({ kind: 'recurrent', collectedSinceBankChange: 0, signedOn: acme.signatureDate }, collectionDate) ?? 'FRST';
  const amounts = due.map((b) => b.inclVatCents - b.paidCents);
  const [batch] = await tx
    .insert(sepaBatches)
    .values({
      messageId: 'VP-SDD-DEMO-000001',
      collectionDate,
      count: due.length,
      totalCents: amounts.reduce((s, a) => s + a, 0),
      createdById: p.adminId,
    })
    .returning();
  await tx.insert(sepaDebits).values(
    due.map((b, i) => ({
      batchId: batch!.id,
      billId: b.id,
      mandateId: acme.id,
      sequenceType,
      amountCents: amounts[i]!,
      endToEndId: b.number ?? `VP-BILL-${b.id}`,
      structuredCommunication: b.structuredCommunication,
      debtorName: acme.debtorName,
      iban: acme.iban,
      bic: acme.bic,
      mandateReference: acme.reference,
      signatureDate: acme.signatureDate,
    })),
  );
}
