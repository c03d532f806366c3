import {
  assignmentProblems,
  MONTHLY_CONTRACT_KINDS,
  type AssignBikeInput,
  type BikeEventKind,
  type BikeStatus,
  type ContractKind,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import type { BikesService } from './bikes.service';
import { bikesRepository, type BikeRow, type NewBike } from './bikes.repository';
import { shopStockRepository } from '../shop-stock/shop-stock.repository';
import type { StockService } from '../stock.service';

type Deps = {
  db: Db;
  bikes: BikesService;
  companies: CompaniesService;
  identity: IdentityService;
  locations: StockService;
  /** The books (decision 115): whether a bike's disposal entry is written, which a write-off undone would leave behind. */
  books?: { disposalBooked(bikeId: number): Promise<boolean> };
};
export type BikeActionsService = ReturnType<typeof createBikeActionsService>;
type Change = { values: Partial<NewBike>; kind: BikeEventKind; details: Record<string, unknown> } | null;

const soldRefusal = () => new AppError(409, 'bike_sold', 'This bike has been sold');
const stolenRefusal = () => new AppError(409, 'bike_stolen', 'This bike is declared stolen');
const scrappedRefusal = () => new AppError(409, 'bike_scrapped', 'This bike has been written off');
/** The kinds of a bike the business lets out and owns: the fixed assets a write-off takes off the register. */
const LET_KINDS: readonly string[] = ['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid', 'renting'];

/**
 * The named transitions of a physical bike (architecture: a state change is an action).
 * Each one locks the bike, writes the change, a row in the bike's history and an audit row, in one transaction.
 */
export async function changeBike(tx: Tx, id: number, actor: Actor, action: string, decide: (bike: BikeRow) => Change): Promise<BikeRow> {
  const before = await bikesRepository.byIdForUpdate(tx, id);
  if (!before) throw notFound();
  const change = decide(before);
  if (!change) return before;
  const row = await bikesRepository.update(tx, id, change.values);
  await bikesRepository.addEvents(tx, [{ bikeId: id, kind: change.kind, details: change.details, actorId: actor.id }]);
  await recordAudit(tx, { actorId: actor.id, action: `bike.${action}`, entity: 'bike', entityId: id, before, after: row, ip: actor.ip });
  return row;
}

/**
 * A bike a live web order holds (in stock when ordered, or on its way: "soon available", decision 105) stays set aside
 * for it: giving it another contract (the usual way to say an incoming bike arrived) would let the till or a sales
 * order take it from the customer who paid for it. Called with the bike's row locked, so a web order claiming it waits
 * or skips it.
 */
async function refuseIfHeldByWebOrder(tx: Tx, bikeId: number) {
  if (await shopStockRepository.heldByWebOrder(tx, bikeId))
    throw new AppError(409, 'bike_held_by_web_order', 'This bike is set aside for a web shop order');
}

export function createBikeActionsService({ db, bikes, companies, identity, locations, books }: Deps) {
  async function act(id: number, actor: Actor, action: string, decide: (bike: BikeRow) => Change, guard?: (tx: Tx) => Promise<void>) {
    await db.transaction(async (tx) => {
      if (guard) {
        await bikesRepository.byIdForUpdate(tx, id);
        await guard(tx);
      }
      return changeBike(tx, id, actor, action, decide);
    });
    return bikes.detail(id);
  }
  const notClosed = (bike: BikeRow, allowStolen = false) => {
    if (bike.contractKind === 'sold') throw soldRefusal();
    if (bike.contractKind === 'stolen' && !allowStolen) throw stolenRefusal();
    if (bike.contractKind === 'scrapped') throw scrappedRefusal();
  };

  return {
    async move(id: number, locationId: number, actor: Actor) {
      const names = await locations.locations();
      if (!names.has(locationId)) throw invalid({ locationId: 'unknown_location' });
      return act(id, actor, 'moved', (bike) => {
        notClosed(bike);
        if (bike.stockLocationId === locationId) throw invalid({ locationId: 'same_location' });
        return {
          values: { stockLocationId: locationId },
          kind: 'moved',
          details: {
            from: { id: bike.stockLocationId, name: names.get(bike.stockLocationId)?.name },
            to: { id: locationId, name: names.get(locationId)?.name },
          },
        };
      });
    },

    /** Gives the bike a contract (or takes it back to stock). A recovered stolen bike may be assigned again. */
    async assign(id: number, input: AssignBikeInput, actor: Actor) {
      const problems = assignmentProblems(input);
      if (Object.keys(problems).length) throw invalid(problems);
      const [companyNames, userNames] = await Promise.all([companies.namesByIds([input.companyId]), identity.namesByIds([input.userId])]);
      if (input.companyId !== null && !companyNames.has(input.companyId)) throw invalid({ companyId: 'unknown_company' });
      const user = input.userId === null ? null : userNames.get(input.userId);
      if (input.userId !== null && !user) throw invalid({ userId: 'unknown_user' });
      if (user && input.companyId !== null && user.companyId !== input.companyId) throw invalid({ userId: 'user_not_in_company' });
      const current = await bikes.mustGet(id);
      const [previousCompanies, previousUsers] = await Promise.all([
        companies.namesByIds([current.companyId]),
        identity.namesByIds([current.userId]),
      ]);
      const holdsTheOrder = input.contractKind === 'pending_delivery' && input.companyId === null && input.userId === null;
      const guard = holdsTheOrder ? undefined : (tx: Tx) => refuseIfHeldByWebOrder(tx, id);
      return act(
        id,
        actor,
        'assigned',
        (bike) => {
          notClosed(bike, true);
          const sameOwner = bike.companyId === input.companyId && bike.userId === input.userId;
          const snapshot = (
            b: { contractKind: string; contractMonths: number | null; companyId: number | null; userId: number | null },
            cn: typeof companyNames,
            un: typeof userNames,
          ) => ({
            contractKind: b.contractKind,
            contractMonths: b.contractMonths,
            company: b.companyId === null ? null : { id: b.companyId, name: cn.get(b.companyId)?.name ?? null },
            user: b.userId === null ? null : { id: b.userId, name: un.get(b.userId)?.name ?? null },
          });
          const from = snapshot(bike, previousCompanies, previousUsers);
          const to = snapshot(input, companyNames, userNames);
          if (JSON.stringify(from) === JSON.stringify(to)) return null;
          return {
            values: {
              contractKind: input.contractKind,
              contractMonths: input.contractMonths,
              companyId: input.companyId,
              userId: input.userId,
            },
            kind: sameOwner ? 'contract_changed' : 'assigned',
            details: { from, to },
          };
        },
        guard,
      );
    },

    async setStatus(id: number, status: BikeStatus, actor: Actor) {
      return act(id, actor, 'status_changed', (bike) =>
        bike.status === status ? null : { values: { status }, kind: 'status_changed', details: { from: bike.status, to: status } },
      );
    },

    async markStolen(id: number, date: string, actor: Actor) {
      return act(id, actor, 'stolen', (bike) => {
        notClosed(bike);
        return {
          values: { contractKind: 'stolen', stolenDate: date },
          kind: 'stolen',
          details: { date, previousContractKind: bike.contractKind },
        };
      });
    },

    /**
     * Writes a let bike off (scrapped, decision 109): it leaves the fleet, and the depreciation register on that day
     * with its net book value as a loss (the books' disposal entry, as a theft). A bike in stock is merchandise, not a
     * fixed asset: 409 `bike_not_let`. A leased bike keeps its months, the period it was depreciated over.
     */
    async markScrapped(id: number, date: string, actor: Actor) {
      return act(id, actor, 'scrapped', (bike) => {
        notClosed(bike);
        if (!LET_KINDS.includes(bike.contractKind)) throw new AppError(409, 'bike_not_let', 'Only a leased or rented bike is written off');
        return {
          values: {
            contractKind: 'scrapped',
            scrappedDate: date,
            contractMonths: MONTHLY_CONTRACT_KINDS.includes(bike.contractKind as ContractKind) ? bike.contractMonths : null,
          },
          kind: 'scrapped',
          details: { date, previousContractKind: bike.contractKind },
        };
      });
    },

    /**
     * A write-off recorded by mistake, undone (decision 115): the bike back in the contract kind it had, as if never
     * scrapped, and back in the depreciation register. Refused (409 `disposal_booked`) once the books hold its disposal
     * entry: they never change an entry, and the reversing entry is not written by the portal.
     */
    async undoScrapped(id: number, actor: Actor) {
      const bike = await bikesRepository.byId(db, id);
      if (!bike) throw notFound();
      if (bike.contractKind !== 'scrapped') throw new AppError(409, 'bike_not_scrapped', 'This bike is not written off');
      if (books && (await books.disposalBooked(id)))
        throw new AppError(409, 'disposal_booked', 'The books hold the disposal entry of this write-off');
      const scrapped = await bikesRepository.latestEvent(db, id, 'scrapped');
      const previous = (scrapped?.details as { previousContractKind?: ContractKind } | null)?.previousContractKind;
      return act(id, actor, 'scrapping_undone', (row) => {
        if (row.contractKind !== 'scrapped') throw new AppError(409, 'bike_not_scrapped', 'This bike is not written off');
        const contractKind = previous && LET_KINDS.includes(previous) ? previous : 'renting';
        return {
          values: { contractKind, scrappedDate: null },
          kind: 'scrapping_undone',
          details: { scrappedDate: row.scrappedDate, contractKind },
        };
      });
    },

    async markSold(id: number, date: string, priceCents: number, actor: Actor) {
      return act(id, actor, 'sold', (bike) => {
        notClosed(bike);
        return {
          values: { contractKind: 'sold', saleDate: date, salePriceCents: priceCents, contractMonths: null },
          kind: 'sold',
          details: { date, priceCents, previousContractKind: bike.contractKind },
        };
      });
    },
  };
}

/** A buy-back brings a known bike home: back in stock, owned by nobody (used by the buy-backs service, in its transaction). */
export function boughtBack(tx: Tx, bikeId: number, buyBackId: number, pricePaidCents: number, actor: Actor) {
  return changeBike(tx, bikeId, actor, 'bought_back', (bike) => {
    if (bike.contractKind === 'stolen') throw stolenRefusal();
    return {
      values: { contractKind: 'stock', companyId: null, userId: null, contractMonths: null, saleDate: null, salePriceCents: null },
      kind: 'bought_back',
      details: {
        buyBackId,
        pricePaidCents,
        previousContractKind: bike.contractKind,
        previousCompanyId: bike.companyId,
        previousUserId: bike.userId,
      },
    };
  });
}

/**
 * A sale at the till (decision 023), in the till's transaction: the bike must be in stock; it leaves it as sold,
 * to the customer when known, and its history names the ticket. The row lock makes two tills selling the same
 * bike queue: the second one finds it sold and is refused (409), so only one sale is written.
 */
export function soldAtTill(
  tx: Tx,
  bikeId: number,
  sale: { date: string; priceCents: number; companyId: number | null; userId: number | null; ticketId: number },
  actor: Actor,
) {
  return changeBike(tx, bikeId, actor, 'sold', (bike) => {
    if (bike.contractKind === 'sold') throw soldRefusal();
    if (bike.contractKind !== 'stock') throw new AppError(409, 'bike_not_in_stock', 'This bike is not in stock');
    return {
      values: {
        contractKind: 'sold',
        saleDate: sale.date,
        salePriceCents: sale.priceCents,
        contractMonths: null,
        companyId: sale.companyId,
        userId: sale.userId,
      },
      kind: 'sold',
      details: {
        date: sale.date,
        priceCents: sale.priceCents,
        previousContractKind: bike.contractKind,
        ticketId: sale.ticketId,
        ...(sale.userId !== null ? { userId: sale.userId } : {}),
      },
    };
  });
}
