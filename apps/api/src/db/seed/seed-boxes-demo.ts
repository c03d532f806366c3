import crypto from 'node:crypto';
import { and, asc, inArray, ne } from 'drizzle-orm';
import { freshBoxCode, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { boxCodes, boxes, boxEvents, boxSlots } from '../../modules/sharing/boxes/boxes.table';
import { reservations } from '../../modules/sharing/sharing.table';
import { bikes } from '../../modules/stock/stock.table';

type Places = { acmeId: number; liegeId: number; herstalId: number; mechanicId: number };

/**
 * Boxes (decision 036): Acme's "Siège Liège" key box holds its three pool bikes, so every coming booking there shows
 * a code; a bike locker at "Entrepôt Herstal" holds one. Openings and closings follow the past reservations.
 */
export async function seedBoxesDemo(tx: Tx, p: Places, clock: Clock): Promise<void> {
  const pool = await tx
    .select({ id: bikes.id, frameNumber: bikes.frameNumber })
    .from(bikes)
    .where(inArray(bikes.frameNumber, ['ACMESHARE001', 'ACMESHARE002', 'ACMESHARE003', 'ACMESHARE004']))
    .orderBy(asc(bikes.frameNumber));
  if (pool.length < 4) return;
  const [keyBox, locker] = await tx
    .insert(boxes)
    .values([
      {
        companyId: p.acmeId,
        buildingId: p.liegeId,
        name: 'Boîte à clés Siège',
        nameTranslations: { fr: 'Boîte à clés Siège', en: 'Head office key box', nl: 'Sleutelkast hoofdzetel' },
        kind: 'key_box',
        slotCount: 4,
        adapter: 'builtin',
      },
      {
        companyId: p.acmeId,
        buildingId: p.herstalId,
        name: 'Casier Entrepôt',
        nameTranslations: { fr: 'Casier Entrepôt', en: 'Warehouse bike locker', nl: 'Fietskluis magazijn' },
        kind: 'bike_locker',
        slotCount: 2,
        adapter: 'builtin',
      },
    ])
    .returning();
  const placed = [
    ...pool.slice(0, 3).map((b, i) => ({ boxId: keyBox!.id, number: i + 1, bikeId: b.id })),
    { boxId: locker!.id, number: 1, bikeId: pool[3]!.id },
  ];
  await tx.insert(boxSlots).values(placed);

  const now = clock.now();
  const boxOf = new Map(placed.map((s) => [s.bikeId, s]));
  const held = await tx
    .select()
    .from(reservations)
    .where(
      and(
        inArray(
          reservations.bikeId,
          placed.map((s) => s.bikeId),
        ),
        ne(reservations.status, 'cancelled'),
      ),
    )
    .orderBy(asc(reservations.startAt));
  // Codes for what is not over yet; the digits of past ones would be wiped already, so they get none.
  const taken = new Map<number, Set<string>>();
  const codeRows = held
    .filter((r) => r.endAt > now)
    .map((r) => {
      const slot = boxOf.get(r.bikeId)!;
      const set = taken.get(slot.boxId) ?? new Set<string>();
      taken.set(slot.boxId, set);
      const code = freshBoxCode((max) => crypto.randomInt(max), set);
      set.add(code);
      return {
        boxId: slot.boxId,
        reservationId: r.id,
        slot: slot.number,
        code,
        validFrom: r.startAt,
        validUntil: r.endAt,
        programmedAt: now,
        programmedUntil: r.endAt,
        deviceRef: `builtin-demo-${r.id}`,
      };
    });
  if (codeRows.length) await tx.insert(boxCodes).values(codeRows);

  // Each past trip opened the box twice (take, return) and closed it after; a mechanic checked the locker once.
  const events = held
    .filter((r) => r.startAt < now)
    .flatMap((r) => {
      const slot = boxOf.get(r.bikeId)!;
      const out = new Date(r.startAt.getTime() + 5 * 60_000);
      const back = new Date(r.endAt.getTime() - 10 * 60_000);
      return [
        { boxId: slot.boxId, kind: 'opened', at: r.startAt, slot: slot.number, source: 'device' },
        { boxId: slot.boxId, kind: 'closed', at: out, slot: slot.number, source: 'device' },
        ...(back < now
          ? [
              { boxId: slot.boxId, kind: 'opened', at: back, slot: slot.number, source: 'device' },
              { boxId: slot.boxId, kind: 'closed', at: new Date(back.getTime() + 2 * 60_000), slot: slot.number, source: 'device' },
            ]
          : []),
      ];
    });
  events.push({
    boxId: locker!.id,
    kind: 'opened',
    at: new Date(now.getTime() - 10 * 86_400_000),
    slot: 2,
    source: 'staff',
    actorId: p.mechanicId,
  } as (typeof events)[number]);
  if (events.length) await tx.insert(boxEvents).values(events);
}
