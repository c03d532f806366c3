import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_REPAIR_VAT_RATES, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { maintenanceJobLines } from '../../modules/workshop/jobs/workshop-jobs.table';
import { maintenanceRequests } from '../../modules/workshop/requests/maintenance-requests.table';
import { servicePrices } from '../../modules/workshop/service-prices/service-prices.table';

/**
 * Quote and job lines (decision 030): the broken spokes waiting for a part carry a quote above their 250 € budget,
 * the finished chain job is priced and waits to be billed (and counts on the price list's 12 months).
 */
export async function seedJobsDemo(tx: Tx, p: { mechanicId: number }, _clock: Clock) {
  const request = async (problem: string) =>
    (await tx.select({ id: maintenanceRequests.id }).from(maintenanceRequests).where(eq(maintenanceRequests.problem, problem)))[0]?.id;
  const first = async (category: string) =>
    (
      await tx
        .select()
        .from(servicePrices)
        .where(and(eq(servicePrices.storeId, 1), eq(servicePrices.category, category)))
        .orderBy(asc(servicePrices.id))
        .limit(1)
    )[0];
  const [service, transmission] = [await first('wheels'), await first('transmission')];
  const { labour, part } = DEFAULT_REPAIR_VAT_RATES;
  const spokes = await request('Rayons cassés sur la roue arrière.');
  const chain = await request('Chain and cassette worn out.');
  const lines: (typeof maintenanceJobLines.$inferInsert)[] = [];
  if (spokes !== undefined) {
    lines.push(
      {
        requestId: spokes,
        kind: 'part',
        description: 'Roue arrière complète 28"',
        quantity: 1,
        unitPriceCents: 18_500,
        vatRate: part,
        createdById: p.mechanicId,
      },
      {
        requestId: spokes,
        kind: 'labour',
        description: 'Montage et centrage de la roue',
        quantity: 1.5,
        unitPriceCents: 5_500,
        vatRate: labour,
        createdById: p.mechanicId,
      },
    );
    if (service)
      lines.push({
        requestId: spokes,
        kind: 'service',
        servicePriceId: service.id,
        description: service.description.fr,
        quantity: 1,
        unitPriceCents: service.priceInclVatCents,
        vatRate: labour,
        createdById: p.mechanicId,
      });
  }
  if (chain !== undefined) {
    lines.push(
      {
        requestId: chain,
        kind: 'part',
        description: 'Chaîne 11 vitesses',
        quantity: 1,
        unitPriceCents: 3_200,
        vatRate: part,
        createdById: p.mechanicId,
      },
      {
        requestId: chain,
        kind: 'part',
        description: 'Cassette 11-42',
        quantity: 1,
        unitPriceCents: 6_400,
        vatRate: part,
        createdById: p.mechanicId,
      },
      {
        requestId: chain,
        kind: 'labour',
        description: 'Remplacement chaîne et cassette',
        quantity: 0.75,
        unitPriceCents: 5_500,
        vatRate: labour,
        createdById: p.mechanicId,
      },
    );
    if (transmission)
      lines.push({
        requestId: chain,
        kind: 'service',
        servicePriceId: transmission.id,
        description: transmission.description.fr,
        quantity: 1,
        unitPriceCents: transmission.priceInclVatCents,
        vatRate: labour,
        createdById: p.mechanicId,
      });
  }
  if (lines.length) await tx.insert(maintenanceJobLines).values(lines);
}
