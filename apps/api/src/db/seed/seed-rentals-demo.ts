import { asc, eq } from 'drizzle-orm';
import { addDays, rentalTotalCents, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { bikeModels } from '../../modules/catalog/catalog.table';
import { companies } from '../../modules/companies/companies.table';
import { bikeRentalBikes, bikeRentals } from '../../modules/rentals/rentals.table';
import { publicRequests } from '../../modules/requests/requests.table';
import { bikes } from '../../modules/stock/stock.table';

const DAY_MS = 86_400_000;
const at = (isoDate: string, time: string) => new Date(`${isoDate}T${time}:00+01:00`);

/**
 * The shop's rental fleet and its rentals (decision 037): six renting bikes owned by nobody, a rental returned three
 * weeks ago, one in progress for Acme (its fleet manager sees it), one late, one coming from a public rental request,
 * a cancelled one, and a rental request still waiting to be turned into a rental.
 */
export async function seedRentalsDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const models = await tx.select({ id: bikeModels.id, sizes: bikeModels.sizes }).from(bikeModels).orderBy(asc(bikeModels.id)).limit(3);
  const [acme] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Acme'));
  if (models.length === 0) return;
  const fleet = await tx
    .insert(bikes)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        modelId: models[i % models.length]!.id,
        frameNumber: `RENT${String(i + 1).padStart(3, '0')}`,
        size: models[i % models.length]!.sizes[i % 2] ?? models[i % models.length]!.sizes[0] ?? null,
        color: ['red', 'black', 'white'][i % 3]!,
        keyRef: `KR${200 + i}`,
        stockLocationId: i < 4 ? 1 : 2,
        contractKind: 'renting',
        purchaseDate: '2025-03-01',
      })),
    )
    .returning({ id: bikes.id });
  const today = clock.today();
  const request = (kind: string, names: [string, string, string], start: string, end: string, bikeCount: number, createdAt: Date) => ({
    type: 'test_ride',
    status: 'new',
    firstname: names[0],
    lastname: names[1],
    email: names[2],
    phone: '+32 470 12 34 56',
    locale: 'fr',
    payload: {
      kind,
      bikes: bikeCount,
      start: at(start, '09:00').toISOString(),
      end: at(end, '18:00').toISOString(),
      rideType: 'ravel',
      size: 'M',
      frameType: 'M',
      helmets: bikeCount,
      bags: 1,
      comment: 'Balade en famille sur le RAVeL.',
      storeId: 1,
      bikeSlug: null,
    },
    ip: '192.0.2.30',
    createdAt,
  });
  const [fromRequest] = await tx
    .insert(publicRequests)
    .values([
      {
        ...request(
          'rental',
          ['Chloé', 'Lemaire', 'chloe.lemaire@example.be'],
          addDays(today, 5),
          addDays(today, 8),
          2,
          new Date(clock.now().getTime() - 4 * DAY_MS),
        ),
        status: 'closed',
      },
      request(
        'rental',
        ['Bram', 'Wouters', 'bram.wouters@example.be'],
        addDays(today, 10),
        addDays(today, 11),
        1,
        new Date(clock.now().getTime() - DAY_MS),
      ),
    ])
    .returning({ id: publicRequests.id });

  type Plan = Omit<typeof bikeRentals.$inferInsert, 'totalCents'> & { bikes: number[] };
  const person = (firstname: string, lastname: string, email: string, phone: string) => ({ firstname, lastname, email, phone });
  const plans: Plan[] = [
    {
      ...person('Claire', 'Dubois', 'claire.dubois@example.be', '+32 478 22 33 44'),
      status: 'returned',
      startDate: addDays(today, -21),
      endDate: addDays(today, -18),
      pricePerDayCents: 3500,
      depositCents: 20000,
      pickedUpAt: at(addDays(today, -21), '09:30'),
      pickupCondition: 'Bon état, batterie chargée.',
      pickedUpById: p.adminId,
      returnedAt: at(addDays(today, -18), '17:10'),
      returnCondition: 'Rendu propre, une éraflure sur le garde-boue arrière.',
      returnedById: p.adminId,
      bikes: [0],
    },
    {
      ...person('Julie', 'Lambert', 'julie.lambert@example.be', '+32 471 55 66 77'),
      companyId: acme?.id ?? null,
      status: 'picked_up',
      startDate: addDays(today, -2),
      endDate: addDays(today, 3),
      pricePerDayCents: 3000,
      depositCents: 30000,
      notes: 'Séminaire d’équipe : trois vélos pour la semaine.',
      pickedUpAt: at(addDays(today, -2), '08:45'),
      pickupCondition: 'Trois vélos révisés, cadenas et casques fournis.',
      pickedUpById: p.adminId,
      bikes: [1, 2, 3],
    },
    {
      ...person('Pieter', 'Janssens', 'pieter.janssens@example.be', '+32 472 88 99 00'),
      status: 'picked_up',
      startDate: addDays(today, -6),
      endDate: addDays(today, -2),
      pricePerDayCents: 4000,
      depositCents: 25000,
      pickedUpAt: at(addDays(today, -6), '10:15'),
      pickupCondition: 'Bon état.',
      pickedUpById: p.adminId,
      bikes: [4],
    },
    {
      ...person('Chloé', 'Lemaire', 'chloe.lemaire@example.be', '+32 470 12 34 56'),
      requestId: fromRequest!.id,
      status: 'booked',
      startDate: addDays(today, 5),
      endDate: addDays(today, 8),
      pricePerDayCents: 3500,
      depositCents: 20000,
      bikes: [0, 5],
    },
    {
      ...person('Marc', 'Martin', 'marc.martin@example.be', '+32 470 98 76 54'),
      status: 'cancelled',
      startDate: addDays(today, 2),
      endDate: addDays(today, 2),
      pricePerDayCents: 3500,
      depositCents: 0,
      cancelledAt: new Date(clock.now().getTime() - DAY_MS),
      bikes: [5],
    },
  ];
  for (const { bikes: picks, ...plan } of plans) {
    const [row] = await tx
      .insert(bikeRentals)
      .values({
        ...plan,
        totalCents: rentalTotalCents({
          pricePerDayCents: plan.pricePerDayCents,
          startDate: plan.startDate,
          endDate: plan.endDate,
          bikeCount: picks.length,
        }),
        createdById: p.adminId,
      })
      .returning({ id: bikeRentals.id });
    await tx.insert(bikeRentalBikes).values(
      picks.map((i) => ({
        rentalId: row!.id,
        bikeId: fleet[i]!.id,
        startDate: plan.startDate,
        endDate: plan.endDate,
        live: plan.status !== 'cancelled',
      })),
    );
  }
}
