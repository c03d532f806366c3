import {
  canChangeGroupedOrderStatus,
  groupedOrderLineAmounts,
  groupedOrderTotals,
  isGroupedOrderEditable,
  type AuthUser,
  type GroupedOrder,
  type GroupedOrderLine,
  type GroupedOrderLineKind,
  type GroupedOrderLineRequest,
  type GroupedOrderRequest,
  type GroupedOrderStatus,
  type GroupedOrderSummary,
  type OrderedLine,
  type OrderedLineQuery,
  type Clock,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { readHistory, recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { PeopleService } from '../../identity/users/people.service';
import { conflict, type Actor } from '../offers.service';
import type { OrdersService } from '../orders.service';
import { groupedOrdersRepository as repo, type GroupedOrderLineRow, type GroupedOrderRow } from './grouped-orders.repository';

export type GroupedOrdersDeps = {
  clock: Clock;
  db: Db;
  models: BikeModelsService;
  accessories: AccessoriesService;
  orders: OrdersService;
  people: PeopleService;
};
export type GroupedOrdersService = ReturnType<typeof createGroupedOrdersService>;
type ListQuery = {
  page: number;
  perPage: number;
  sort: 'id' | 'supplier' | 'expectedOn' | 'status';
  order: 'asc' | 'desc';
  q?: string;
  status?: GroupedOrderStatus;
};

export const BIKE_KINDS = ['bike'] as const;
export const ACCESSORY_KINDS = ['accessory', 'box', 'other_accessory', 'service'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const notEditable = () => new AppError(409, 'grouped_order_not_editable', 'Lines change only while the grouped order is a draft');

export function lineView(r: GroupedOrderLineRow): GroupedOrderLine {
  const a = groupedOrderLineAmounts(r);
  return {
    id: r.id,
    kind: r.kind as GroupedOrderLineKind,
    label: r.label,
    modelId: r.modelId,
    size: r.size,
    accessoryId: r.accessoryId,
    description: r.description,
    orderId: r.orderId,
    quantity: r.quantity,
    receivedQuantity: r.receivedQuantity,
    unitPriceCents: r.unitPriceCents,
    vatRate: r.vatRate,
    amounts: { exclVatCents: a.exclVatCents, vatCents: a.vatCents, inclVatCents: a.inclVatCents },
    receivedBikes: r.receivedBikes,
  };
}

function summary(r: GroupedOrderRow, lines: GroupedOrderLineRow[]): GroupedOrderSummary {
  const status = r.status as GroupedOrderStatus;
  return {
    id: r.id,
    supplier: r.supplier,
    reference: r.reference,
    expectedOn: r.expectedOn,
    notes: r.notes,
    status,
    // Receiving is its own action (partially_received and received are where a delivery lands).
    nextStatuses: (['ordered', 'cancelled'] as const).filter((s) => canChangeGroupedOrderStatus(status, s)),
    totals: groupedOrderTotals(lines),
    orderedAt: iso(r.orderedAt),
    receivedAt: iso(r.receivedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    lineCount: lines.length,
  };
}

/** Grouped orders (spec §2): the shop's orders to its suppliers (decision 025). Staff only; receiving is in grouped-order-receiving.service.ts. */
export function createGroupedOrdersService({ clock, db, models, accessories, orders, people }: GroupedOrdersDeps) {
  async function found(id: number) {
    const row = await repo.byId(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function view(row: GroupedOrderRow): Promise<GroupedOrder> {
    const lines = await repo.linesOf(db, [row.id]);
    const { lineCount: _count, ...rest } = summary(row, lines);
    return { ...rest, lines: lines.map(lineView) };
  }

  /** The line as written: its label from the catalogue (bike, accessory) or its description; 422 with field codes otherwise. */
  async function lineValues(viewer: AuthUser, input: GroupedOrderLineRequest) {
    const problems: Record<string, FieldCode> = {};
    let label = input.description ?? '';
    if (input.kind === 'bike') {
      const model = input.modelId === null ? undefined : (await models.summariesByIds([input.modelId])).get(input.modelId);
      if (!model) problems.modelId = input.modelId === null ? 'required' : 'unknown_model';
      else label = [`${model.brand} ${model.model}`, input.size].filter(Boolean).join(' · ');
    } else if (input.kind === 'accessory') {
      const accessory =
        input.accessoryId === null ? undefined : (await accessories.summariesByIds([input.accessoryId])).get(input.accessoryId);
      if (!accessory) problems.accessoryId = input.accessoryId === null ? 'required' : 'unknown_accessory';
      else label = accessory.name;
    } else if (!input.description) problems.description = 'required';
    if (input.orderId !== null) {
      const exists = await orders.get(viewer, input.orderId).then(
        () => true,
        () => false,
      );
      if (!exists) problems.orderId = 'unknown_order';
    }
    if (Object.keys(problems).length) throw invalid(problems);
    return {
      kind: input.kind,
      label,
      modelId: input.kind === 'bike' ? input.modelId : null,
      size: input.kind === 'bike' ? input.size : null,
      accessoryId: input.kind === 'accessory' ? input.accessoryId : null,
      description: input.description,
      orderId: input.orderId,
      quantity: input.quantity,
      unitPriceCents: input.unitPriceCents,
      vatRate: input.vatRate,
    };
  }

  /** Changes the order (or its lines) under its row lock, with an audit row; `check` runs against the locked row. */
  async function change(
    id: number,
    action: string,
    actor: Actor,
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], before: GroupedOrderRow) => Promise<unknown>,
  ) {
    await found(id);
    const row = await db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw notFound();
      const after = await work(tx, before);
      await recordAudit(tx, {
        actorId: actor.id,
        action,
        entity: 'grouped_order',
        entityId: id,
        before,
        after: after ?? null,
        ip: actor.ip,
      });
      return repo.byId(tx, id);
    });
    return view(row!);
  }

  async function transition(id: number, to: 'ordered' | 'cancelled', actor: Actor) {
    return change(id, `grouped_order.${to}`, actor, async (tx, before) => {
      if (!canChangeGroupedOrderStatus(before.status as GroupedOrderStatus, to))
        throw conflict('invalid_transition', `A grouped order ${before.status} cannot become ${to}`);
      if (to === 'ordered' && (await repo.linesOf(tx, [id])).length === 0)
        throw conflict('invalid_transition', 'A grouped order without lines cannot be ordered');
      return repo.update(tx, id, to === 'ordered' ? { status: to, orderedAt: clock.now() } : { status: to });
    });
  }

  /** Customer orders bought on these lines move forward when their status allows it (best effort, after the order's own change). */
  async function advanceCustomerOrders(
    viewer: AuthUser,
    orderIds: (number | null)[],
    from: string,
    to: 'waiting_for_parts' | 'ready_for_workshop',
    actor: Actor,
  ) {
    for (const orderId of new Set(orderIds.filter((o): o is number => o !== null))) {
      const order = await orders.get(viewer, orderId).catch(() => null);
      // Moved by someone else meanwhile (409): the grouped order's change stands, that order is left as it is.
      if (order?.status === from)
        await orders.setStatus(viewer, orderId, to, actor).catch((error: unknown) => {
          if (!(error instanceof AppError && error.statusCode === 409)) throw error;
        });
    }
  }

  function orderedLine(r: { line: GroupedOrderLineRow; order: GroupedOrderRow }): OrderedLine {
    const { receivedBikes: _bikes, ...line } = lineView(r.line);
    const o = r.order;
    return {
      ...line,
      groupedOrder: {
        id: o.id,
        supplier: o.supplier,
        reference: o.reference,
        status: o.status as GroupedOrderStatus,
        expectedOn: o.expectedOn,
      },
    };
  }

  async function orderedLines(kinds: readonly string[], query: OrderedLineQuery) {
    const [rows, total] = await Promise.all([
      repo.orderedLines(db, kinds, query, query.perPage, (query.page - 1) * query.perPage),
      repo.countOrderedLines(db, kinds, query),
    ]);
    return pageOf(rows.map(orderedLine), total, query);
  }

  return {
    found,
    view,
    advanceCustomerOrders,

    async list(query: ListQuery) {
      const f = { q: query.q, status: query.status };
      const [rows, total] = await Promise.all([
        repo.page(db, f, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, f),
      ]);
      const lines = await repo.linesOf(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((r) =>
          summary(
            r,
            lines.filter((l) => l.groupedOrderId === r.id),
          ),
        ),
        total,
        query,
      );
    },

    get: async (id: number) => view(await found(id)),

    async create(input: GroupedOrderRequest, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, { ...input, createdById: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'grouped_order.created',
          entity: 'grouped_order',
          entityId: created.id,
          after: created,
          ip: actor.ip,
        });
        return created;
      });
      return view(row);
    },

    /** Supplier, reference, expected date and notes change until the order is received or cancelled. */
    update: (id: number, input: GroupedOrderRequest, actor: Actor) =>
      change(id, 'grouped_order.updated', actor, async (tx, before) => {
        if (before.status === 'received' || before.status === 'cancelled') throw notEditable();
        return repo.update(tx, id, input);
      }),

    async addLine(viewer: AuthUser, id: number, input: GroupedOrderLineRequest, actor: Actor) {
      const values = await lineValues(viewer, input);
      return change(id, 'grouped_order.line_added', actor, async (tx, before) => {
        if (!isGroupedOrderEditable(before.status as GroupedOrderStatus)) throw notEditable();
        return repo.insertLine(tx, { ...values, groupedOrderId: id });
      });
    },

    async updateLine(viewer: AuthUser, id: number, lineId: number, input: GroupedOrderLineRequest, actor: Actor) {
      if (!(await repo.line(db, id, lineId))) throw notFound();
      const values = await lineValues(viewer, input);
      return change(id, 'grouped_order.line_changed', actor, async (tx, before) => {
        if (!isGroupedOrderEditable(before.status as GroupedOrderStatus)) throw notEditable();
        return repo.updateLine(tx, lineId, values);
      });
    },

    async removeLine(id: number, lineId: number, actor: Actor) {
      const line = await repo.line(db, id, lineId);
      if (!line) throw notFound();
      return change(id, 'grouped_order.line_removed', actor, async (tx, before) => {
        if (!isGroupedOrderEditable(before.status as GroupedOrderStatus)) throw notEditable();
        await repo.deleteLine(tx, lineId);
        return { removed: line };
      });
    },

    /** Sent to the supplier: the customer orders waiting to be ordered now wait for their parts. */
    async markOrdered(viewer: AuthUser, id: number, actor: Actor) {
      const result = await transition(id, 'ordered', actor);
      await advanceCustomerOrders(
        viewer,
        result.lines.map((l) => l.orderId),
        'to_order',
        'waiting_for_parts',
        actor,
      );
      return result;
    },

    cancel: (id: number, actor: Actor) => transition(id, 'cancelled', actor),

    async history(id: number, query: { page: number; perPage: number }) {
      await found(id);
      return readHistory(db, people.names, { entity: 'grouped_order', entityId: id }, query);
    },

    bikeOrders: (query: OrderedLineQuery) => orderedLines(BIKE_KINDS, query),
    accessoryOrders: (query: OrderedLineQuery) => orderedLines(ACCESSORY_KINDS, query),
    /** Every matching line (at most 10 000) for a CSV or XLSX download. */
    async orderedLinesForExport(kinds: readonly string[], query: OrderedLineQuery) {
      const rows = await repo.orderedLines(db, kinds, query, EXPORT_MAX_ROWS, 0);
      return rows.map(orderedLine);
    },
  };
}
