import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  addDays,
  type Clock,
  brusselsWallTimeToIso,
  clockToMinutes,
  maintenanceFilterOf,
  minutesToClock,
  scheduleTour,
  optimiseTour,
  searchText,
  tourDepotOf,
  TOUR_DAY_END,
  TOUR_DAY_START,
  type MaintenanceStep,
  type TourStatus,
} from '@veloport/domain';
import type { Tx } from '../client';
import { bikeModels } from '../../modules/catalog/catalog.table';
import { bikeEvents, stockLocations, bikes } from '../../modules/stock/stock.table';
import { maintenanceRequests, maintenanceSteps } from '../../modules/workshop/requests/maintenance-requests.table';
import { customerWindow } from '../../modules/workshop/tours/tours.service';
import { tours, tourStops } from '../../modules/workshop/tours/tours.table';

type Place = { address: string; lat: number; lng: number };

/** Real-looking addresses with their coordinates (public places and main streets of Liège and Brussels). */
const LIEGE: Place[] = [
  { address: 'Boulevard de la Sauvenière 100, 4000 Liège', lat: 50.6431, lng: 5.5676 },
  { address: 'Rue Saint-Gilles 42, 4000 Liège', lat: 50.6396, lng: 5.5597 },
  { address: 'Quai de Rome 25, 4000 Liège', lat: 50.6283, lng: 5.5768 },
  { address: 'Rue de Fétinne 100, 4020 Liège', lat: 50.6189, lng: 5.5867 },
  { address: 'Place Saint-Lambert 1, 4000 Liège', lat: 50.6452, lng: 5.5733 },
  { address: 'Rue Féronstrée 86, 4000 Liège', lat: 50.6467, lng: 5.5808 },
  { address: 'Boulevard de la Constitution 41, 4020 Liège', lat: 50.6441, lng: 5.5917 },
  { address: 'Quai des Vennes 18, 4020 Liège', lat: 50.6225, lng: 5.5907 },
  { address: 'Rue du Laveu 58, 4000 Liège', lat: 50.6282, lng: 5.5566 },
  { address: 'Avenue Rogier 19, 4000 Liège', lat: 50.6358, lng: 5.5662 },
];
const BRUSSELS: Place[] = [
  { address: 'Avenue Louise 250, 1050 Bruxelles', lat: 50.8262, lng: 4.3647 },
  { address: 'Rue de la Loi 155, 1040 Etterbeek', lat: 50.8431, lng: 4.3826 },
  { address: 'Chaussée de Wavre 180, 1050 Ixelles', lat: 50.8357, lng: 4.3762 },
  { address: 'Rue Antoine Dansaert 70, 1000 Bruxelles', lat: 50.8505, lng: 4.3457 },
  { address: 'Boulevard Anspach 110, 1000 Bruxelles', lat: 50.8454, lng: 4.3485 },
  { address: 'Chaussée de Charleroi 90, 1060 Saint-Gilles', lat: 50.8307, lng: 4.3557 },
  { address: 'Rue Royale 150, 1000 Bruxelles', lat: 50.8524, lng: 4.3655 },
  { address: 'Avenue de Tervueren 60, 1040 Etterbeek', lat: 50.8388, lng: 4.3961 },
];

const PROBLEMS = [
  'Révision annuelle : freins, transmission et éclairage.',
  'Le pneu avant est crevé.',
  'De ketting slipt bij het optrekken.',
  'Les freins à disque grincent.',
  'The rear light does not work any more.',
  'Changement de plaquettes de frein.',
  'De bagagedrager zit los.',
  'Réglage du dérailleur arrière.',
];

const DAY = 86_400_000;

/**
 * A week of repair tours (decisions 032, 035): Marc's days in Liège and Brussels, the last three done, today's and
 * tomorrow's confirmed (his phone view is filled), the next ones drafts to optimise. Each stop is a maintenance
 * request at a company or another address: from today on the demo ones first (Emile sees his visit), then new
 * ones on the riders' bikes. A confirmed or done tour has dated its requests, as confirming does.
 */
export async function seedToursDemo(tx: Tx, p: { mechanicId: number; adminId: number }, clock: Clock): Promise<void> {
  const dayOf = (inDays: number) => addDays(clock.today(), inDays);
  const stores = new Map((await tx.select().from(stockLocations)).map((s) => [s.name, s.id]));
  const riders = await tx
    .select({
      id: bikes.id,
      frameNumber: bikes.frameNumber,
      userId: bikes.userId,
      companyId: bikes.companyId,
      brand: bikeModels.brand,
      model: bikeModels.model,
    })
    .from(bikes)
    .innerJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
    .where(isNotNull(bikes.userId))
    .orderBy(asc(bikes.id));
  if (!riders.length) return;
  const existing = await tx
    .select({ id: maintenanceRequests.id })
    .from(maintenanceRequests)
    .where(and(inArray(maintenanceRequests.location, ['other', 'company']), inArray(maintenanceRequests.filter, ['to_schedule'])))
    .orderBy(asc(maintenanceRequests.id));

  const plan: { inDays: number; store: 'Liège' | 'Bruxelles'; status: TourStatus; stops: number; optimised: boolean }[] = [
    { inDays: -3, store: 'Bruxelles', status: 'done', stops: 3, optimised: true },
    { inDays: -2, store: 'Liège', status: 'done', stops: 3, optimised: true },
    { inDays: -1, store: 'Liège', status: 'done', stops: 4, optimised: true },
    { inDays: 0, store: 'Liège', status: 'confirmed', stops: 5, optimised: true },
    { inDays: 1, store: 'Bruxelles', status: 'confirmed', stops: 4, optimised: true },
    { inDays: 2, store: 'Bruxelles', status: 'draft', stops: 4, optimised: false },
    { inDays: 3, store: 'Liège', status: 'draft', stops: 3, optimised: false },
  ];
  let n = 0;
  const visited = new Map<string, number>();
  for (const [k, t] of plan.entries()) {
    const storeId = stores.get(t.store) ?? 1;
    const places = t.store === 'Liège' ? LIEGE : BRUSSELS;
    const [tour] = await tx
      .insert(tours)
      .values({
        date: dayOf(t.inDays),
        mechanicId: p.mechanicId,
        storeId,
        vanLabel: `Camionnette ${t.store === 'Liège' ? 1 : 2}`,
        status: t.status,
        createdById: p.adminId,
      })
      .returning();
    const stops: { requestId: number; place: Place; window: [string, string] | null }[] = [];
    for (let i = 0; i < t.stops; i++, n++) {
      // Every address of a store in turn (a stride prime to their count): each is placed on some tour, so the visits
      // still to put on a tour (below) and the journeys' addresses are placed from the address book.
      const turn = visited.get(t.store) ?? 0;
      visited.set(t.store, turn + 1);
      const place = places[(turn * 3) % places.length]!;
      let requestId = t.inDays >= 0 ? existing.shift()?.id : undefined;
      if (requestId === undefined) {
        const bike = riders[n % riders.length]!;
        const [made] = await tx
          .insert(maintenanceRequests)
          .values({
            userId: bike.userId,
            companyId: bike.companyId,
            bikeId: bike.id,
            bikeLabel: `${bike.brand} ${bike.model}`,
            frameNumber: bike.frameNumber,
            problem: PROBLEMS[n % PROBLEMS.length]!,
            location: 'other',
            address: place.address,
            addressFeeCents: 2500,
            filter: 'to_schedule',
            search: searchText(bike.frameNumber, `${bike.brand} ${bike.model}`),
            createdById: p.adminId,
            createdAt: new Date(clock.now().getTime() - (10 - k) * DAY),
          })
          .returning({ id: maintenanceRequests.id });
        requestId = made!.id;
      } else await tx.update(maintenanceRequests).set({ address: place.address }).where(eq(maintenanceRequests.id, requestId));
      stops.push({ requestId, place, window: i === 1 ? ['09:00', '11:00'] : i === 3 ? ['14:00', '16:00'] : null });
    }
    const depot = tourDepotOf(t.store);
    const problem = {
      depot: { location: depot, dayStart: clockToMinutes(TOUR_DAY_START), dayEnd: clockToMinutes(TOUR_DAY_END) },
      stops: stops.map((s, i) => ({
        id: i,
        location: s.place,
        windowStart: s.window ? clockToMinutes(s.window[0]) : null,
        windowEnd: s.window ? clockToMinutes(s.window[1]) : null,
        serviceMinutes: 45,
      })),
    };
    const result = t.optimised ? optimiseTour(problem) : scheduleTour(problem);
    const when = new Date(`${dayOf(t.inDays)}T08:00:00Z`);
    const inserted = await tx
      .insert(tourStops)
      .values(
        result.stops.map((planned, position) => {
          const s = stops[Number(planned.id)]!;
          return {
            tourId: tour!.id,
            maintenanceRequestId: s.requestId,
            address: s.place.address,
            lat: s.place.lat,
            lng: s.place.lng,
            windowStart: s.window?.[0] ?? null,
            windowEnd: s.window?.[1] ?? null,
            durationMinutes: 45,
            position: position + 1,
            plannedArrival: t.optimised ? minutesToClock(planned.serviceStart) : null,
            status: t.status === 'done' ? 'done' : 'to_do',
            doneAt: t.status === 'done' ? new Date(when.getTime() + (position + 1) * 3_600_000) : null,
            doneById: t.status === 'done' ? p.mechanicId : null,
          };
        }),
      )
      .returning();
    if (t.status !== 'draft')
      await dateVisits(tx, inserted, { tourId: tour!.id, date: dayOf(t.inDays), storeId, actorId: p.adminId, done: t.status === 'done' });
    if (t.optimised)
      await tx
        .update(tours)
        .set({
          distanceMeters: Math.round(result.distanceMeters),
          durationMinutes: Math.round(result.durationMinutes),
          beforeDistanceMeters: Math.round(result.before.distanceMeters),
          beforeDurationMinutes: Math.round(result.before.durationMinutes),
          engine: 'embedded',
        })
        .where(eq(tours.id, tour!.id));
  }

  // Visits still to put on a tour (`to-propose-for-tour`), at addresses already placed on the demo tours.
  const free = [LIEGE[0]!, LIEGE[2]!, LIEGE[1]!, LIEGE[4]!, LIEGE[6]!, BRUSSELS[2]!];
  for (const [i, place] of free.entries()) {
    const bike = riders[(n + i) % riders.length]!;
    await tx.insert(maintenanceRequests).values({
      userId: bike.userId,
      companyId: bike.companyId,
      bikeId: bike.id,
      bikeLabel: `${bike.brand} ${bike.model}`,
      frameNumber: bike.frameNumber,
      problem: PROBLEMS[(n + i) % PROBLEMS.length]!,
      location: 'other',
      address: place.address,
      addressFeeCents: 2500,
      filter: 'to_schedule',
      search: searchText(bike.frameNumber, `${bike.brand} ${bike.model}`),
      createdById: p.adminId,
      createdAt: new Date(clock.now().getTime() - (6 - i) * DAY),
    });
  }
}

/** What confirming does to a tour's requests (decision 035): dated at the start of the window the customer is told. */
async function dateVisits(
  tx: Tx,
  stops: (typeof tourStops.$inferSelect)[],
  tour: { tourId: number; date: string; storeId: number; actorId: number; done: boolean },
) {
  const rows = await tx
    .select({ id: maintenanceRequests.id, step: maintenanceRequests.step, bikeId: maintenanceRequests.bikeId })
    .from(maintenanceRequests)
    .where(
      inArray(
        maintenanceRequests.id,
        stops.map((s) => s.maintenanceRequestId),
      ),
    );
  for (const stop of stops) {
    const row = rows.find((r) => r.id === stop.maintenanceRequestId)!;
    const window = customerWindow(stop);
    const scheduledAt = new Date(brusselsWallTimeToIso(`${tour.date}T${window.from}`)!);
    // A visit of a tour already done was repaired on the spot: finished, not a "next maintenance" left in the past.
    const step = tour.done && stop.doneAt ? 'completed' : (row.step as MaintenanceStep | null);
    const filter = maintenanceFilterOf({ step, scheduledAt, proposals: [] });
    await tx
      .update(maintenanceRequests)
      .set({ scheduledAt, storeId: tour.storeId, filter, step })
      .where(eq(maintenanceRequests.id, row.id));
    if (step === 'completed' && row.step !== 'completed')
      await tx.insert(maintenanceSteps).values({ requestId: row.id, step, actorId: stop.doneById, at: stop.doneAt! });
    if (row.bikeId !== null)
      await tx.insert(bikeEvents).values({
        bikeId: row.bikeId,
        kind: 'maintenance',
        details: {
          requestId: row.id,
          event: 'tour_scheduled',
          tourId: tour.tourId,
          date: tour.date,
          window: `${window.from}–${window.to}`,
        },
        actorId: tour.actorId,
      });
  }
}
