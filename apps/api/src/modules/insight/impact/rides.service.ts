import { brusselsToday, type Clock, type CommuteInput, type ImpactSettings, type Ride, type RideInput } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, notFound } from '../../../platform/errors';
import { impactRepository as repo } from './impact.repository';
import { carGramsPerKm } from './rider-km';

export type RidesService = ReturnType<typeof createRidesService>;
type Actor = { id: number | null; ip?: string | null };

const view = (r: { id: number; date: string; km: number; createdAt: Date }): Ride => ({
  id: r.id,
  date: r.date,
  km: Number(r.km),
  createdAt: r.createdAt.toISOString(),
});

/** One's rides added by hand, one's declared commute, and the admin's CO2 factor; each change in the audit log (decision 093). */
export function createRidesService({ clock, db }: { clock: Clock; db: Db }) {
  return {
    list: async (userId: number) => ({ data: (await repo.ridesOf(db, userId)).map(view) }),

    async add(userId: number, input: RideInput, actor: Actor): Promise<Ride> {
      if (input.date > brusselsToday(clock)) throw invalid({ date: 'in_the_future' });
      return db.transaction(async (tx) => {
        const row = await repo.insertRide(tx, { userId, date: input.date, km: Math.round(input.km * 10) / 10 });
        await recordAudit(tx, { actorId: actor.id, ip: actor.ip, action: 'ride.create', entity: 'ride', entityId: row.id, after: input });
        return view(row);
      });
    },

    async remove(userId: number, id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const row = await repo.deleteRide(tx, userId, id);
        if (!row) throw notFound('No such ride');
        await recordAudit(tx, { actorId: actor.id, ip: actor.ip, action: 'ride.delete', entity: 'ride', entityId: id, before: view(row) });
      });
    },

    commute: (userId: number) => repo.commuteOf(db, userId),

    async saveCommute(userId: number, input: CommuteInput | null, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await repo.commuteOf(tx, userId);
        if (input) await repo.saveCommute(tx, userId, input, brusselsToday(clock));
        else await repo.deleteCommute(tx, userId);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'commute.update',
          entity: 'user',
          entityId: userId,
          before,
          after: input,
        });
      });
      return input;
    },

    settings: async (): Promise<ImpactSettings> => ({ carGramsPerKm: await carGramsPerKm(db) }),

    async saveSettings(next: ImpactSettings, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = { carGramsPerKm: await carGramsPerKm(tx) };
        await repo.saveCarGramsPerKm(tx, next.carGramsPerKm, actor.id);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'impact_settings.update',
          entity: 'impact_settings',
          entityId: 1,
          before,
          after: next,
        });
      });
      return next;
    },
  };
}
