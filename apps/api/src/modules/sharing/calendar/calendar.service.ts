import {
  bookingDays,
  brusselsDayOf,
  brusselsStartOfDay,
  brusselsWallTime,
  dayNumber,
  dayOfNumber,
  firstDayOfMonth,
  isCalendarDay,
  lastDayOfMonth,
  type AuthUser,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { invalid, notFound } from '../../../platform/errors';
import type { CompaniesService } from '../../companies/companies.service';
import type { ConditionsService } from '../../companies/conditions/conditions.service';
import type { IdentityService } from '../../identity/identity.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import { reservationsRepository } from '../reservations.repository';
import { scopeOf, scopedCompanyId } from '../../../platform/tenancy';

type Deps = {
  db: Db;
  conditions: ConditionsService;
  companies: CompaniesService;
  bikes: BikesService;
  identity: IdentityService;
  models: BikeModelsService;
};
export type CalendarService = ReturnType<typeof createCalendarService>;

/** The longest period one calendar (or its PDF) shows: two months and a bit. */
export const CALENDAR_MAX_DAYS = 62;

export type CalendarReservation = {
  id: number;
  code: string;
  userId: number;
  holder: string;
  start: string;
  end: string;
  startAt: string;
  endAt: string;
  status: string;
};
/** A bike's row: its model and building name it for people, the frame number for the shop (issue 25, point 12). */
export type CalendarBike = {
  id: number;
  frameNumber: string;
  name: string;
  building: string | null;
  reservations: CalendarReservation[];
};
export type Calendar = { companyId: number; from: string; to: string; bikes: CalendarBike[] };
export type PayrollLine = {
  userId: number;
  payrollNumber: string | null;
  lastname: string;
  firstname: string;
  email: string;
  month: string;
  daysUsed: number;
  reservationCount: number;
  amountCents: number;
};

/** A Brussels wall time "YYYY-MM-DDTHH:MM" of an instant. */
const wall = (at: Date) => `${brusselsDayOf(at)}T${brusselsWallTime(at)}`;
/** Day number (days since 1970-01-01) of a "YYYY-MM-DD" that is a real date, else null. */
const dayNumberOf = (date: string): number | null => (isCalendarDay(date) ? dayNumber(date) : null);
const dateOf = dayOfNumber;
/** Midnight in Brussels at the start of a day number. */
const midnight = (day: number) => brusselsStartOfDay(dayOfNumber(day));

/** A period of whole Brussels days, both ends included; 422 when it is not one or is longer than 62 days. */
export function parsePeriod(from: string, to: string) {
  const first = dayNumberOf(from);
  const last = dayNumberOf(to);
  if (first === null) throw invalid({ from: 'invalid_date' });
  if (last === null) throw invalid({ to: 'invalid_date' });
  if (last < first) throw invalid({ to: 'end_before_start' });
  if (last - first + 1 > CALENDAR_MAX_DAYS) throw invalid({ to: 'period_too_long' });
  return { first, last, start: midnight(first), end: midnight(last + 1) };
}

/** "YYYY-MM" → its first and last day numbers; 422 otherwise. */
export function parseMonth(month: string) {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const mm = m ? Number(m[2]) : 0;
  if (!m || mm < 1 || mm > 12) throw invalid({ month: 'invalid' });
  const first = dayNumber(firstDayOfMonth(month));
  const last = dayNumber(lastDayOfMonth(month));
  return { first, last, start: midnight(first), end: midnight(last + 1) };
}

/** The fleet calendar of a company's shared bikes and its monthly payroll file (decision 033, "Calendar"). */
export function createCalendarService({ db, conditions, companies, bikes, identity, models }: Deps) {
  /** The company a caller looks at (decision 068): a fleet manager their own, an admin the one named (422 without); another, 404. */
  async function viewedCompanyId(caller: AuthUser, companyId?: number): Promise<number> {
    const id = scopedCompanyId(scopeOf(caller), companyId);
    if (!(await companies.exists(id))) throw notFound('No such company');
    return id;
  }

  async function sharedBikesOf(companyId: number) {
    const [condition, fleet] = await Promise.all([conditions.sharedBikeConditionOf(companyId), bikes.fleetOf(companyId)]);
    const named = condition.sharedBikes.bikeIds;
    return fleet.filter((b) => named.length === 0 || named.includes(b.id)).sort((a, b) => a.frameNumber.localeCompare(b.frameNumber));
  }

  /** Live and cancelled reservations of the company overlapping [start, end), with their holder's name and e-mail. */
  async function reservationsBetween(companyId: number, start: Date, end: Date, liveOnly: boolean) {
    const rows = await reservationsRepository.ofCompanyBetween(db, companyId, start, end, liveOnly);
    const people = await identity.peopleByIds(rows.map((r) => r.userId));
    return rows.map((r) => {
      const p = people.get(r.userId);
      return {
        ...r,
        firstname: p?.firstname ?? '',
        lastname: p?.lastname ?? '',
        email: p?.email ?? '',
        payrollNumber: p?.payrollNumber ?? null,
      };
    });
  }

  return {
    async calendar(caller: AuthUser, q: { from: string; to: string; companyId?: number }): Promise<Calendar> {
      const period = parsePeriod(q.from, q.to);
      const companyId = await viewedCompanyId(caller, q.companyId);
      const shared = await sharedBikesOf(companyId);
      const rows = await reservationsBetween(companyId, period.start, period.end, false);
      const ids = new Set(shared.map((b) => b.id));
      // A bike taken off the shared list keeps its reservations of the period on the calendar.
      const extra = [...new Set(rows.map((r) => r.bikeId).filter((id) => !ids.has(id)))];
      const all = [...shared, ...(await bikes.fleetByIds(extra))];
      const [cards, homes, buildings] = await Promise.all([
        models.cardsByIds(all.map((b) => b.modelId)),
        reservationsRepository.homes(
          db,
          all.map((b) => b.id),
        ),
        conditions.buildingsOfCompany(companyId),
      ]);
      const buildingOf = new Map(homes.map((h) => [h.bikeId, buildings.find((b) => b.id === h.buildingId)?.name ?? null]));
      return {
        companyId,
        from: q.from,
        to: q.to,
        bikes: all.map((b) => ({
          id: b.id,
          frameNumber: b.frameNumber,
          name: cards.get(b.modelId) ? `${cards.get(b.modelId)!.brand} ${cards.get(b.modelId)!.model}` : b.frameNumber,
          building: buildingOf.get(b.id) ?? null,
          reservations: rows
            .filter((r) => r.bikeId === b.id)
            .map((r) => ({
              id: r.id,
              code: r.code,
              userId: r.userId,
              holder: `${r.firstname} ${r.lastname}`,
              start: wall(r.startAt),
              end: wall(r.endAt),
              startAt: r.startAt.toISOString(),
              endAt: r.endAt.toISOString(),
              status: r.status,
            })),
        })),
      };
    },

    /**
     * One line per person with a live reservation in the month: the Brussels days of the month it uses, how many
     * reservations touch the month, and what to deduct from the salary. The conditions hold no price for
     * private use, so the amount is 0 (decision 033).
     */
    async payroll(caller: AuthUser, q: { month: string; companyId?: number }): Promise<PayrollLine[]> {
      const month = parseMonth(q.month);
      const companyId = await viewedCompanyId(caller, q.companyId);
      const [rows, condition] = await Promise.all([
        reservationsBetween(companyId, month.start, month.end, true),
        conditions.sharedBikeConditionOf(companyId),
      ]);
      // Days used × the condition's private-use price per day, as in force when the file is made (decision 044).
      const dailyCents = condition.sharedBikes.privateUseDailyCents;
      const byUser = new Map<number, { row: (typeof rows)[number]; days: Set<number>; count: number }>();
      for (const r of rows) {
        const entry = byUser.get(r.userId) ?? { row: r, days: new Set<number>(), count: 0 };
        entry.count++;
        for (const d of bookingDays(r.startAt, r.endAt)) if (d >= month.first && d <= month.last) entry.days.add(d);
        byUser.set(r.userId, entry);
      }
      return [...byUser.values()]
        .map(({ row, days, count }) => ({
          userId: row.userId,
          payrollNumber: row.payrollNumber,
          lastname: row.lastname,
          firstname: row.firstname,
          email: row.email,
          month: q.month,
          daysUsed: days.size,
          reservationCount: count,
          amountCents: days.size * dailyCents,
        }))
        .sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname) || a.userId - b.userId);
    },

    /** Day numbers of a period, for the PDF's columns. */
    daysOf: (from: string, to: string) => {
      const p = parsePeriod(from, to);
      return Array.from({ length: p.last - p.first + 1 }, (_, i) => dateOf(p.first + i));
    },
  };
}
