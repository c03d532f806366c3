import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { accessoryModels } from '../../modules/catalog/catalog.table';
import { users } from '../../modules/identity/identity.table';
import { stockLocations } from '../../modules/stock/stock.table';
import { maintenanceRequests } from '../../modules/workshop/requests/maintenance-requests.table';
import { tourStops } from '../../modules/workshop/tours/tours.table';
import { workshopPartAccessories, workshopParts, workshopPartStock } from '../../modules/workshop/parts/parts.table';

/** Reference, name (French, the demo's first language), price excl. VAT in cents, and how many each store holds. */
const PARTS: [string, string, number, number[]][] = [
  ['PAD-SH-B05S', 'Plaquettes de frein Shimano B05S (résine)', 1240, [24, 12]],
  ['PAD-MAG-8P', 'Plaquettes de frein Magura 8.P Performance', 1650, [10, 6]],
  ['PAD-VB-SH', 'Patins de frein V-brake Shimano', 690, [16, 8]],
  ['CHN-KMC-X10', 'Chaîne KMC X10 10 vitesses', 2890, [8, 5]],
  ['CHN-SH-HG71', 'Chaîne Shimano HG71 6-8 vitesses', 1790, [9, 4]],
  ['CAS-SH-11-34', 'Cassette Shimano Deore 11-34 10 vitesses', 4290, [4, 2]],
  ['TUB-28-SV', 'Chambre à air 28" valve Presta', 590, [40, 25]],
  ['TUB-28-DV', 'Chambre à air 28" valve Dunlop', 540, [30, 18]],
  ['TUB-26-AV', 'Chambre à air 26" valve Schrader', 520, [15, 10]],
  ['TYR-SCH-MP-2840', 'Pneu Schwalbe Marathon Plus 28 x 1.60', 3690, [6, 4]],
  ['TYR-CON-CR-2842', 'Pneu Continental Contact Urban 28 x 1.60', 3190, [4, 0]],
  ['CAB-BRK-JAG', 'Câble de frein inox Jagwire', 390, [50, 30]],
  ['CAB-SFT-SH', 'Câble de dérailleur Shimano', 420, [40, 20]],
  ['HSG-BRK-5MM', 'Gaine de frein 5 mm (au mètre)', 350, [20, 10]],
  ['HYD-SH-MIN-50', 'Huile minérale Shimano 50 ml', 850, [6, 3]],
  ['RTR-SH-160', 'Disque de frein Shimano 160 mm', 2490, [5, 2]],
  ['BB-SH-BSA', 'Boîtier de pédalier Shimano BSA', 2190, [3, 1]],
  ['GRP-ERG-GP1', 'Poignées ergonomiques Ergon GP1', 2890, [4, 2]],
];

/**
 * The workshop's parts and their stock in each store (decision 102), the catalogue's accessories that are also parts
 * (its "part" category and the lights the workshop fits), and a phone for the customers of the demo's tours, so a
 * stop shows how to reach them ("call ten minutes before").
 */
export async function seedWorkshopPartsDemo(tx: Tx, { adminId }: { adminId: number }): Promise<void> {
  const stores = (await tx.select({ id: stockLocations.id }).from(stockLocations).orderBy(stockLocations.id)).map((s) => s.id);
  const rows = await tx
    .insert(workshopParts)
    .values(PARTS.map(([reference, name, priceExclVatCents]) => ({ reference, name, priceExclVatCents, updatedById: adminId })))
    .returning({ id: workshopParts.id, reference: workshopParts.reference });
  const stock = rows.flatMap((row) => {
    const quantities = PARTS.find((p) => p[0] === row.reference)![3];
    return stores.map((stockLocationId, i) => ({ partId: row.id, stockLocationId, quantity: quantities[i] ?? quantities[0]! }));
  });
  if (stock.length) await tx.insert(workshopPartStock).values(stock);

  const fitted = await tx
    .select({ id: accessoryModels.id })
    .from(accessoryModels)
    .where(inArray(accessoryModels.category, ['part', 'light']));
  if (fitted.length) {
    await tx
      .insert(workshopPartAccessories)
      .values(fitted.map((a) => ({ accessoryId: a.id, markedById: adminId })))
      .onConflictDoNothing();
  }

  const customers = await tx
    .selectDistinct({ id: users.id })
    .from(tourStops)
    .innerJoin(maintenanceRequests, eq(maintenanceRequests.id, tourStops.maintenanceRequestId))
    .innerJoin(users, eq(users.id, maintenanceRequests.userId))
    .where(isNull(users.phone))
    .orderBy(users.id);
  for (const [i, c] of customers.entries()) {
    await tx
      .update(users)
      .set({ phone: `+3247${String(5_100_000 + i * 137).padStart(7, '0')}` })
      .where(and(eq(users.id, c.id), isNull(users.phone)));
  }
}
