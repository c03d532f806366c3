import { asc, eq } from 'drizzle-orm';
import { dayOfNumber, brusselsDayNumber, brusselsWallTimeToIso, weekDayOfDayNumber, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { bikeModels } from '../../modules/catalog/catalog.table';
import { sharedBikeRules } from '../../modules/companies/companies.table';
import { reservations, sharedBikeHomes } from '../../modules/sharing/sharing.table';
import { bikes } from '../../modules/stock/stock.table';

type People = {
  acmeId: number;
  acmeConditionId: number;
  liegeId: number;
  herstalId: number;
  employeeId: number;
  fleetId: number;
  /** The fleet manager and Emile's colleagues, who take the other bikes, one each a day at most (decision 097). */
  colleagueIds: number[];
};

const DAY_MS = 86_400_000;

/**
 * Acme's shared bikes (decision 033): three at "Siège Liège" and three at "Entrepôt Herstal", named in the
 * condition, with office-day reservations filling the three past weeks and the two coming ones, held by Emile
 * (employee@acme.test) and the fleet manager (no demo people are added: other modules' tests count Acme's users).
 */
export async function seedSharingDemo(tx: Tx, p: People, clock: Clock): Promise<void> {
  const models = await tx
    .select({ id: bikeModels.id, sizes: bikeModels.sizes })
    .from(bikeModels)
    .where(eq(bikeModels.electric, true))
    .orderBy(asc(bikeModels.id))
    .limit(3);
  if (models.length === 0) return;
  const fleet = await tx
    .insert(bikes)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        modelId: models[i % models.length]!.id,
        frameNumber: `ACMESHARE${String(i + 1).padStart(3, '0')}`,
        size: models[i % models.length]!.sizes[0] ?? null,
        color: ['blue', 'grey', 'green'][i % 3]!,
        keyRef: `KS${100 + i}`,
        stockLocationId: 1,
        contractKind: 'renting',
        companyId: p.acmeId,
        purchaseDate: '2025-09-01',
      })),
    )
    .returning({ id: bikes.id });
  await tx
    .update(sharedBikeRules)
    .set({ bikeIds: fleet.map((b) => b.id) })
    .where(eq(sharedBikeRules.conditionId, p.acmeConditionId));
  await tx.insert(sharedBikeHomes).values(fleet.map((b, i) => ({ bikeId: b.id, buildingId: i < 3 ? p.liegeId : p.herstalId })));

  const today = brusselsDayNumber(clock.now());
  const wall = (day: number, time: string) => new Date(brusselsWallTimeToIso(`${dayOfNumber(day)}T${time}`)!);
  const rows: (typeof reservations.$inferInsert)[] = [];
  let n = 0;
  for (let day = today - 21; day <= today + 14; day++) {
    if (['sat', 'sun'].includes(weekDayOfDayNumber(day))) continue;
    fleet.forEach((bike, i) => {
      // About half the bikes out each office day, a different half each day.
      if ((day + i * 3) % 5 >= 3 && (day + i) % 2 === 0) return;
      // Tomorrow, one bike in each building stays free for a first booking.
      if (day === today + 1 && i % 3 === 0) return;
      n++;
      // Emile holds one bike every other office day; his colleagues (the fleet manager among them) ride the rest.
      const holder = i === day % 6 && day % 2 === 0 ? p.employeeId : p.colleagueIds[(day + i) % p.colleagueIds.length]!;
      rows.push({
        code: `DEMO${String(n).padStart(4, '0')}`,
        companyId: p.acmeId,
        userId: holder,
        bikeId: bike.id,
        buildingId: i < 3 ? p.liegeId : p.herstalId,
        startAt: wall(day, i % 2 ? '08:00' : '09:00'),
        endAt: wall(day, i % 2 ? '17:30' : '16:00'),
        createdById: holder,
        createdAt: new Date((day - 3) * DAY_MS),
      });
    });
  }
  if (rows.length) await tx.insert(reservations).values(rows);
}
