import { addDays, addMonths, brusselsToday, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { riderCommutes, rides } from '../../modules/insight/impact/impact.table';

/**
 * Riders for the CO2 ranking (decision 093): commutes declared eighteen months ago by Acme's and Globex's people and by
 * Paula, and a few rides added by hand over the last weeks, so that this month's and this year's rankings have rows.
 */
export async function seedRankingDemo(
  tx: Tx,
  p: { emile: number; fiona: number; greta: number; gustave: number; paula: number },
  clock: Clock,
): Promise<void> {
  const today = brusselsToday(clock);
  const since = `${addMonths(today, -18).slice(0, 7)}-01`;
  await tx.insert(riderCommutes).values([
    { userId: p.emile, oneWayKm: 8.5, daysPerMonth: 12, since },
    { userId: p.fiona, oneWayKm: 12, daysPerMonth: 8, since },
    { userId: p.greta, oneWayKm: 6, daysPerMonth: 16, since },
    { userId: p.gustave, oneWayKm: 15, daysPerMonth: 6, since },
    { userId: p.paula, oneWayKm: 4.5, daysPerMonth: 10, since },
  ]);
  const ride = (userId: number, daysAgo: number, km: number) => ({ userId, date: addDays(today, -daysAgo), km });
  await tx
    .insert(rides)
    .values([
      ride(p.emile, 0, 24),
      ride(p.emile, 9, 42.5),
      ride(p.fiona, 2, 35),
      ride(p.greta, 1, 18),
      ride(p.greta, 20, 60),
      ride(p.paula, 3, 27),
      ride(p.gustave, 33, 80),
    ]);
}
