import {
  buyOutInstalments,
  LEASING_CONTRACT_TYPES,
  leasingContractMonthlyCents,
  leasingEndDate,
  leasingTermsFromOrder,
  warrantyFrom,
  type AuthUser,
  type Clock,
  type LeasingContract,
  type LeasingContractInput,
  type LeasingContractKind,
  type LeasingContractListItem,
  type LeasingContractListQuery,
  type LeasingContractStatus,
  type LeasingEndChoice,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import { scopeOf } from '../../../platform/tenancy';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import type { OrdersService } from '../../sales/orders.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import { conflict, iso, type Actor } from './leasing.customers';
import { contractWhere, leasingRepository as repo, type ContractRow } from './leasing.repository';

export type LeasingContractsService = ReturnType<typeof createLeasingContractsService>;

/** What a contract is made from at an order's hand-over (decision 060). */
export type Handover = {
  order: { id: number; contractType: string; label: string; amountExclVatCents: number; quantity: number };
  date: string;
  durationMonths: number | null;
  leasingDiscountPercent: number | null;
  bike: { id: number; frameNumber: string; companyId: number | null; userId: number | null };
};

/**
 * Leasing contracts (decision 049): typed by an admin or made at a leasing order's hand-over, read by whoever's scope
 * holds them (decision 068). Names come from the companies and identity services, the bike from stock.
 */
export function createLeasingContractsService(deps: {
  clock: Clock;
  db: Db;
  identity: IdentityService;
  companies: CompaniesService;
  bikes: BikesService;
  orders: OrdersService;
}) {
  const { clock, db, identity, companies, bikes, orders } = deps;

  async function views(rows: ContractRow[]): Promise<LeasingContractListItem[]> {
    const [firms, people, prepaidBills] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.namesByIds(rows.flatMap((r) => [r.userId, r.endChoiceById])),
      repo.prepaidBills(
        db,
        rows.filter((r) => r.kind === 'prepaid').map((r) => r.id),
      ),
    ]);
    return rows.map((r) => {
      const by = r.endChoiceById ? people.get(r.endChoiceById) : undefined;
      return {
        id: r.id,
        kind: r.kind as LeasingContractKind,
        status: r.status as LeasingContractStatus,
        bike: { id: r.bikeId, frameNumber: r.frameNumber, model: r.bikeLabel },
        company: r.companyId !== null ? { id: r.companyId, name: firms.get(r.companyId)?.name ?? '' } : null,
        user: r.userId !== null ? { id: r.userId, name: people.get(r.userId)?.name ?? '' } : null,
        orderId: r.orderId,
        startDate: r.startDate,
        endDate: r.endDate,
        contractMonths: r.contractMonths,
        bikeAmountCents: r.bikeAmountCents,
        yearlyMaintenanceBudgetCents: r.yearlyMaintenanceBudgetCents,
        monthlyInsuranceCents: r.monthlyInsuranceCents,
        monthlyFeesCents: r.monthlyFeesCents,
        monthlyPriceCents: r.monthlyPriceCents,
        buyOutCents: buyOutInstalments(r.bikeAmountCents).totalCents,
        noticeSentAt: iso(r.noticeSentAt),
        endChoice: r.endChoice as LeasingEndChoice | null,
        endChoiceAt: iso(r.endChoiceAt),
        endChoiceBy: by ? { id: r.endChoiceById!, name: by.name } : null,
        renewedAsId: r.renewedAsId,
        buyOutBillId: r.buyOutBillId,
        prepaidBillId: prepaidBills.get(r.id) ?? null,
        pickupRequestId: r.pickupRequestId,
        renewalLeadId: r.renewalLeadId,
        closedAt: iso(r.closedAt),
        // Spec §9 (decision 094): the bike was handed over when the contract started.
        warranty: warrantyFrom(r.startDate),
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  async function detail(row: ContractRow): Promise<LeasingContract> {
    const [view] = await views([row]);
    const instalments = await repo.instalmentsOf(db, row.id);
    const billed = instalments.length ? await repo.billedInstalments(db, row.id) : [];
    const billOf = new Map(billed.map((b) => [b.period, b.billId]));
    return {
      ...view!,
      instalments: instalments.map((i) => ({
        number: i.number,
        period: i.period,
        amountCents: i.amountCents,
        billId: billOf.get(i.period) ?? null,
      })),
    };
  }

  /** A contract the viewer's scope holds (decision 068); anything else is 404. */
  async function visible(viewer: AuthUser, id: number) {
    const row = await repo.byId(db, id, scopeOf(viewer));
    if (!row) throw notFound();
    return row;
  }

  async function audited(tx: Tx, row: ContractRow, actor: Actor, extra: Record<string, unknown> = {}) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'leasing_contract.created',
      entity: 'leasing_contract',
      entityId: row.id,
      after: { ...row, ...extra },
      ip: actor.ip,
    });
  }

  return {
    visible,
    reload: async (id: number) => detail((await repo.byId(db, id))!),

    /** A person's running contracts (active or ending), soonest end first: the dashboard's my-bike card (decision 058). */
    async runningOfUser(userId: number) {
      return (await repo.runningOfUser(db, userId)).map((r) => ({
        id: r.id,
        bikeId: r.bikeId,
        bikeLabel: r.bikeLabel,
        kind: r.kind as LeasingContractKind,
        status: r.status as LeasingContractStatus,
        startDate: r.startDate,
        endDate: r.endDate,
        monthlyPriceCents: r.monthlyPriceCents,
      }));
    },

    async list(viewer: AuthUser, query: LeasingContractListQuery) {
      const where = contractWhere(scopeOf(viewer), query, clock.today());
      const [rows, total] = await Promise.all([
        repo.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(viewer: AuthUser, query: LeasingContractListQuery) {
      return views(await repo.page(db, contractWhere(scopeOf(viewer), query, clock.today()), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },
    async get(viewer: AuthUser, id: number) {
      return detail(await visible(viewer, id));
    },

    /**
     * A contract for a leased bike, typed by an admin — from a delivered leasing order (`orderId`: the order must be
     * done, of a leasing kind and name this bike) or for a bike leased before the portal. Company and user come from the bike.
     */
    async create(viewer: AuthUser, input: LeasingContractInput, actor: Actor): Promise<LeasingContract> {
      const bike = await bikes.withLabel(input.bikeId);
      if (!bike) throw invalid({ bikeId: 'unknown_bike' });
      if (bike.row.companyId === null && bike.row.userId === null) throw invalid({ bikeId: 'not_allowed' });
      if (input.orderId !== null) {
        const order = await orders.get(viewer, input.orderId).catch(() => null);
        if (!order || (order.bikeId ?? order.bike?.id) !== input.bikeId) throw invalid({ orderId: 'unknown_order' });
        if (order.status !== 'done' || !(LEASING_CONTRACT_TYPES as readonly string[]).includes(order.contractType))
          throw invalid({ orderId: 'not_allowed' });
      }
      const monthlyPriceCents = leasingContractMonthlyCents(input);
      const id = await db.transaction(async (tx) => {
        if (await repo.runningOfBike(tx, input.bikeId)) throw conflict('This bike already has a running leasing contract');
        const row = await repo.insert(tx, {
          ...input,
          companyId: bike.row.companyId,
          userId: bike.row.userId,
          frameNumber: bike.row.frameNumber,
          bikeLabel: bike.label,
          endDate: leasingEndDate(input.startDate, input.contractMonths),
          monthlyPriceCents,
          createdById: actor.id,
        });
        await audited(tx, row, actor);
        return row.id;
      });
      return detail((await repo.byId(db, id))!);
    },

    /**
     * The contract a leasing order makes at its hand-over (decision 060), in the hand-over's transaction: start the
     * hand-over date, term and price from the order and its offer, company and user from the bike. One per order:
     * the order row is locked by the hand-over and the unique index on the order refuses a second.
     */
    async contractAtHandover(tx: Tx, handover: Handover, actor: Actor) {
      const terms = leasingTermsFromOrder({
        ...handover.order,
        durationMonths: handover.durationMonths,
        leasingDiscountPercent: handover.leasingDiscountPercent,
      });
      if (!terms) return null;
      const existing = await repo.ofOrder(tx, handover.order.id);
      if (existing) return existing.id;
      if (await repo.runningOfBike(tx, handover.bike.id)) throw conflict('This bike already has a running leasing contract');
      const row = await repo.insert(tx, {
        ...terms,
        bikeId: handover.bike.id,
        companyId: handover.bike.companyId,
        userId: handover.bike.userId,
        orderId: handover.order.id,
        frameNumber: handover.bike.frameNumber,
        bikeLabel: handover.order.label,
        startDate: handover.date,
        endDate: leasingEndDate(handover.date, terms.contractMonths),
        createdById: actor.id,
      });
      await audited(tx, row, actor, { fromHandover: true });
      return row.id;
    },
  };
}
