import type { ScheduleUpdate, Clock, Locale, OpeningExceptionKind } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, type FieldCode } from '../../../platform/errors';
import type { Actor } from '../../identity/identity.service';
import { scheduleRepository } from './schedule.repository';
import type { StockService } from '../stock.service';

export type ScheduleService = ReturnType<typeof createScheduleService>;

/**
 * Opening hours per store and its dated exceptions, closures and exceptional openings (shop/schedule), shown on the
 * public site: the one opening calendar the workshop, tours, test rides and drop-offs ask (decision 098).
 */
export function createScheduleService({ clock, db, locations }: { clock: Clock; db: Db; locations: StockService }) {
  /** With a language, the stores' names as the public site's reader reads them (decision 101). */
  async function get(language?: Locale) {
    const [names, hours, closures] = await Promise.all([
      locations.locations(language),
      scheduleRepository.hours(db),
      scheduleRepository.closuresFrom(db, clock.today()),
    ]);
    return {
      stores: [...names.values()].map((l) => ({
        locationId: l.id,
        name: l.name,
        hours: hours.filter((h) => h.stockLocationId === l.id).map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes })),
        closures: closures
          .filter((c) => c.stockLocationId === l.id)
          .map((c) => ({ id: c.id, from: c.fromDate, to: c.toDate, reason: c.reason, kind: c.kind as OpeningExceptionKind })),
      })),
    };
  }

  /** Spans must open before they close and not overlap within a day; a closure ends on or after its first day. */
  function problemsOf(update: ScheduleUpdate, known: Set<number>) {
    const problems: Record<string, FieldCode> = {};
    update.stores.forEach((store, s) => {
      if (!known.has(store.locationId)) problems[`stores.${s}.locationId`] = 'unknown_location';
      if (update.stores.findIndex((x) => x.locationId === store.locationId) !== s) problems[`stores.${s}.locationId`] = 'duplicate';
      store.hours.forEach((h, i) => {
        if (h.closes <= h.opens) problems[`stores.${s}.hours.${i}.closes`] = 'end_before_start';
        const overlaps = store.hours.some((o, j) => j !== i && o.weekday === h.weekday && o.opens < h.closes && h.opens < o.closes);
        if (overlaps) problems[`stores.${s}.hours.${i}.opens`] = 'overlap';
      });
      store.closures.forEach((c, i) => {
        if (c.to < c.from) problems[`stores.${s}.closures.${i}.to`] = 'end_before_start';
      });
    });
    return problems;
  }

  return {
    get,
    /**
     * Replaces the schedule of the stores sent (hours and upcoming closures); other stores keep theirs. The answer
     * names the stores in the editor's language, as the page that sent it does.
     */
    async update(update: ScheduleUpdate, actor: Actor, language?: Locale) {
      const problems = problemsOf(update, new Set((await locations.locations()).keys()));
      if (Object.keys(problems).length) throw invalid(problems);
      const before = await get();
      await db.transaction(async (tx) => {
        for (const store of update.stores) await scheduleRepository.replaceStore(tx, store.locationId, store.hours, store.closures);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'shop_schedule.updated',
          entity: 'shop_schedule',
          entityId: update.stores.map((s) => s.locationId).join(','),
          before,
          after: update,
          ip: actor.ip,
        });
      });
      return get(language);
    },
  };
}
