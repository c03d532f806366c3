import { billLineNetCents, billTotals, brusselsDay, formatBillNumber, structuredCommunication } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { billsRepository } from '../bills/bills.repository';

export const LEASING_VAT_RATE = 21;
export const LEASING_PAYMENT_DAYS = 30;

export type LeasingCustomer = { companyId: number | null; userId: number | null; customerName: string; customerVatNumber: string | null; customerAddress: string | null; customerLanguage: string };
type Actor = { id: number | null; ip?: string | null };

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An issued bill of one line (21 % VAT), in the caller's transaction: created, numbered with the next number of the
 * year from the bills' own sequence (the same row lock, decision 041) and due in 30 days. A rollback gives the number back.
 */
export async function issueLeasingBill(tx: DbOrTx, customer: LeasingCustomer, description: string, amountCents: number, actor: Actor, context: Record<string, unknown>, at = new Date()) {
  const line = { description, quantity: 1, unitPriceCents: amountCents, vatRate: LEASING_VAT_RATE, discountPercent: 0 };
  const lines = [{ ...line, netCents: billLineNetCents(line) }];
  const totals = billTotals(lines);
  const made = await billsRepository.insert(tx, { ...customer, kind: 'invoice', structuredCommunication: `tmp-${Date.now()}-${Math.random()}`, exclVatCents: totals.exclVatCents, vatCents: totals.vatCents, inclVatCents: totals.inclVatCents, createdById: actor.id, createdAt: at, updatedAt: at });
  await billsRepository.update(tx, made.id, { structuredCommunication: structuredCommunication(made.id).replace(/\D/g, '') });
  await billsRepository.replaceLines(tx, made.id, lines);
  await recordAudit(tx, { actorId: actor.id, action: 'bill.created', entity: 'bill', entityId: made.id, after: { ...made, lines, source: 'leasing', ...context }, ip: actor.ip });
  const today = brusselsDay(0, at);
  const year = Number(today.slice(0, 4));
  const sequence = await billsRepository.nextNumber(tx, year);
  const issued = await billsRepository.update(tx, made.id, { status: 'issued', year, sequence, number: formatBillNumber(year, sequence), issueDate: today, dueDate: addDays(today, LEASING_PAYMENT_DAYS), issuedAt: at, issuedById: actor.id });
  await recordAudit(tx, { actorId: actor.id, action: 'bill.issued', entity: 'bill', entityId: made.id, after: issued, ip: actor.ip });
  return issued;
}
