import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

export type MonitoringCounts = {
  overdue_bills: number;
  failed_direct_debits: number;
  unmatched_bank_lines: number;
  rentals_late: number;
  maintenance_awaiting_answer: number;
  maintenance_unscheduled_late: number;
  tours_unconfirmed_tomorrow: number;
  bikes_long_at_workshop: number;
  accessories_below_reorder_level: number;
  sepa_mandates_expiring: number;
  insurance_renewals_due: number;
  database_bytes: number;
};

export type MonitoringDates = {
  today: string;
  tomorrow: string;
  /** Rejections since then count as failed direct debits. */
  rejectedSince: Date;
  /** A request at the workshop since before then has been there too long. */
  atWorkshopBefore: Date;
  /** A mandate last used (or signed) before this day lapses within the warning period. */
  mandateLapsesIfUnusedSince: string;
  /** Renewals dated up to this day are due. */
  renewalsUpTo: string;
};

/**
 * Every count of the monitor in one statement (decision 092): each a count over an index the lists already use,
 * so the screen stays one round trip whatever the volumes. Each definition is the one its list filters on.
 */
export async function readMonitoringCounts(db: DbOrTx, d: MonitoringDates): Promise<MonitoringCounts> {
  const result = await db.execute(sql`select
    (select count(*) from bills where status in ('issued', 'sent', 'partly_paid') and due_date < ${d.today}::date)::int as overdue_bills,
    (select count(*) from sepa_debits where rejected_at >= ${d.rejectedSince.toISOString()}::timestamptz)::int as failed_direct_debits,
    (select count(*) from bank_movements where status = 'unmatched')::int as unmatched_bank_lines,
    (select count(*) from bike_rentals where status = 'picked_up' and end_date < ${d.today}::date)::int as rentals_late,
    (select count(*) from maintenance_requests where filter = 'waiting_workshop_confirmation')::int as maintenance_awaiting_answer,
    (select count(*) from maintenance_requests where filter = 'to_schedule' and desired_date < ${d.today}::date)::int
      as maintenance_unscheduled_late,
    (select count(*) from tours where date = ${d.tomorrow}::date and status = 'draft')::int as tours_unconfirmed_tomorrow,
    (select count(*) from maintenance_requests where filter = 'at_workshop'
       and coalesce(scheduled_at, created_at) < ${d.atWorkshopBefore.toISOString()}::timestamptz)::int as bikes_long_at_workshop,
    (select count(*) from accessory_stock where quantity <= reorder_level)::int as accessories_below_reorder_level,
    (select count(*) from sepa_mandates m where m.status = 'active' and coalesce(
       (select max(b.collection_date) from sepa_debits sd join sepa_batches b on b.id = sd.batch_id where sd.mandate_id = m.id),
       m.signature_date) < ${d.mandateLapsesIfUnusedSince}::date)::int as sepa_mandates_expiring,
    (select count(*) from insurance_follow_ups where kind = 'renewal' and status = 'open'
       and event_date <= ${d.renewalsUpTo}::date)::int as insurance_renewals_due,
    pg_database_size(current_database())::bigint as database_bytes`);
  const row = (result as unknown as { rows: Record<keyof MonitoringCounts, string | number>[] }).rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as MonitoringCounts;
}
