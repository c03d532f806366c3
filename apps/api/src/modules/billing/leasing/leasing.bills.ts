import { addDays, billLineNetCents, billTotals, brusselsDayOf, formatBillNumber, structuredCommunication } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { recordAudits } from '../../../platform/audit';
import { billsRepository } from '../bills/bills.repository';
import { billLines, bills } from '../bills/bills.table';

export const LEASING_VAT_RATE = 21;
export const LEASING_PAYMENT_DAYS = 30;

export type LeasingCustomer = {
  companyId: number | null;
  userId: number | null;
  customerName: string;
  customerVatNumber: string | null;
  customerAddress: string | null;
  customerLanguage: string;
};
type Actor = { id: number | null; ip?: string | null };

/** One leasing bill to issue: who, what, how much, and what made it (kept in the audit). */
export type LeasingBillToIssue = { customer: LeasingCustomer; description: string; amountCents: number; context: Record<string, unknown> };

/**
 * Issued bills of one line each (21 % VAT), in the caller's transaction, in a handful of statements whatever their
 * number (a leasing run bills thousands): ids reserved first so each structured communication is known, the next
 * consecutive numbers of the year taken at once from the bills' own sequence (the same row lock, decision 041), due in
 * 30 days. A rollback gives the numbers back. Returned in the order given.
 */
export async function issueLeasingBills(tx: DbOrTx, items: LeasingBillToIssue[], actor: Actor, at: Date) {
  if (!items.length) return [];
  const today = brusselsDayOf(at);
  const year = Number(today.slice(0, 4));
  const ids = await billsRepository.reserveIds(tx, items.length);
  const last = await billsRepository.nextNumbers(tx, year, items.length);
  const prepared = items.map((item, i) => {
    const line = {
      description: item.description,
      quantity: 1,
      unitPriceCents: item.amountCents,
      vatRate: LEASING_VAT_RATE,
      discountPercent: 0,
    };
    const lines = [{ ...line, netCents: billLineNetCents(line) }];
    const totals = billTotals(lines);
    const sequence = last - items.length + 1 + i;
    const values = {
      ...item.customer,
      id: ids[i]!,
      kind: 'invoice',
      status: 'issued',
      structuredCommunication: structuredCommunication(ids[i]!).replace(/\D/g, ''),
      exclVatCents: totals.exclVatCents,
      vatCents: totals.vatCents,
      inclVatCents: totals.inclVatCents,
      year,
      sequence,
      number: formatBillNumber(year, sequence),
      issueDate: today,
      dueDate: addDays(today, LEASING_PAYMENT_DAYS),
      createdById: actor.id,
      issuedById: actor.id,
      issuedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    return { values, lines, context: item.context };
  });
  const issued = await tx
    .insert(bills)
    .values(prepared.map((p) => p.values))
    .returning();
  await tx
    .insert(billLines)
    .values(prepared.flatMap((p) => p.lines.map((l, position) => ({ ...l, billId: p.values.id, position: position + 1 }))));
  await recordAudits(
    tx,
    prepared.map((p, i) => ({
      actorId: actor.id,
      action: 'bill.issued',
      entity: 'bill',
      entityId: p.values.id,
      after: { ...issued[i], lines: p.lines, source: 'leasing', ...p.context },
      ip: actor.ip,
    })),
  );
  const byId = new Map(issued.map((b) => [b.id, b]));
  return prepared.map((p) => byId.get(p.values.id)!);
}

/** One issued leasing bill (a buy-out, an instalment), as `issueLeasingBills`. */
export async function issueLeasingBill(
  tx: DbOrTx,
  customer: LeasingCustomer,
  description: string,
  amountCents: number,
  actor: Actor,
  context: Record<string, unknown>,
  at: Date,
) {
  const [issued] = await issueLeasingBills(tx, [{ customer, description, amountCents, context }], actor, at);
  return issued!;
}
