import { z } from 'zod';

/** What needs someone now, one line each (issue 30, decision 092), in the order the monitor shows them. */
export const MONITORING_KINDS = [
  'overdue_bills',
  'failed_direct_debits',
  'unmatched_bank_lines',
  'orders_waiting',
  'rentals_late',
  'maintenance_awaiting_answer',
  'maintenance_unscheduled_late',
  'tours_unconfirmed_tomorrow',
  'bikes_long_at_workshop',
  'accessories_below_reorder_level',
  'sepa_mandates_expiring',
  'insurance_renewals_due',
  'mails_failed',
  'jobs_failed',
] as const;
export type MonitoringKind = (typeof MONITORING_KINDS)[number];
export const MONITORING_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type MonitoringSeverity = (typeof MONITORING_SEVERITIES)[number];

/**
 * Severity from the count (decision 092): nothing waiting is `info`; from `warning` things waiting the line is a
 * warning, from `critical` critical. A late rental, a failed debit or mail and tomorrow's unconfirmed tour are
 * critical from the first one: a customer is affected today. Expiring mandates and insurance renewals are dated
 * weeks ahead, so never critical; nor are accessories under their reorder level.
 */
export const MONITORING_THRESHOLDS: Record<MonitoringKind, { warning: number; critical: number }> = {
  overdue_bills: { warning: 1, critical: 10 },
  failed_direct_debits: { warning: 1, critical: 1 },
  unmatched_bank_lines: { warning: 1, critical: 20 },
  orders_waiting: { warning: 1, critical: 10 },
  rentals_late: { warning: 1, critical: 1 },
  maintenance_awaiting_answer: { warning: 1, critical: 10 },
  maintenance_unscheduled_late: { warning: 1, critical: 5 },
  tours_unconfirmed_tomorrow: { warning: 1, critical: 1 },
  bikes_long_at_workshop: { warning: 1, critical: 5 },
  // A reorder is to be placed, no customer waits yet (decision 100).
  accessories_below_reorder_level: { warning: 1, critical: Number.POSITIVE_INFINITY },
  sepa_mandates_expiring: { warning: 1, critical: Number.POSITIVE_INFINITY },
  insurance_renewals_due: { warning: 1, critical: Number.POSITIVE_INFINITY },
  mails_failed: { warning: 1, critical: 1 },
  jobs_failed: { warning: 1, critical: 5 },
};

export function monitoringSeverity(kind: MonitoringKind, count: number): MonitoringSeverity {
  const { warning, critical } = MONITORING_THRESHOLDS[kind];
  return count >= critical ? 'critical' : count >= warning ? 'warning' : 'info';
}

export const monitoringItemSchema = z.object({
  kind: z.enum(MONITORING_KINDS),
  count: z.number().int(),
  severity: z.enum(MONITORING_SEVERITIES),
  /** The web list that shows them, without the language prefix (`/dashboard/bills?status=overdue`). */
  href: z.string(),
});
export type MonitoringItem = z.infer<typeof monitoringItemSchema>;

/** `GET /api/monitoring`: admin only. System figures of the last hour are this server process's own. */
export const monitoringSchema = z.object({
  items: z.array(monitoringItemSchema),
  system: z.object({
    databaseBytes: z.number(),
    jobsQueued: z.number(),
    jobsFailed: z.number(),
    errorsLastHour: z.number(),
    requestsLastHour: z.number(),
    p95LatencyMs: z.number().nullable(),
  }),
  checkedAt: z.string(),
});
export type Monitoring = z.infer<typeof monitoringSchema>;
