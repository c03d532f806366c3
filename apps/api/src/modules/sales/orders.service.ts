import {
  canChangeOrderStatus,
  initialOrderStatus,
  nextOrderStatuses,
  orderGroup,
  ORDER_START_STATUS,
  statusesOfGroup,
  orderTracker,
  type AuthUser,
  type DeliveryMethod,
  type GroupedOrderStatus,
  type Order,
  type OrderGroup,
  type OrderStatus,
  type Clock,
  can,
} from '@veloport/domain';
import type { Db, IdCondition, Tx } from '../../db/client';
import { readHistory, recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { pageOf } from '../../platform/list';
import type { Mailer } from '../../platform/mail';
import type { CompaniesService } from '../companies/companies.service';
import type { ConditionsService } from '../companies/conditions/conditions.service';
import type { IdentityService } from '../identity/identity.service';
import type { PeopleService } from '../identity/users/people.service';
import type { OrderBikesService } from '../stock/bikes/order-bikes.service';
import type { StockService } from '../stock/stock.service';
import { customerStepMail, localeOf, type CustomerStep } from './orders/order-mails';
import { offersRepository } from './offers.repository';
import { conflict, type Actor, type OffersService } from './offers.service';
import { ordersRepository, type OrderFilters, type OrderRow } from './orders.repository';
import { groupedOrdersRepository } from './grouped-orders/grouped-orders.repository';
import { scopeOf } from '../../platform/tenancy';
import { SALES_SCOPE } from './sales.scope';
import { offerPromoRepository } from './offer-promo/offer-promo.repository';

export type OrdersService = ReturnType<typeof createOrdersService>;
type ListQuery = {
  page: number;
  perPage: number;
  sort: 'id' | 'createdAt' | 'status';
  order: 'asc' | 'desc';
  group?: OrderGroup;
  status?: OrderStatus;
  companyId?: number;
  userId?: number;
  offerId?: number;
};

const iso = (d: Date) => d.toISOString();

/** A move to `status` now: the tracker's clock (when it entered it, and the last time it reached each status). */
export function statusStamp(row: Pick<OrderRow, 'reachedAt'> | null, status: OrderStatus, now: Date) {
  return { status, statusChangedAt: now, reachedAt: { ...(row?.reachedAt ?? {}), [status]: iso(now) } };
}

export type OrdersDeps = {
  clock: Clock;
  db: Db;
  offers: OffersService;
  companies: CompaniesService;
  conditions: ConditionsService;
  identity: IdentityService;
  people: PeopleService;
  orderBikes: OrderBikesService;
  stock: StockService;
  mail: Mailer;
  publicUrl: string;
};

/**
 * Orders (seed §4): one per bike line of a signed offer; the workflow of `orders.ts` in packages/domain; an
 * employee's order in a company that asks for it waits for a fleet manager's validation (decision 021).
 */
export function createOrdersService(deps: OrdersDeps) {
  const { clock, db, offers, companies, conditions, identity, people, orderBikes, stock, mail, publicUrl } = deps;

  /** Rows to views in two queries whatever their number (company names, people's names). */
  async function views(rows: OrderRow[]): Promise<Order[]> {
    const [companyNames, userNames, bikeViews, locations, promoShares, deliveryPrices] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.namesByIds(rows.flatMap((r) => [r.userId, r.validatedById, r.handedOverById])),
      orderBikes.views(rows.flatMap((r) => (r.bikeId !== null && r.bikeAssignedAt ? [r.bikeId] : []))),
      stock.locations(),
      offerPromoRepository.orderShares(
        db,
        rows.map((r) => r.id),
      ),
      offerPromoRepository.deliveryPrices(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const person = (id: number | null) =>
      id === null ? null : ((u) => (u ? { id: u.id, name: u.name } : { id, name: `#${id}` }))(userNames.get(id));
    return rows.map((r) => {
      const status = r.status as OrderStatus;
      const validation =
        r.validationDecision && r.validatedAt
          ? {
              decision: r.validationDecision as 'validated' | 'refused',
              by: person(r.validatedById),
              at: iso(r.validatedAt),
              reason: r.refusalReason,
            }
          : null;
      const bike = r.bikeId !== null && r.bikeAssignedAt ? bikeViews.get(r.bikeId) : undefined;
      return {
        id: r.id,
        offerId: r.offerId,
        offerLineId: r.offerLineId,
        status,
        group: orderGroup(status),
        // `done` is reached by the handover, never by a status change (decision 024).
        nextStatuses: nextOrderStatuses(status).filter((s) => s !== 'done'),
        contractType: r.contractType as Order['contractType'],
        label: r.label,
        modelId: r.modelId,
        size: r.size,
        bikeId: r.bikeId,
        quantity: r.quantity,
        amountExclVatCents: r.amountExclVatCents,
        amountInclVatCents: r.amountInclVatCents,
        promo: promoShares.get(r.id) ?? null,
        deliveryPrice: deliveryPrices.get(r.id) ?? null,
        company: r.companyId === null ? null : (companyNames.get(r.companyId) ?? null),
        user: person(r.userId),
        validation,
        statusChangedAt: iso(r.statusChangedAt),
        delivery: {
          method: r.deliveryMethod as DeliveryMethod | null,
          address: r.deliveryAddress,
          billingAddress: r.billingAddress,
          notes: r.deliveryNotes,
          pickupLocation:
            r.pickupLocationId === null
              ? null
              : (locations.get(r.pickupLocationId) ?? { id: r.pickupLocationId, name: `#${r.pickupLocationId}` }),
        },
        bike: bike
          ? {
              id: bike.id,
              frameNumber: bike.frameNumber,
              model: bike.model ? `${bike.model.brand} ${bike.model.model}` : null,
              size: bike.size,
              contractKind: bike.contractKind,
              assignedAt: r.bikeAssignedAt ? iso(r.bikeAssignedAt) : null,
            }
          : null,
        handover:
          r.handedOverAt && r.handoverDate
            ? {
                date: r.handoverDate,
                receiverName: r.handoverReceiverName ?? '',
                hasSignature: Boolean(r.handoverSignature),
                by: person(r.handedOverById),
                at: iso(r.handedOverAt),
              }
            : null,
        tracker: orderTracker({
          status,
          createdAt: iso(r.createdAt),
          statusChangedAt: iso(r.statusChangedAt),
          reachedAt: r.reachedAt as Partial<Record<OrderStatus, string>>,
          validation,
        }),
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      };
    });
  }

  async function visible(viewer: AuthUser, id: number) {
    const row = await ordersRepository.byId(db, scopeOf(viewer, SALES_SCOPE), id);
    if (!row) throw notFound();
    return row;
  }

  /** Changes one order under a row lock, checked against its status inside the transaction. */
  async function change(
    viewer: AuthUser,
    id: number,
    action: string,
    next: (row: OrderRow, tx: Tx) => Partial<OrderRow> | Promise<Partial<OrderRow>>,
    actor: Actor,
    step?: (row: OrderRow) => CustomerStep | null,
  ) {
    const seen = await visible(viewer, id);
    // Read before the transaction: PGlite has one connection, a query outside it would wait for it.
    const [customer, stores] =
      step && seen.userId !== null
        ? await Promise.all([identity.customersByIds([seen.userId]).then((m) => m.get(seen.userId!)), stock.locations()])
        : [undefined, undefined];
    const row = await db.transaction(async (tx) => {
      const before = await ordersRepository.lock(tx, scopeOf(viewer, SALES_SCOPE), id);
      if (!before) throw notFound();
      const after = await ordersRepository.update(tx, id, await next(before, tx));
      await recordAudit(tx, { actorId: actor.id, action, entity: 'order', entityId: id, before, after, ip: actor.ip });
      const mailStep = step?.(after);
      if (mailStep && customer) await mailCustomer(tx, after, mailStep, customer, stores!);
      return after;
    });
    return (await views([row]))[0]!;
  }

  /** The customer's mail at a step of their order, in their language, in the change's transaction (decision 024). */
  async function mailCustomer(
    tx: Tx,
    row: OrderRow,
    step: CustomerStep,
    customer: { name: string; email: string; language: string },
    stores: Map<number, { name: string }>,
  ) {
    const locale = localeOf(customer.language);
    const extra =
      step === 'refused'
        ? (row.refusalReason ?? '')
        : step === 'handed_over'
          ? (row.handoverDate ?? '')
          : step === 'ready_in_shop' && row.pickupLocationId
            ? (stores.get(row.pickupLocationId)?.name ?? '')
            : '';
    const link = `${publicUrl}/${locale}/dashboard/fleet/orders/user/${row.id}`;
    await mail.send(
      { to: customer.email, ...customerStepMail(step, { locale, name: customer.name, orderId: row.id, label: row.label, extra, link }) },
      tx,
    );
  }

  const pending = (row: OrderRow) => {
    if (row.status !== 'pending_validation') throw conflict('invalid_transition', `An order ${row.status} is not waiting for validation`);
  };

  return {
    /** Billing's read, through its bill-source adapter (decisions 048, 069): purchase orders not billed yet. */
    purchasesToBill: (unbilled: IdCondition, limit: number, ids?: number[]) => ordersRepository.purchasesToBill(db, unbilled, ids, limit),

    async list(viewer: AuthUser, query: ListQuery) {
      const scope = scopeOf(viewer, SALES_SCOPE);
      const statuses = query.group
        ? statusesOfGroup(query.group).filter((s) => !query.status || s === query.status)
        : query.status
          ? [query.status]
          : undefined;
      const f: OrderFilters = { statuses, companyId: query.companyId, userId: query.userId, offerId: query.offerId };
      const [rows, total] = await Promise.all([
        ordersRepository.page(db, scope, f, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        ordersRepository.count(db, scope, f),
      ]);
      return pageOf(await views(rows), total, query);
    },

    /** One order, with the supplier orders its bike waits on (only here: a list does not need them). */
    get: async (viewer: AuthUser, id: number): Promise<Order> => {
      const [order] = await views([await visible(viewer, id)]);
      const supplierOrders = await groupedOrdersRepository.forCustomerOrder(db, id);
      return { ...order!, supplierOrders: supplierOrders.map((s) => ({ ...s, status: s.status as GroupedOrderStatus })) };
    },

    /** The orders of an offer the caller may see. */
    async ofOffer(viewer: AuthUser, offerId: number) {
      await offers.visible(viewer, offerId);
      return { data: await views(await ordersRepository.ofOffer(db, offerId)) };
    },

    /**
     * One order per bike line of a signed offer. Made once: asked again, it answers the orders already made
     * (`created: false`). An employee's order starts `pending_validation` when the company's condition says so.
     */
    async createFromOffer(viewer: AuthUser, offerId: number, actor: Actor) {
      const offer = await offers.visible(viewer, offerId);
      if (offer.status !== 'signed') throw conflict('offer_not_signed', 'Only a signed offer can be ordered');
      const [view] = await offers.views([offer]);
      const customer = offer.userId === null ? undefined : (await identity.customersByIds([offer.userId])).get(offer.userId);
      const needsValidation = offer.companyId === null ? false : await conditions.ordersNeedValidation(offer.companyId);
      const status = initialOrderStatus({
        companyRequiresValidation: needsValidation,
        forEmployee: Boolean(customer && !can(customer, 'fleetManager')),
      });
      const result = await db.transaction(async (tx) => {
        // The offer's row lock makes two simultaneous requests make the orders once.
        await offersRepository.lock(tx, { kind: 'all' }, offerId);
        const existing = await ordersRepository.ofOffer(tx, offerId);
        if (existing.length) return { rows: existing, created: false };
        const rows = await ordersRepository.insertMany(
          tx,
          view!.lines
            .filter((l) => l.kind === 'bike')
            .map((l) => ({
              offerId,
              offerLineId: l.id,
              companyId: offer.companyId,
              userId: offer.userId,
              contractType: offer.contractType,
              label: l.label,
              modelId: l.modelId,
              size: l.size,
              bikeId: l.bikeId,
              quantity: l.quantity,
              amountExclVatCents: l.amounts.exclVatCents,
              amountInclVatCents: l.amounts.inclVatCents,
              ...statusStamp(null, status, clock.now()),
            })),
        );
        await offerPromoRepository.shareOverOrders(tx, offerId, rows);
        for (const row of rows)
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'order.created',
            entity: 'order',
            entityId: row.id,
            after: row,
            ip: actor.ip,
          });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.ordered',
          entity: 'offer',
          entityId: offerId,
          after: { orderIds: rows.map((r) => r.id) },
          ip: actor.ip,
        });
        return { rows, created: true };
      });
      return { data: await views(result.rows), created: result.created };
    },

    validate: (viewer: AuthUser, id: number, actor: Actor) =>
      change(
        viewer,
        id,
        'order.validated',
        (row) => {
          pending(row);
          return {
            ...statusStamp(row, ORDER_START_STATUS, clock.now()),
            validationDecision: 'validated',
            validatedById: viewer.id,
            validatedAt: clock.now(),
            refusalReason: null,
          };
        },
        actor,
        () => 'validated',
      ),

    refuse: (viewer: AuthUser, id: number, reason: string, actor: Actor) =>
      change(
        viewer,
        id,
        'order.refused',
        (row) => {
          pending(row);
          return {
            ...statusStamp(row, 'cancelled', clock.now()),
            validationDecision: 'refused',
            validatedById: viewer.id,
            validatedAt: clock.now(),
            refusalReason: reason,
          };
        },
        actor,
        () => 'refused',
      ),

    setStatus: (viewer: AuthUser, id: number, status: OrderStatus, actor: Actor) =>
      change(
        viewer,
        id,
        'order.status_changed',
        (row) => {
          if (!canChangeOrderStatus(row.status as OrderStatus, status))
            throw conflict('invalid_transition', `An order ${row.status} cannot become ${status}`);
          // `done` is the handover's: it records who received the bike and moves it (decision 024).
          if (status === 'done') throw new AppError(409, 'handover_required', 'An order is done through its handover');
          return statusStamp(row, status, clock.now());
        },
        actor,
        (after) => (after.status === 'ready_in_shop' || after.status === 'ready_for_delivery' ? after.status : null),
      ),

    /** For the fulfilment service (delivery, bike, handover): the same locked change, mail and view. */
    change,
    visible,
    views,

    async history(viewer: AuthUser, id: number, query: { page: number; perPage: number }) {
      await visible(viewer, id);
      return readHistory(db, people.names, { entity: 'order', entityId: id }, query);
    },
  };
}
