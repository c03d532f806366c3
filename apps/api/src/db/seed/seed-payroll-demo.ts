import type { Clock } from '@veloport/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { sharedBikeRules } from '../../modules/companies/companies.table';
import { users } from '../../modules/identity/identity.table';

type Places = { acmeConditionId: number; fleetId: number };

/**
 * The payroll file filled (decision 044): Acme charges 2 EUR per day of private use of a shared bike, and its fleet
 * manager has her social secretariat number; Emile has none yet, so his line shows the portal's user id.
 */
export async function seedPayrollDemo(tx: Tx, p: Places, _clock: Clock): Promise<void> {
  await tx.update(sharedBikeRules).set({ privateUseDailyCents: 200 }).where(eq(sharedBikeRules.conditionId, p.acmeConditionId));
  await tx.update(users).set({ payrollNumber: 'ACME-00042' }).where(eq(users.id, p.fleetId));
}
