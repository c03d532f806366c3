import { canReceiveGroupedOrder, statusAfterReceiving, type AuthUser, type GroupedOrderReceiveRequest, type Clock } from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, type FieldCode } from '../../../platform/errors';
import { applyMovement } from '../../stock/accessories/accessory-stock.service';
import type { EncodeService } from '../../stock/bikes/encode.service';
import type { StockService } from '../../stock/stock.service';
import { conflict, type Actor } from '../offers.service';
import { groupedOrdersRepository as repo, type GroupedOrderLineRow } from './grouped-orders.repository';
import type { GroupedOrdersService } from './grouped-orders.service';
import type { OrderFulfilmentService } from '../orders/order-fulfilment.service';

export type GroupedOrderReceivingService = ReturnType<typeof createGroupedOrderReceivingService>;

const taken = (fields: Record<string, FieldCode>) => new AppError(409, 'frame_number_taken', 'A frame number is already in stock', fields);

/**
 * Receiving a grouped order, fully or partly (decision 025): the bikes are encoded into stock with their frame
 * numbers through the stock module's encode service, accessories go into the accessory stock with a delivery
 * movement, all in one transaction: a frame number already in stock refuses the whole delivery (409).
 */
export function createGroupedOrderReceivingService({
  clock,
  db,
  groupedOrders,
  encode,
  locations,
  fulfilment,
}: {
  clock: Clock;
  db: Db;
  groupedOrders: GroupedOrdersService;
  encode: EncodeService;
  locations: StockService;
  fulfilment: OrderFulfilmentService;
}) {
  /**
   * A bike that arrives for a customer's order is set aside for it at once (pending delivery), as the shop would do
   * by hand on the order page; an order that already has a bike, or refuses this one (model, size, closed), keeps
   * its state and the bike stays in stock.
   */
  async function setAsideForOrders(viewer: AuthUser, lines: GroupedOrderLineRow[], bikes: { lineId: number; id: number }[], actor: Actor) {
    for (const line of lines) {
      const arrived = bikes.filter((b) => b.lineId === line.id);
      if (line.kind !== 'bike' || line.orderId === null || arrived.length === 0) continue;
      await fulfilment.assignBike(viewer, line.orderId, arrived[0]!.id, actor).catch((error: unknown) => {
        if (!(error instanceof AppError && (error.statusCode === 409 || error.statusCode === 404 || error.statusCode === 422))) throw error;
      });
    }
  }

  /** 422 field codes for the delivery, against the lines as they are now. */
  function lineProblems(input: GroupedOrderReceiveRequest, lines: GroupedOrderLineRow[]) {
    const problems: Record<string, FieldCode> = {};
    const asked = new Map<number, number>();
    const check = (key: string, lineId: number, count: number, wantBike: boolean) => {
      const line = lines.find((l) => l.id === lineId);
      if (!line) return void (problems[`${key}.lineId`] = 'unknown_line');
      if ((line.kind === 'bike') !== wantBike) return void (problems[`${key}.lineId`] = 'wrong_line_kind');
      asked.set(lineId, (asked.get(lineId) ?? 0) + count);
      if (asked.get(lineId)! > line.quantity - line.receivedQuantity) problems[`${key}.quantity`] = 'too_many';
    };
    input.bikes.forEach((b, i) => check(`bikes.${i}`, b.lineId, b.frameNumbers.length, true));
    input.accessories.forEach((a, i) => check(`accessories.${i}`, a.lineId, a.quantity, false));
    return problems;
  }

  /** The encode service's `frameNumbers.N` codes, said per bike entry (`bikes.I.frameNumbers.J`). */
  async function frameProblems(input: GroupedOrderReceiveRequest): Promise<Record<string, FieldCode>> {
    if (input.bikes.length === 0) return {};
    const where = input.bikes.flatMap((b, i) => b.frameNumbers.map((_, j) => `bikes.${i}.frameNumbers.${j}`));
    const raw = await encode.frameProblems(input.bikes.flatMap((b) => b.frameNumbers));
    return Object.fromEntries(Object.entries(raw).map(([key, code]) => [where[Number(key.split('.')[1])]!, code]));
  }

  async function refuseFrames(input: GroupedOrderReceiveRequest) {
    const problems = await frameProblems(input);
    if (Object.values(problems).includes('frame_number_taken')) throw taken(problems);
    if (Object.keys(problems).length) throw invalid(problems);
  }

  return {
    async receive(viewer: AuthUser, id: number, input: GroupedOrderReceiveRequest, actor: Actor) {
      const order = await groupedOrders.found(id);
      if (!canReceiveGroupedOrder(order.status as never))
        throw conflict('invalid_transition', `A grouped order ${order.status} cannot be received`);
      const problems = lineProblems(input, await repo.linesOf(db, [id]));
      if (!(await locations.locations()).has(input.locationId)) problems.locationId = 'unknown_location';
      if (Object.keys(problems).length) throw invalid(problems);
      await refuseFrames(input);
      const today = clock.today();
      const { lines: received, bikes } = await db
        .transaction(async (tx) => {
          const before = await repo.lock(tx, id);
          if (!before || !canReceiveGroupedOrder(before.status as never))
            throw conflict('invalid_transition', 'The grouped order changed meanwhile');
          const lines = await repo.linesOf(tx, [id]);
          const again = lineProblems(input, lines);
          if (Object.keys(again).length) throw invalid(again);
          const byId = new Map(lines.map((l) => [l.id, l]));
          const bikes: { lineId: number; id: number; frameNumber: string }[] = [];
          for (const entry of input.bikes) {
            const line = byId.get(entry.lineId)!;
            const created = await encode.encodeWithin(
              tx,
              {
                modelId: line.modelId!,
                locationId: input.locationId,
                frameNumbers: entry.frameNumbers,
                size: line.size,
                color: null,
                purchaseDate: today,
              },
              actor,
            );
            const added = created.map((b) => ({ id: b.id, frameNumber: b.frameNumber }));
            bikes.push(...added.map((b) => ({ ...b, lineId: line.id })));
            byId.set(
              line.id,
              await repo.updateLine(tx, line.id, {
                receivedQuantity: line.receivedQuantity + added.length,
                receivedBikes: [...line.receivedBikes, ...added],
              }),
            );
          }
          for (const entry of input.accessories) {
            const line = byId.get(entry.lineId)!;
            // Only a catalogue accessory has a stock; boxes, free-text accessories and services are just ticked off.
            if (line.accessoryId !== null) {
              await applyMovement(
                tx,
                {
                  accessoryId: line.accessoryId,
                  locationId: input.locationId,
                  delta: entry.quantity,
                  reason: 'delivery',
                  note: `#${id} ${before.supplier}`,
                },
                actor,
              );
            }
            byId.set(line.id, await repo.updateLine(tx, line.id, { receivedQuantity: line.receivedQuantity + entry.quantity }));
          }
          const status = statusAfterReceiving([...byId.values()]);
          const after = await repo.update(tx, id, { status, receivedAt: status === 'received' ? clock.now() : before.receivedAt });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'grouped_order.received',
            entity: 'grouped_order',
            entityId: id,
            before,
            after: { ...after, bikes, accessories: input.accessories, locationId: input.locationId },
            ip: actor.ip,
          });
          return { lines: [...byId.values()], bikes };
        })
        .catch(async (error: unknown) => {
          // Someone encoded one of these frame numbers meanwhile: nothing was written, say which.
          if (isUniqueViolation(error)) await refuseFrames(input);
          throw error;
        });
      await setAsideForOrders(viewer, received, bikes, actor);
      // Customer orders whose bikes all arrived can go to the workshop.
      const complete = received.filter((l) => l.kind === 'bike' && l.receivedQuantity >= l.quantity).map((l) => l.orderId);
      await groupedOrders.advanceCustomerOrders(viewer, complete, 'waiting_for_parts', 'ready_for_workshop', actor);
      return groupedOrders.get(id);
    },
  };
}
