import {
  brusselsDayOf,
  daysWaiting,
  orderTracker,
  WAITING_STATUSES,
  type OrderActor,
  type OrderStatus,
  type WaitingOrders,
  type Clock,
} from '@veloport/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Jobs } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mail';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { ordersRepository, type OrderRow } from '../orders.repository';
import { localeOf, reminderMail } from './order-mails';

export const ORDER_REMINDERS_JOB = 'sales.order-reminders';
/** Every morning at 08:00, Brussels time: when people start reading their mail. */
export const ORDER_REMINDERS_CRON = '0 8 * * *';
/** How many waiting orders one run (or the dashboard card) reads at most: the longest waiting first. */
const MAX_WAITING = 2000;
const DAY_MS = 24 * 3600 * 1000;

export type OrderRemindersService = ReturnType<typeof createOrderRemindersService>;
type Recipient = { id: number; name: string; email: string; language: string };

const trackerOf = (r: OrderRow) =>
  orderTracker({
    status: r.status as OrderStatus,
    createdAt: r.createdAt.toISOString(),
    statusChangedAt: r.statusChangedAt.toISOString(),
    reachedAt: r.reachedAt as Partial<Record<OrderStatus, string>>,
    validation:
      r.validationDecision && r.validatedAt
        ? { decision: r.validationDecision as 'validated' | 'refused', at: r.validatedAt.toISOString() }
        : null,
  });

/**
 * Orders that wait on someone longer than `days` (the ORDER_REMINDER_DAYS setting, decision 024): the admin
 * dashboard lists them, and a daily job mails each person they wait on once a day at most, in their language:
 * fleet managers for a validation, the customer for information or to fetch their bike, the shop's staff
 * (`order`, no company) for the shop's steps and to chase a supplier.
 */
export function createOrderRemindersService(deps: {
  clock: Clock;
  db: Db;
  identity: IdentityService;
  companies: CompaniesService;
  mail: Mailer;
  publicUrl: string;
  days: number;
}) {
  const { clock, db, identity, companies, mail, publicUrl, days } = deps;
  const cutoff = (now: Date) => new Date(now.getTime() - days * DAY_MS);

  async function waitingRows(now: Date) {
    return ordersRepository.waiting(db, [...WAITING_STATUSES], cutoff(now), MAX_WAITING);
  }

  /** Who each waiting order's reminder goes to, by the tracker's next actor. */
  async function recipientsOf(rows: OrderRow[]) {
    const actors = rows.map((r) => ({ row: r, actor: trackerOf(r).nextActor! }));
    const companyIds = [
      ...new Set(
        actors
          .filter((a) => a.actor === 'fleet_manager' || (a.actor === 'employee' && a.row.userId === null))
          .flatMap((a) => (a.row.companyId ? [a.row.companyId] : [])),
      ),
    ];
    const needsShop = actors.some((a) => a.actor === 'shop' || a.actor === 'supplier');
    const [fleetManagers, shop, customers] = await Promise.all([
      identity.holding('fleetManager', companyIds),
      needsShop ? identity.holding('order', null) : Promise.resolve([]),
      identity.customersByIds(actors.filter((a) => a.actor === 'employee').map((a) => a.row.userId)),
    ]);
    const fleetOf = (companyId: number | null) => fleetManagers.filter((f) => f.companyId === companyId);
    return actors.map(({ row, actor }) => {
      const to: Recipient[] =
        actor === 'fleet_manager'
          ? fleetOf(row.companyId)
          : actor === 'employee'
            ? row.userId !== null
              ? [customers.get(row.userId)].filter((c): c is NonNullable<typeof c> => Boolean(c))
              : fleetOf(row.companyId)
            : shop;
      return { row, actor, to };
    });
  }

  /** The order page each reader opens: the customer's, the fleet manager's, or the back office's. */
  const linkFor = (actor: OrderActor, row: OrderRow, locale: string, isCustomer: boolean) =>
    `${publicUrl}/${locale}/dashboard/${actor === 'shop' || actor === 'supplier' ? 'orders' : isCustomer ? 'fleet/orders/user' : 'fleet/orders'}/${row.id}`;

  return {
    thresholdDays: days,

    /** The admin dashboard's card: orders waiting too long, with whom they wait on and since when. */
    async waiting(now = clock.now(), limit = 20): Promise<WaitingOrders> {
      const [rows, total] = await Promise.all([
        ordersRepository.waiting(db, [...WAITING_STATUSES], cutoff(now), limit),
        ordersRepository.countWaiting(db, [...WAITING_STATUSES], cutoff(now)),
      ]);
      const [companyNames, userNames] = await Promise.all([
        companies.namesByIds(rows.map((r) => r.companyId)),
        identity.namesByIds(rows.map((r) => r.userId)),
      ]);
      return {
        data: rows.map((r) => {
          const tracker = trackerOf(r);
          const user = r.userId === null ? undefined : userNames.get(r.userId);
          return {
            id: r.id,
            label: r.label,
            company: r.companyId === null ? null : (companyNames.get(r.companyId) ?? null),
            user: user ? { id: user.id, name: user.name } : null,
            nextActor: tracker.nextActor!,
            waitingSince: tracker.waitingSince!,
            days: daysWaiting(tracker, now),
          };
        }),
        meta: { thresholdDays: days, total },
      };
    },

    /**
     * One run of the daily job: each person gets one mail listing the orders waiting on them, unless they
     * already got one this Brussels day (the `order_reminders` row, written with the mail, says so).
     */
    async sendReminders(now = clock.now()) {
      const day = brusselsDayOf(now);
      const byPerson = new Map<number, { person: Recipient; orders: { row: OrderRow; actor: OrderActor }[] }>();
      for (const { row, actor, to } of await recipientsOf(await waitingRows(now))) {
        for (const person of to) {
          const entry = byPerson.get(person.id) ?? { person, orders: [] };
          entry.orders.push({ row, actor });
          byPerson.set(person.id, entry);
        }
      }
      let sent = 0;
      for (const { person, orders } of byPerson.values()) {
        const locale = localeOf(person.language);
        await db.transaction(async (tx) => {
          const claimed = await ordersRepository.claimReminder(tx, {
            userId: person.id,
            day,
            orderIds: orders.map((o) => o.row.id),
            sentAt: now,
          });
          if (!claimed) return;
          const list = orders.map(({ row, actor }) => ({
            id: row.id,
            label: row.label,
            actor,
            waitingSince: row.statusChangedAt.toISOString(),
            link: linkFor(actor, row, locale, row.userId === person.id),
          }));
          await mail.send({ to: person.email, ...reminderMail({ locale, name: person.name, days, orders: list }) }, tx);
          sent++;
        });
      }
      return { people: sent, day };
    },
  };
}

/** The daily reminders as a scheduled background job (decision 014): one process enqueues it, one runs it. */
export function defineOrderReminders({ jobs, reminders, log }: { jobs: Jobs; reminders: OrderRemindersService; log: FastifyBaseLogger }) {
  jobs.define<Record<string, never>>({
    name: ORDER_REMINDERS_JOB,
    cron: ORDER_REMINDERS_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => {
      log.info({ reminded: await reminders.sendReminders() }, 'order reminders');
    },
  });
}
