import {
  FINANCING_ENDING_SOON_DAYS,
  isFinancingEndingSoon,
  type Financing,
  type BikeFinancingInput,
  type FinancingListQuery,
  type BikeFinancingPatch,
  type FinancingStatus,
  type Clock,
} from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { Actor } from '../../identity/identity.service';
import { unknownBike, type BillingBikes } from './billing-bikes';
import { financingRepository, financingWhere, type FinancingRow } from './financing.repository';

export type FinancingService = ReturnType<typeof createFinancingService>;

const alreadyFinanced = () => invalid({ bikeId: 'already_financed' });

/** Bikes financed by a third party (decision 051): the admin's list, form and the financing a bike shows. */
export function createFinancingService({ clock, db, bikes }: { clock: Clock; db: Db; bikes: BillingBikes }) {
  async function views(rows: FinancingRow[], today = clock.today()): Promise<Financing[]> {
    const refs = await bikes.refs(rows.map((r) => r.bikeId));
    return rows.map((r) => ({
      id: r.id,
      bike: refs.get(r.bikeId) ?? unknownBike(r.bikeId),
      financier: r.financier,
      contractReference: r.contractReference,
      financedAmountCents: r.financedAmountCents,
      rateBasisPoints: r.rateBasisPoints,
      startDate: r.startDate,
      endDate: r.endDate,
      monthlyInstalmentCents: r.monthlyInstalmentCents,
      status: r.status as FinancingStatus,
      notes: r.notes,
      endingSoon: isFinancingEndingSoon({ status: r.status as FinancingStatus, endDate: r.endDate }, today, FINANCING_ENDING_SOON_DAYS),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function whereOf(query: FinancingListQuery) {
    const frameBikeId = query.q ? await bikes.byFrame(query.q) : null;
    return financingWhere({ ...query, today: clock.today(), frameBikeId });
  }

  async function get(id: number): Promise<Financing> {
    const row = await financingRepository.byId(db, id);
    if (!row) throw notFound();
    return (await views([row]))[0]!;
  }

  async function checkBike(bikeId: number) {
    if (!(await bikes.withLabel(bikeId))) throw invalid({ bikeId: 'unknown_bike' });
  }

  /** A second active financing of one bike is refused (the partial unique index says so under concurrency too). */
  const guarded = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      throw isUniqueViolation(error) ? alreadyFinanced() : error;
    });

  return {
    get,

    async list(query: FinancingListQuery) {
      const where = await whereOf(query);
      const [rows, total] = await Promise.all([
        financingRepository.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        financingRepository.count(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(query: FinancingListQuery) {
      return views(await financingRepository.page(db, await whereOf(query), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },
    financiers: async () => ({ data: await financingRepository.financiers(db) }),

    async create(input: BikeFinancingInput, actor: Actor) {
      await checkBike(input.bikeId);
      if (input.status === 'active' && (await financingRepository.activeOfBike(db, input.bikeId))) throw alreadyFinanced();
      const row = await guarded(
        db.transaction(async (tx) => {
          const made = await financingRepository.insert(tx, { ...input, createdById: actor.id });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'financing.created',
            entity: 'bike_financing',
            entityId: made.id,
            after: made,
            ip: actor.ip,
          });
          return made;
        }),
      );
      return get(row.id);
    },

    async patch(id: number, input: BikeFinancingPatch, actor: Actor) {
      const current = await financingRepository.byId(db, id);
      if (!current) throw notFound();
      const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as FinancingRow;
      if (next.endDate < next.startDate) throw invalid({ endDate: 'end_before_start' });
      if (next.bikeId !== current.bikeId) await checkBike(next.bikeId);
      if (next.status === 'active' && (next.bikeId !== current.bikeId || current.status !== 'active')) {
        const other = await financingRepository.activeOfBike(db, next.bikeId);
        if (other && other.id !== id) throw alreadyFinanced();
      }
      await guarded(
        db.transaction(async (tx) => {
          const before = await financingRepository.lock(tx, id);
          if (!before) throw notFound();
          const after = await financingRepository.update(tx, id, input);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'financing.updated',
            entity: 'bike_financing',
            entityId: id,
            before,
            after,
            ip: actor.ip,
          });
        }),
      );
      return get(id);
    },
  };
}
