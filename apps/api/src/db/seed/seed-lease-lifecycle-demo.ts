import { addMonths, leasingContractMonthlyCents, leasingEndDate, type Clock } from '@veloport/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { leasingContracts } from '../../modules/billing/leasing/leasing.table';

/**
 * The end of a lease in the demo (decision 060): one company bike's previous contract, closed by the daily job as
 * `ended` the day before its running contract started, so the contracts list and the bike show a finished lease.
 */
export async function seedLeaseLifecycleDemo(tx: Tx, p: { adminId: number }, _clock: Clock): Promise<void> {
  const running = await tx.select().from(leasingContracts).where(eq(leasingContracts.status, 'active')).orderBy(asc(leasingContracts.id));
  const current = running.find((c) => c.companyId !== null && c.kind === 'monthly');
  if (!current) return;
  const months = 24;
  const startDate = addMonths(current.startDate, -months);
  const endDate = leasingEndDate(startDate, months);
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    noticeSentAt: _n,
    renewedAsId: _r,
    buyOutBillId: _b,
    orderId: _o,
    pickupRequestId: _p,
    renewalLeadId: _l,
    closedAt: _cl,
    ...terms
  } = current;
  await tx.insert(leasingContracts).values({
    ...terms,
    status: 'ended',
    startDate,
    endDate,
    contractMonths: months,
    // Priced over its own 24 months, not the running contract's term (issue 25 point 14).
    monthlyPriceCents: leasingContractMonthlyCents({ ...terms, contractMonths: months }),
    noticeSentAt: new Date(Date.parse(`${addMonths(endDate, -3)}T08:00:00Z`)),
    closedAt: new Date(Date.parse(`${endDate}T01:30:00Z`) + 86_400_000),
    createdById: p.adminId,
  });
}
