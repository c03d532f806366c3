import { addDays, addMonths, monitoringSeverity, systemClock, type Clock, type Monitoring, type MonitoringKind } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { MAIL_JOB } from '../../../platform/mail';
import { lastHourOfRequests } from '../../../platform/metrics';
import { readMonitoringCounts } from './monitoring.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Decision 092: the windows each line looks at. */
export const MONITORING_WINDOWS = {
  failedDebitDays: 30,
  atWorkshopDays: 7,
  /** SEPA: a mandate unused for 36 months lapses; the monitor warns 3 months ahead. */
  mandateUnusedMonths: 33,
  renewalDaysAhead: 30,
};

export type MonitoringService = ReturnType<typeof createMonitoringService>;

/**
 * The admin's monitor (issue 30, decision 092): what needs someone now, each line with its count, severity and the
 * web list that shows the same records, and the system's health.
 */
export function createMonitoringService(deps: {
  clock: Clock;
  db: Db;
  /** Orders waiting on someone longer than the reminder delay (the order reminders' own count). */
  ordersWaiting: () => Promise<number>;
  /** Per queue: jobs waiting or running, and failed for good (the jobs module). */
  jobCounts: () => Promise<{ name: string; depth: number; failed: number }[]>;
}) {
  const { clock, db } = deps;
  return {
    async read(): Promise<Monitoring> {
      const now = clock.now();
      const today = clock.today();
      const w = MONITORING_WINDOWS;
      const [counts, ordersWaiting, queues] = await Promise.all([
        readMonitoringCounts(db, {
          today,
          tomorrow: addDays(today, 1),
          rejectedSince: new Date(now.getTime() - w.failedDebitDays * DAY_MS),
          atWorkshopBefore: new Date(now.getTime() - w.atWorkshopDays * DAY_MS),
          mandateLapsesIfUnusedSince: addMonths(today, -w.mandateUnusedMonths),
          renewalsUpTo: addDays(today, w.renewalDaysAhead),
        }),
        deps.ordersWaiting(),
        deps.jobCounts(),
      ]);
      const mailsFailed = queues.filter((q) => q.name === MAIL_JOB).reduce((n, q) => n + q.failed, 0);
      const jobsFailed = queues.reduce((n, q) => n + q.failed, 0);
      const tomorrow = addDays(today, 1);
      const lines: [MonitoringKind, number, string][] = [
        ['overdue_bills', counts.overdue_bills, '/dashboard/bills/list?status=overdue'],
        ['failed_direct_debits', counts.failed_direct_debits, '/dashboard/bills/sepa?tab=batches'],
        ['unmatched_bank_lines', counts.unmatched_bank_lines, '/dashboard/bills/bank-statements'],
        ['orders_waiting', ordersWaiting, '/dashboard'],
        ['rentals_late', counts.rentals_late, '/dashboard/bike-rentals?late=true'],
        [
          'maintenance_awaiting_answer',
          counts.maintenance_awaiting_answer,
          '/dashboard/entretiens/list?filter=waiting_workshop_confirmation',
        ],
        [
          'maintenance_unscheduled_late',
          counts.maintenance_unscheduled_late,
          '/dashboard/entretiens/list?filter=to_schedule&sort=desiredDate&order=asc',
        ],
        [
          'tours_unconfirmed_tomorrow',
          counts.tours_unconfirmed_tomorrow,
          `/dashboard/entretiens/tours/list?from=${tomorrow}&to=${tomorrow}&status=draft`,
        ],
        [
          'bikes_long_at_workshop',
          counts.bikes_long_at_workshop,
          '/dashboard/entretiens/list?filter=at_workshop&sort=scheduledAt&order=asc',
        ],
        // Pairs accessory × store at or under their level (decision 100); the list shows each accessory once.
        [
          'accessories_below_reorder_level',
          counts.accessories_below_reorder_level,
          '/dashboard/accessories-stock/list?belowReorderLevel=true',
        ],
        ['sepa_mandates_expiring', counts.sepa_mandates_expiring, '/dashboard/bills/sepa'],
        ['insurance_renewals_due', counts.insurance_renewals_due, '/dashboard/bills/insurance-follow-ups/list?kind=renewal&status=open'],
        ['mails_failed', mailsFailed, '/dashboard/jobs?state=failed'],
        ['jobs_failed', jobsFailed - mailsFailed, '/dashboard/jobs?state=failed'],
      ];
      // The last hour of answers is the machine's own hour, whatever day the app's clock is set to (tests, demos).
      const hour = lastHourOfRequests(systemClock.now());
      return {
        items: lines.map(([kind, count, href]) => ({ kind, count, severity: monitoringSeverity(kind, count), href })),
        system: {
          databaseBytes: counts.database_bytes,
          jobsQueued: queues.reduce((n, q) => n + q.depth, 0),
          jobsFailed,
          errorsLastHour: hour.errors,
          requestsLastHour: hour.requests,
          p95LatencyMs: hour.p95LatencyMs,
        },
        checkedAt: now.toISOString(),
      };
    },
  };
}
