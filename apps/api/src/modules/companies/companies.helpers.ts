import type { CompanyProcessStep } from '@veloport/domain';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { companiesRepository, processRepository } from './companies.repository';

/** Who acts, for the audit log. */
export type Actor = { id: number | null; ip?: string | null };

/** The company if the caller may see it; otherwise 404, as if it did not exist. */
export async function visibleCompany(db: DbOrTx, scope: TenantScope, id: number) {
  const company = await companiesRepository.byId(db, id, scope);
  if (!company) throw notFound('No such company');
  return company;
}

/**
 * Ticks an onboarding step that an action proves done (conditions saved, fleet manager invited),
 * once: a step already ticked, by hand or before, keeps its first who and when.
 */
export async function autoCompleteStep(tx: DbOrTx, companyId: number, step: CompanyProcessStep, actor: Actor) {
  if (await processRepository.complete(tx, companyId, step, actor.id)) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'process.step_completed',
      entity: 'company',
      entityId: companyId,
      after: { step, automatic: true },
      ip: actor.ip,
    });
  }
}

export const iso = (d: Date | string) => new Date(d).toISOString();
