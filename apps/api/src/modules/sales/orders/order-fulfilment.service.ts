import {
  canChangeOrderStatus,
  CLOSED_ORDER_STATUSES,
  contractKindAfterHandover,
  ORDER_DELIVERY_KIND,
  postalCodeOf,
  zonedDeliveryPriceCents,
  zoneOf,
  type AuthUser,
  type OrderDeliveryRequest,
  type OrderStatus,
  type Clock,
} from '@veloport/domain';
import type { Tx } from '../../../db/client';
import { AppError, invalid, type FieldCode } from '../../../platform/errors';
import type { OrderBikesService } from '../../stock/bikes/order-bikes.service';
import type { StockService } from '../../stock/stock.service';
import type { DeliverySettingsService } from '../../billing/online-payments/delivery-settings.service';
import { offerPromoRepository } from '../offer-promo/offer-promo.repository';
import { offersRepository } from '../offers.repository';
import type { Actor } from '../offers.service';
import { statusStamp, type OrdersService } from '../orders.service';
import { ordersRepository, type OrderRow } from '../orders.repository';

export type OrderFulfilmentService = ReturnType<typeof createOrderFulfilmentService>;

/**
 * The port through which another module acts when an order is handed over, in the hand-over's own transaction
 * (decisions 060, 069): the leasing module makes a leased bike's contract there, so a hand-over never commits without it.
 */
export type HandoverListener = (
  tx: Tx,
  handover: {
    order: OrderRow;
    date: string;
    durationMonths: number | null;
    leasingDiscountPercent: number | null;
    bike: { id: number; frameNumber: string; companyId: number | null; userId: number | null };
  },
  actor: Actor,
) => Promise<void>;

const refuse = (
  code: 'order_closed' | 'order_has_bike' | 'no_bike_assigned' | 'bike_already_assigned' | 'invalid_transition',
  message: string,
) => new AppError(409, code, message);
const open = (row: OrderRow) => {
  if (CLOSED_ORDER_STATUSES.includes(row.status as OrderStatus))
    throw refuse('order_closed', `An order ${row.status} cannot change any more`);
};

/**
 * What happens to an order after it exists (issue 11, decision 024): its delivery information, the stock bike
 * set aside for it when it arrives, and the handover that closes it. Every change goes through the orders
 * service's locked `change` (audit row, customer mail); the bike's side through the stock module's service.
 */
export function createOrderFulfilmentService(deps: {
  clock: Clock;
  orders: OrdersService;
  orderBikes: OrderBikesService;
  stock: StockService;
  delivery?: DeliverySettingsService;
  /** What happens at each hand-over besides the order's own change (the leasing contract), in its transaction. */
  handedOver: HandoverListener;
}) {
  const { clock, orders, orderBikes, stock, delivery, handedOver } = deps;

  return {
    /** Home and relay point need an address; store pickup one of the stores. */
    async setDelivery(viewer: AuthUser, id: number, input: OrderDeliveryRequest, actor: Actor) {
      const problems: Record<string, FieldCode> = {};
      if (input.method === 'store_pickup') {
        if (input.pickupLocationId === null) problems.pickupLocationId = 'required';
        else if (!(await stock.locations()).has(input.pickupLocationId)) problems.pickupLocationId = 'unknown_location';
      } else if (!input.address) problems.address = 'required';
      if (Object.keys(problems).length) throw invalid(problems);
      // Read before the change's transaction (PGlite has one connection).
      const settings = delivery ? await delivery.get() : null;
      const postalCode = input.method === 'store_pickup' ? null : postalCodeOf(input.address);
      return orders.change(
        viewer,
        id,
        'order.delivery_changed',
        async (row, tx) => {
          open(row);
          // Its price from the delivery settings and zones (decision 059); a method not offered there is refused.
          if (settings) {
            const kind = ORDER_DELIVERY_KIND[input.method];
            const method = settings.methods.find((m) => m.kind === kind);
            const share = (await offerPromoRepository.orderShares(tx, [row.id])).get(row.id)?.discountCents ?? 0;
            const priceCents = method
              ? zonedDeliveryPriceCents(method, postalCode, row.amountInclVatCents - share, settings.freeDeliveryFromCents)
              : null;
            if (priceCents === null) throw invalid({ method: 'not_offered_here' });
            await offerPromoRepository.setDeliveryPrice(tx, row.id, {
              kind,
              postalCode,
              zone: zoneOf(method!.zones, postalCode)?.name ?? null,
              priceCents,
            });
          }
          return {
            deliveryMethod: input.method,
            deliveryAddress: input.method === 'store_pickup' ? null : input.address,
            billingAddress: input.billingAddress,
            deliveryNotes: input.notes,
            pickupLocationId: input.method === 'store_pickup' ? input.pickupLocationId : null,
          };
        },
        actor,
      );
    },

    /** Stock bikes this order may take (its model, and size when known). */
    async candidates(viewer: AuthUser, id: number) {
      const row = await orders.visible(viewer, id);
      // The frame named on the offer's line (decision 021) comes first while it is still in stock.
      const bikes = (await orderBikes.candidates(row.modelId, row.size)).sort(
        (a, b) => Number(b.id === row.bikeId) - Number(a.id === row.bikeId),
      );
      return {
        data: bikes.map((b) => ({
          id: b.id,
          frameNumber: b.frameNumber,
          model: b.model ? `${b.model.brand} ${b.model.model}` : null,
          size: b.size,
          location: b.location,
        })),
      };
    },

    /** The bike has arrived: a stock bike (not set aside for another order) becomes the order's, pending delivery. */
    async assignBike(viewer: AuthUser, id: number, bikeId: number, actor: Actor) {
      return orders.change(
        viewer,
        id,
        'order.bike_assigned',
        async (row, tx) => {
          open(row);
          if (row.bikeAssignedAt) throw refuse('order_has_bike', 'The order already has a bike; unassign it first');
          if (await ordersRepository.bikeTaken(tx, bikeId, id))
            throw refuse('bike_already_assigned', 'This bike is assigned to another order');
          await orderBikes.reserve(tx, bikeId, id, { modelId: row.modelId, size: row.size }, actor).catch((error: unknown) => {
            // A bike that does not exist is a bad field, not a missing order.
            if ((error as { statusCode?: number }).statusCode === 404) throw invalid({ bikeId: 'unknown_bike' });
            throw error;
          });
          return { bikeId, bikeAssignedAt: clock.now() };
        },
        actor,
      );
    },

    /** Before the handover, the bike goes back to stock. */
    async unassignBike(viewer: AuthUser, id: number, actor: Actor) {
      return orders.change(
        viewer,
        id,
        'order.bike_unassigned',
        async (row, tx) => {
          open(row);
          if (!row.bikeAssignedAt || row.bikeId === null) throw refuse('no_bike_assigned', 'The order has no bike assigned');
          await orderBikes.release(tx, row.bikeId, id, actor);
          return { bikeId: null, bikeAssignedAt: null };
        },
        actor,
      );
    },

    /**
     * The handover: who received the bike, when, and who handed it over. The order is done (from a status that
     * may become done), the bike takes the order's contract kind, company and person.
     */
    async handOver(viewer: AuthUser, id: number, input: { date: string; receiverName: string; signature: string | null }, actor: Actor) {
      return orders.change(
        viewer,
        id,
        'order.handed_over',
        async (row, tx) => {
          if (!row.bikeAssignedAt || row.bikeId === null) throw refuse('no_bike_assigned', 'Assign a stock bike before the handover');
          if (!canChangeOrderStatus(row.status as OrderStatus, 'done'))
            throw refuse('invalid_transition', `An order ${row.status} cannot be handed over`);
          const offer = await offersRepository.byId(tx, { kind: 'all' }, row.offerId);
          const contractKind = contractKindAfterHandover(row.contractType as Parameters<typeof contractKindAfterHandover>[0]);
          const bike = await orderBikes.handOver(
            tx,
            row.bikeId,
            id,
            {
              contractKind,
              contractMonths: contractKind === 'sold' ? null : (offer?.durationMonths ?? null),
              companyId: row.companyId,
              userId: row.userId,
              date: input.date,
              salePriceCents: contractKind === 'sold' ? Math.round(row.amountInclVatCents / row.quantity) : null,
            },
            actor,
          );
          await handedOver(
            tx,
            {
              order: row,
              date: input.date,
              durationMonths: offer?.durationMonths ?? null,
              leasingDiscountPercent: offer?.plan?.leasingDiscountPercent ?? null,
              bike: { id: bike.id, frameNumber: bike.frameNumber, companyId: bike.companyId, userId: bike.userId },
            },
            actor,
          );
          return {
            ...statusStamp(row, 'done', clock.now()),
            handoverDate: input.date,
            handoverReceiverName: input.receiverName,
            handoverSignature: input.signature,
            handedOverById: actor.id,
            handedOverAt: clock.now(),
          };
        },
        actor,
        () => 'handed_over',
      );
    },

    /** The receiver's drawn signature, as the PNG it was drawn in (null without one). */
    async signature(viewer: AuthUser, id: number) {
      const row = await orders.visible(viewer, id);
      const match = row.handoverSignature ? /^data:image\/png;base64,(.+)$/.exec(row.handoverSignature) : null;
      return match ? Buffer.from(match[1]!, 'base64') : null;
    },
  };
}
