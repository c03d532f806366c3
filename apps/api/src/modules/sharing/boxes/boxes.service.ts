import {
  boxOccupancy,
  brusselsWallTimeToIso,
  lastMonths,
  type AuthUser,
  type Box,
  type BoxDetail,
  type BoxInput,
  type BoxListQuery,
  type BoxStatistics,
  type Clock,
  can,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { ConditionsService } from '../../companies/conditions/conditions.service';
import type { IdentityService } from '../../identity/identity.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import type { BoxCodesService } from './box-codes.service';
import { boxesRepository, boxWhere, type BoxRow } from './boxes.repository';
import { scopeOf, type ScopeRule } from '../../../platform/tenancy';

type Actor = { id: number | null; ip?: string | null };
type Deps = {
  clock: Clock;
  db: Db;
  companies: CompaniesService;
  conditions: ConditionsService;
  bikes: BikesService;
  models: BikeModelsService;
  identity: IdentityService;
  codes: BoxCodesService;
  nukiConfigured: boolean;
};
export type BoxesService = ReturnType<typeof createBoxesService>;

/** Shop staff who install and service boxes see every company's; a fleet manager their company's (decisions 036, 068). */
export const BOX_SCOPE: ScopeRule = { staff: ['bikeMechanic'] };
const slotTaken = () => new AppError(409, 'conflict', 'Another bike sits in this slot');

/** Boxes, their slots and their events (decision 036); the codes live in box-codes.service. */
export function createBoxesService({ clock, db, companies, conditions, bikes, models, identity, codes, nukiConfigured }: Deps) {
  async function visible(caller: AuthUser, id: number) {
    const row = await boxesRepository.byId(db, id, scopeOf(caller, BOX_SCOPE));
    if (!row) throw notFound('No such box');
    return row;
  }

  async function views(rows: BoxRow[]): Promise<Box[]> {
    const [companyNames, buildings, slots] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      conditions.buildingsByIds(rows.flatMap((r) => (r.buildingId === null ? [] : [r.buildingId]))),
      boxesRepository.slotsOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const buildingById = new Map(buildings.map((b) => [b.id, b]));
    return rows.map((r) => {
      const building = r.buildingId === null ? undefined : buildingById.get(r.buildingId);
      return {
        id: r.id,
        name: r.name,
        nameTranslations: r.nameTranslations,
        kind: r.kind as Box['kind'],
        company: { id: r.companyId, name: companyNames.get(r.companyId)?.name ?? '' },
        building: building ? { id: building.id, name: building.name } : null,
        slotCount: r.slotCount,
        bikeCount: slots.filter((s) => s.boxId === r.id).length,
        adapter: r.adapter as Box['adapter'],
        deviceId: r.deviceId,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  /** Bikes by id with a readable name ("Brand Model"). */
  async function bikeRefs(ids: number[]) {
    const fleet = await bikes.fleetByIds(ids);
    const cards = await models.cardsByIds(fleet.map((b) => b.modelId));
    return new Map(
      fleet.map((b) => [
        b.id,
        {
          id: b.id,
          frameNumber: b.frameNumber,
          name: cards.get(b.modelId) ? `${cards.get(b.modelId)!.brand} ${cards.get(b.modelId)!.model}` : `#${b.id}`,
          companyId: b.companyId,
        },
      ]),
    );
  }

  async function checkInput(input: BoxInput) {
    if (!(await companies.namesByIds([input.companyId])).has(input.companyId)) throw invalid({ companyId: 'unknown_company' });
    if (!(await conditions.buildingsOfCompany(input.companyId)).some((b) => b.id === input.buildingId))
      throw invalid({ buildingId: 'unknown' });
    if (input.adapter === 'nuki' && !nukiConfigured) throw invalid({ adapter: 'invalid' });
  }

  return {
    async list(caller: AuthUser, query: BoxListQuery) {
      const where = boxWhere(scopeOf(caller, BOX_SCOPE), query);
      const offset = (query.page - 1) * query.perPage;
      const [rows, total] = await Promise.all([
        boxesRepository.page(db, where, query.sort, query.order, query.perPage, offset),
        boxesRepository.count(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(caller: AuthUser, query: BoxListQuery) {
      return views(
        await boxesRepository.page(db, boxWhere(scopeOf(caller, BOX_SCOPE), query), query.sort, query.order, EXPORT_MAX_ROWS, 0),
      );
    },

    async detail(caller: AuthUser, id: number): Promise<BoxDetail> {
      const row = await visible(caller, id);
      const now = clock.now();
      const [[view], slots, fleet, live] = await Promise.all([
        views([row]),
        boxesRepository.slotsOf(db, [row.id]),
        bikes.fleetOf(row.companyId),
        boxesRepository.liveCodesOfBox(db, row.id, now),
      ]);
      const [refs, placed, held] = await Promise.all([
        bikeRefs(fleet.map((b) => b.id)),
        boxesRepository.slotsOfBikes(
          db,
          fleet.map((b) => b.id),
        ),
        boxesRepository.reservationsByIds(
          db,
          live.map((c) => c.reservationId),
        ),
      ]);
      const names = await identity.namesByIds(held.map((r) => r.userId));
      const placeOf = new Map(placed.map((s) => [s.bikeId, s]));
      const reservationOf = new Map(held.map((r) => [r.id, r]));
      const bySlot = new Map(slots.map((s) => [s.number, s.bikeId]));
      return {
        ...view!,
        slots: Array.from({ length: row.slotCount }, (_, i) => {
          const bikeId = bySlot.get(i + 1);
          const ref = bikeId === undefined ? undefined : refs.get(bikeId);
          return { number: i + 1, bike: ref ? { id: ref.id, frameNumber: ref.frameNumber, name: ref.name } : null };
        }),
        bikes: fleet.map((b) => {
          const ref = refs.get(b.id)!;
          const place = placeOf.get(b.id);
          return { id: b.id, frameNumber: ref.frameNumber, name: ref.name, boxId: place?.boxId ?? null, slot: place?.number ?? null };
        }),
        codes: live.flatMap((c) => {
          const r = reservationOf.get(c.reservationId);
          if (!r) return [];
          return [
            {
              id: c.id,
              slot: c.slot,
              reservation: { id: r.id, code: r.code, holder: names.get(r.userId)?.name ?? '' },
              validFrom: c.validFrom.toISOString(),
              validUntil: c.validUntil.toISOString(),
              programmed: c.programmedAt !== null,
            },
          ];
        }),
        canEdit: can(caller, 'admin'),
        canMoveBikes: true,
      };
    },

    async create(caller: AuthUser, input: BoxInput, actor: Actor) {
      await checkInput(input);
      const row = await db.transaction(async (tx) => {
        const made = await boxesRepository.insert(tx, { ...input });
        await recordAudit(tx, { actorId: actor.id, action: 'box.created', entity: 'box', entityId: made.id, after: made, ip: actor.ip });
        return made;
      });
      return this.detail(caller, row.id);
    },

    /** The company stays: a box moves between buildings of its company, not between companies. */
    async update(caller: AuthUser, id: number, input: BoxInput, actor: Actor) {
      const before = await visible(caller, id);
      if (input.companyId !== before.companyId) throw invalid({ companyId: 'invalid' });
      await checkInput(input);
      await db.transaction(async (tx) => {
        if ((await boxesRepository.highestFilledSlot(tx, id)) > input.slotCount) throw invalid({ slotCount: 'too_small' });
        const after = await boxesRepository.update(tx, id, {
          buildingId: input.buildingId,
          name: input.name,
          nameTranslations: input.nameTranslations,
          kind: input.kind,
          slotCount: input.slotCount,
          adapter: input.adapter,
          deviceId: input.deviceId,
        });
        await recordAudit(tx, { actorId: actor.id, action: 'box.updated', entity: 'box', entityId: id, before, after, ip: actor.ip });
      });
      return this.detail(caller, id);
    },

    /** Refused (409) while a code of the box may still open it: take the bikes out first, which revokes them. */
    async remove(caller: AuthUser, id: number, actor: Actor) {
      const before = await visible(caller, id);
      await db.transaction(async (tx) => {
        if ((await boxesRepository.liveCodesOfBox(tx, id, clock.now())).length)
          throw new AppError(409, 'conflict', 'Codes of this box are still valid');
        await boxesRepository.remove(tx, id);
        await recordAudit(tx, { actorId: actor.id, action: 'box.deleted', entity: 'box', entityId: id, before, ip: actor.ip });
      });
    },

    /** Puts a bike of the company in a slot (taking it from wherever it sat), or empties the slot. */
    async setSlot(caller: AuthUser, id: number, number: number, bikeId: number | null, actor: Actor) {
      const box = await visible(caller, id);
      if (number > box.slotCount) throw notFound('No such slot');
      if (bikeId !== null) {
        const bike = (await bikeRefs([bikeId])).get(bikeId);
        if (!bike) throw invalid({ bikeId: 'unknown_bike' });
        if (bike.companyId !== box.companyId) throw invalid({ bikeId: 'not_company_bike' });
      }
      await db.transaction(async (tx) => {
        const current = await boxesRepository.slot(tx, id, number);
        if (current && current.bikeId === bikeId) return;
        if (current && bikeId !== null) throw slotTaken();
        if (current) {
          await boxesRepository.emptySlot(tx, id, number);
          await codes.bikeRemoved(tx, current.bikeId, actor);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'box.bike_removed',
            entity: 'box',
            entityId: id,
            before: { slot: number, bikeId: current.bikeId },
            ip: actor.ip,
          });
          return;
        }
        if (bikeId === null) return;
        const [elsewhere] = await boxesRepository.slotsOfBikes(tx, [bikeId]);
        if (elsewhere) await boxesRepository.takeOutBike(tx, bikeId);
        await boxesRepository.putBike(tx, id, number, bikeId);
        await codes.bikePlaced(tx, bikeId, { boxId: id, number }, actor);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'box.bike_placed',
          entity: 'box',
          entityId: id,
          before: elsewhere ? { boxId: elsewhere.boxId, slot: elsewhere.number } : null,
          after: { slot: number, bikeId },
          ip: actor.ip,
        });
      });
      return this.detail(caller, id);
    },

    /** `boxes/statistics`: openings per box per Brussels month, and occupancy (slots holding a bike). */
    async statistics(query: { months: number; companyId?: number }, now = clock.now()): Promise<BoxStatistics> {
      const months = lastMonths(now, query.months);
      const from = new Date(brusselsWallTimeToIso(`${months[0]}-01T00:00`)!);
      const rows = await boxesRepository.page(db, boxWhere({ kind: 'all' }, { companyId: query.companyId }), 'name', 'asc', 1000, 0);
      const [list, openings] = await Promise.all([
        views(rows),
        boxesRepository.openingsByMonth(
          db,
          rows.map((r) => r.id),
          from,
        ),
      ]);
      return {
        months,
        boxes: list.map((b) => {
          const counts = months.map((m) => Number(openings.find((o) => o.boxId === b.id && o.month === m)?.n ?? 0));
          return {
            id: b.id,
            name: b.name,
            company: b.company,
            slotCount: b.slotCount,
            bikeCount: b.bikeCount,
            occupancy: boxOccupancy(b.slotCount, b.bikeCount),
            openings: counts,
            totalOpenings: counts.reduce((a, n) => a + n, 0),
          };
        }),
      };
    },

    visible,
  };
}
