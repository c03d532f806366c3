import type { Clock } from '@veloport/domain';
import type { Db } from '../../../db/client';
import type { Jobs } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mail';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import type { OrdersService } from '../../sales/orders.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import { createLeaseEndService, LEASING_ENDED_CRON, LEASING_ENDED_JOB, type LeadOpener, type PickUpPlanner } from './lease-end.service';
import { createLeasingContractsService } from './leasing-contracts.service';
import { createLeasingRunsService, LEASING_RUN_JOB } from './leasing-runs.service';

export { LEASING_ENDED_JOB, LEASING_RUN_JOB, type LeadOpener, type PickUpPlanner };
export const LEASING_MONTHLY_JOB = 'billing.leasing-monthly';
/** The 1st of each month at 06:00, Brussels time. */
export const LEASING_MONTHLY_CRON = '0 6 1 * *';

export type LeasingService = ReturnType<typeof createLeasingService>;

/**
 * Leasing (decision 049), in three parts over one repository: the contracts (leasing-contracts.service), the monthly
 * runs that bill them (leasing-runs.service) and the end of lease (lease-end.service). Other modules are reached through
 * their services, and the two that are created beside leasing (the workshop's pick-ups, the sales team's leads) through
 * the ports passed here (decision 069).
 */
export function createLeasingService(deps: {
  clock: Clock;
  db: Db;
  jobs: Jobs;
  mail: Mailer;
  identity: IdentityService;
  companies: CompaniesService;
  bikes: BikesService;
  orders: OrdersService;
  publicUrl: string;
  planPickUp: PickUpPlanner;
  openLead: LeadOpener;
}) {
  const contracts = createLeasingContractsService(deps);
  const runs = createLeasingRunsService(deps);
  const end = createLeaseEndService({ ...deps, contracts });
  const { visible: _visible, reload: _reload, ...contractsApi } = contracts;
  return { ...contractsApi, ...runs, ...end };
}

/** The run job (started by an admin), the schedule on the 1st of each month and the daily closing, Brussels time (decision 014). */
export function defineLeasingJobs({ jobs, leasing }: { jobs: Jobs; leasing: LeasingService }) {
  jobs.define<{ runId: number }>({
    name: LEASING_RUN_JOB,
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async ({ runId }) => leasing.execute(runId),
  });
  jobs.define<Record<string, never>>({
    name: LEASING_ENDED_JOB,
    cron: LEASING_ENDED_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => void (await leasing.closeEnded()),
  });
  jobs.define<Record<string, never>>({
    name: LEASING_MONTHLY_JOB,
    cron: LEASING_MONTHLY_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => leasing.scheduledRun(),
  });
}
