import { and, asc, eq } from 'drizzle-orm';
import { type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { tourStopNotes } from '../../modules/workshop/tours/stop-work.table';
import { tours, tourStops } from '../../modules/workshop/tours/tours.table';

/** Notes on Marc's first two stops today (decision 034): his phone shows what the work at a stop looks like. */
export async function seedMechanicDayDemo(tx: Tx, p: { mechanicId: number }, clock: Clock): Promise<void> {
  const stops = await tx
    .select({ id: tourStops.id })
    .from(tourStops)
    .innerJoin(tours, eq(tours.id, tourStops.tourId))
    .where(and(eq(tours.mechanicId, p.mechanicId), eq(tours.date, clock.today()), eq(tours.status, 'confirmed')))
    .orderBy(asc(tourStops.position))
    .limit(2);
  const notes = [
    'Garage au niveau -1, place 23 : badge à demander à l’accueil.',
    'Le client préfère être appelé dix minutes avant l’arrivée.',
  ];
  if (stops.length) await tx.insert(tourStopNotes).values(stops.map((s, i) => ({ stopId: s.id, text: notes[i]!, authorId: p.mechanicId })));
}
