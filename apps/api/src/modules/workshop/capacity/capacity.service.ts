import {
  addDays,
  capacityMinutesByDay,
  earliestFreeDay,
  hasRoom,
  isStoreOpen,
  type StoreCalendar,
  type CapacityExceptionKind,
  type CapacityInput,
  type WorkshopCapacity,
  type Clock,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../../platform/errors';
import { capacityRepository, type CapacityExceptionRow } from './capacity.repository';
import { bookedMinutes } from '../requests/maintenance-requests.repository';

export type CapacityService = ReturnType<typeof createCapacityService>;
type Actor = { id: number | null; ip?: string | null };

/**
 * Port (decision 030): the minutes already booked at a store for each day from `from` to `to` (inclusive),
 * `{ 'YYYY-MM-DD': minutes }`: by default the estimated durations of the maintenance requests planned on those days;
 * a test may hand its own.
 */
export type BookedMinutes = (storeId: number, from: string, to: string) => Promise<Record<string, number>>;

/**
 * Port (decision 098): the stores' opening calendars, owned by the shop schedule. A closed day has no mechanic minutes
 * whatever the workshop's week says, and a booking on it is refused (422 store_closed). Without it (a test of the
 * capacity alone) every day is open.
 */
export type CapacityCalendars = {
  calendarsOf(storeIds: readonly number[], from: string): Promise<Map<number, StoreCalendar>>;
  assertOpen(storeId: number, daysByField: Record<string, string>): Promise<void>;
};

type Deps = {
  clock: Clock;
  db: Db;
  stores: { locations(): Promise<Map<number, { id: number; name: string }>> };
  booked?: BookedMinutes;
  calendars?: CapacityCalendars;
};

/** How far the first free day is looked for. */
export const EARLIEST_HORIZON_DAYS = 120;
const LOAD_DAYS = 14;

const exceptionView = (e: CapacityExceptionRow) => ({
  date: e.date,
  kind: e.kind as CapacityExceptionKind,
  minutes: e.minutes,
  note: e.note,
});

/** Mechanic hours per store, the first free day, and the guard a booking goes through. */
export function createCapacityService({ clock, db, stores, booked = bookedMinutes(db), calendars }: Deps) {
  const today = () => clock.today();
  /** Each store's week, exceptions and opening calendar (`isOpen`); `on` a transaction, the calendar is left out (one connection). */
  async function storeSchedules(storeIds: number[], from: string, on: DbOrTx = db) {
    const [weekdays, exceptions, opening] = await Promise.all([
      capacityRepository.weekdays(on, storeIds),
      capacityRepository.exceptions(on, storeIds, from),
      calendars && on === db ? calendars.calendarsOf(storeIds, from) : new Map<number, StoreCalendar>(),
    ]);
    return new Map(
      storeIds.map((id) => {
        const weekly = [0, 0, 0, 0, 0, 0, 0];
        for (const w of weekdays) if (w.storeId === id) weekly[w.weekday] = w.minutes;
        const calendar = opening.get(id);
        const isOpen = (date: string) => (calendar ? isStoreOpen(calendar, date) : true);
        return [id, { weekly, exceptions: exceptions.filter((e) => e.storeId === id).map(exceptionView), isOpen }];
      }),
    );
  }

  async function scheduleOf(storeId: number, from: string) {
    const locations = await stores.locations();
    if (!locations.has(storeId)) throw invalid({ storeId: 'unknown_location' });
    return (await storeSchedules([storeId], from)).get(storeId)!;
  }

  async function earliest(storeId: number, durationMinutes: number, from = today()) {
    const start = from < today() ? today() : from;
    const schedule = await scheduleOf(storeId, start);
    const capacity = capacityMinutesByDay(schedule.weekly, schedule.exceptions, start, EARLIEST_HORIZON_DAYS, schedule.isOpen);
    const bookedByDay = await booked(storeId, start, addDays(start, EARLIEST_HORIZON_DAYS - 1));
    return earliestFreeDay({ capacityMinutesByDay: capacity, bookedMinutesByDay: bookedByDay, durationMinutes, from: start, storeId });
  }

  return {
    earliest,

    /** Every store with its first day with room for a job of `durationMinutes` (the customer's form). */
    async stores(durationMinutes: number) {
      const locations = [...(await stores.locations()).values()];
      return {
        data: await Promise.all(
          locations.map(async (l) => ({ id: l.id, name: l.name, earliest: (await earliest(l.id, durationMinutes))?.date ?? null })),
        ),
      };
    },

    async get(): Promise<WorkshopCapacity> {
      const locations = [...(await stores.locations()).values()];
      const from = today();
      const schedules = await storeSchedules(
        locations.map((l) => l.id),
        from,
      );
      const to = addDays(from, LOAD_DAYS - 1);
      const result = await Promise.all(
        locations.map(async (l) => {
          const s = schedules.get(l.id)!;
          const capacity = capacityMinutesByDay(s.weekly, s.exceptions, from, LOAD_DAYS, s.isOpen);
          const bookedByDay = await booked(l.id, from, to);
          return {
            storeId: l.id,
            storeName: l.name,
            weekly: s.weekly,
            exceptions: s.exceptions,
            load: Object.entries(capacity).map(([date, capacityMinutes]) => ({
              date,
              capacityMinutes,
              bookedMinutes: bookedByDay[date] ?? 0,
            })),
            earliest: await earliest(l.id, 60, from),
          };
        }),
      );
      return { stores: result };
    },

    /** Replaces the week and upcoming exceptions of each store given; a past exception date is refused. */
    async put(input: CapacityInput, actor: Actor) {
      const locations = await stores.locations();
      const from = today();
      const fields: Record<string, FieldCode> = {};
      input.stores.forEach((s, i) => {
        if (!locations.has(s.storeId)) fields[`stores.${i}.storeId`] = 'unknown_location';
        s.exceptions.forEach((e, j) => {
          if (e.date < from) fields[`stores.${i}.exceptions.${j}.date`] = 'in_the_past';
        });
      });
      if (new Set(input.stores.map((s) => s.storeId)).size !== input.stores.length) fields['stores'] = 'duplicate';
      if (Object.keys(fields).length) throw invalid(fields);
      await db.transaction(async (tx) => {
        const before = await storeSchedules(
          input.stores.map((s) => s.storeId),
          from,
          tx,
        );
        for (const s of input.stores) {
          await capacityRepository.replace(tx, s.storeId, from, s.weekly, s.exceptions);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'workshop_capacity.updated',
            entity: 'workshop_capacity',
            entityId: s.storeId,
            before: ((b) => b && { weekly: b.weekly, exceptions: b.exceptions })(before.get(s.storeId)),
            after: { weekly: s.weekly, exceptions: s.exceptions },
            ip: actor.ip,
          });
        }
      });
      return this.get();
    },

    /**
     * The guard of a booking (decision 030): the store must be open on `date` (else 422 store_closed, decision 098)
     * and a job of `durationMinutes` must fit in what is left of that day, else 409 capacity_full. The maintenance-requests module calls it before planning a day.
     */
    async assertRoom(storeId: number, date: string, durationMinutes: number) {
      const schedule = await scheduleOf(storeId, date);
      await calendars?.assertOpen(storeId, { date });
      const capacity = capacityMinutesByDay(schedule.weekly, schedule.exceptions, date, 1, schedule.isOpen)[date] ?? 0;
      const bookedMinutes = (await booked(storeId, date, date))[date] ?? 0;
      if (!hasRoom(capacity, bookedMinutes, durationMinutes))
        throw new AppError(409, 'capacity_full', `No room left on ${date} at this store`);
    },

    /** 422 store_closed naming each field whose day the store is closed on (a drop-off date the customer wishes). */
    async assertOpen(storeId: number, daysByField: Record<string, string>) {
      await calendars?.assertOpen(storeId, daysByField);
    },

    async storeExists(storeId: number) {
      if (!(await stores.locations()).has(storeId)) throw notFound();
    },
  };
}
