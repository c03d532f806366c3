import {
  DEFAULT_CAFETERIA_PLAN,
  DEFAULT_SHARED_BIKE_RULES,
  type Building,
  type CafeteriaPaymentMode,
  type CafeteriaPlanView,
  type CompanyBike,
  type Conditions,
  type WeekDay,
  buildingInputSchema,
  cafeteriaPlanInputSchema,
  updateConditionsRequestSchema,
} from '@veloport/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, notFound, type FieldCode } from '../../../platform/errors';
import { pageOf, pageWindow } from '../../../platform/list';
import type { TenantScope } from '../../../platform/tenancy';
import { conditionsRepository } from '../companies.repository';
import { autoCompleteStep, iso, visibleCompany, type Actor } from '../companies.helpers';
import type { CompanyPeople } from '../companies.service';
import {
  buildingsRepository,
  cafeteriaRepository,
  sharedBikeRulesRepository,
  type BuildingRow,
  type CafeteriaPlanRow,
} from './conditions.repository';

type ConditionsInput = z.output<typeof updateConditionsRequestSchema>;
type CafeteriaInput = z.output<typeof cafeteriaPlanInputSchema>;
type BuildingInput = z.output<typeof buildingInputSchema>;

export type ConditionsService = ReturnType<typeof createConditionsService>;

/**
 * The company's physical bikes, which the stock module owns. Stock depends on companies, so companies
 * declare what they need here and app.ts hands over the stock bikes service (decision 009).
 */
export type CompanyBikes = {
  /** The company's bikes sorted by frame number; `q` narrows on frame number or model. */
  listForCompany(companyId: number, q?: string): Promise<CompanyBike[]>;
  /** Which of `ids` are bikes of the company. */
  idsBelongTo(companyId: number, ids: number[]): Promise<number[]>;
};

const window = (start: string | null, end: string | null) => (start && end ? { start, end } : null);

function toCafeteria(row: CafeteriaPlanRow | undefined): CafeteriaPlanView {
  if (!row) return { ...DEFAULT_CAFETERIA_PLAN };
  return {
    paymentModes: row.paymentModes as CafeteriaPaymentMode[],
    vatIncluded: row.vatIncluded,
    saleDiscountPercent: Number(row.saleDiscountPercent),
    leasingDiscountPercent: Number(row.leasingDiscountPercent),
    residualValuePercent: Number(row.residualValuePercent),
    description: row.description,
  };
}

export function toBuilding(row: BuildingRow): Building {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    nameTranslations: row.nameTranslations,
    address: row.address,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Percentages keep two decimals, like the column. */
const percent = (n: number) => Math.round(n * 100) / 100;

/** The company's rules (seed §3): access string, sign-up, quiz, shared bikes, cafeteria plan. */
export function createConditionsService({ db, people, bikes }: { db: Db; people: CompanyPeople; bikes: CompanyBikes }) {
  /** The condition in force, created when an older company has none yet. */
  async function ensureCondition(tx: DbOrTx, companyId: number) {
    return (await conditionsRepository.first(tx, companyId)) ?? conditionsRepository.insert(tx, { companyId });
  }

  async function read(tx: DbOrTx, companyId: number): Promise<Conditions> {
    const condition = await conditionsRepository.first(tx, companyId);
    if (!condition) {
      return {
        companyId,
        access: '',
        selfRegistration: true,
        quizRequired: false,
        ordersNeedValidation: false,
        sharedBikes: { ...DEFAULT_SHARED_BIKE_RULES },
        cafeteria: { ...DEFAULT_CAFETERIA_PLAN },
        updatedAt: iso(new Date(0)),
      };
    }
    const [{ rules, userIds, buildingIds }, cafeteria] = await Promise.all([
      sharedBikeRulesRepository.of(tx, condition.id),
      cafeteriaRepository.of(tx, condition.id),
    ]);
    const sharedBikes = rules
      ? {
          bikeIds: rules.bikeIds,
          userIds,
          buildingIds,
          allowedDays: rules.allowedDays as WeekDay[],
          weekendUse: rules.weekendUse,
          daysInAdvance: rules.daysInAdvance,
          maxBookingMinutes: rules.maxBookingMinutes,
          takeWindow: window(rules.takeWindowStart, rules.takeWindowEnd),
          returnWindow: window(rules.returnWindowStart, rules.returnWindowEnd),
          forbidWeekend: rules.forbidWeekend,
          forbidInterBuilding: rules.forbidInterBuilding,
          maxPerMonth: rules.maxPerMonth,
          maxPerYear: rules.maxPerYear,
          maxSimultaneous: rules.maxSimultaneous,
          privateUseDailyCents: rules.privateUseDailyCents,
        }
      : { ...DEFAULT_SHARED_BIKE_RULES, userIds, buildingIds };
    const latest = [condition.updatedAt, rules?.updatedAt, cafeteria?.updatedAt]
      .filter((d): d is Date => Boolean(d))
      .map((d) => new Date(d).getTime());
    return {
      companyId,
      access: condition.access,
      selfRegistration: condition.selfRegistration,
      quizRequired: condition.quizRequired,
      ordersNeedValidation: condition.ordersNeedValidation,
      sharedBikes,
      cafeteria: toCafeteria(cafeteria),
      updatedAt: iso(new Date(Math.max(...latest))),
    };
  }

  /**
   * Users, buildings and bikes named by the rules must be the company's own: 422 `unknown` for a user or
   * a building, `not_company_bike` for a bike (it exists, maybe, but is not this company's).
   */
  async function assertOwnIds(
    companyId: number,
    { userIds, buildingIds, bikeIds }: { userIds: number[]; buildingIds: number[]; bikeIds: number[] },
  ) {
    const [members, buildings, ownBikes] = await Promise.all([
      people.membersOf(companyId, userIds),
      buildingsRepository.idsOfCompany(db, companyId, buildingIds),
      bikes.idsBelongTo(companyId, bikeIds),
    ]);
    const fields: Record<string, FieldCode> = {};
    bikeIds.forEach((id, i) => {
      if (!ownBikes.includes(id)) fields[`sharedBikes.bikeIds.${i}`] = 'not_company_bike';
    });
    userIds.forEach((id, i) => {
      if (!members.includes(id)) fields[`sharedBikes.userIds.${i}`] = 'unknown';
    });
    buildingIds.forEach((id, i) => {
      if (!buildings.includes(id)) fields[`sharedBikes.buildingIds.${i}`] = 'unknown';
    });
    if (Object.keys(fields).length) throw invalid(fields);
  }

  async function visibleBuilding(scope: TenantScope, id: number) {
    const row = await buildingsRepository.byId(db, id, scope);
    if (!row) throw notFound('No such building');
    return row;
  }

  return {
    async get(scope: TenantScope, companyId: number): Promise<Conditions> {
      await visibleCompany(db, scope, companyId);
      return read(db, companyId);
    },

    /** Saving the rules ticks the onboarding step "conditions set" (once). */
    async update(scope: TenantScope, companyId: number, input: ConditionsInput, actor: Actor): Promise<Conditions> {
      await visibleCompany(db, scope, companyId);
      const s = input.sharedBikes;
      await assertOwnIds(companyId, s);
      return db.transaction(async (tx) => {
        const before = await read(tx, companyId);
        const condition = await ensureCondition(tx, companyId);
        await conditionsRepository.update(tx, condition.id, {
          access: input.access,
          selfRegistration: input.selfRegistration,
          quizRequired: input.quizRequired,
          ...(input.ordersNeedValidation === undefined ? {} : { ordersNeedValidation: input.ordersNeedValidation }),
        });
        await sharedBikeRulesRepository.upsert(tx, {
          conditionId: condition.id,
          bikeIds: s.bikeIds,
          allowedDays: s.allowedDays,
          weekendUse: s.weekendUse,
          daysInAdvance: s.daysInAdvance,
          maxBookingMinutes: s.maxBookingMinutes,
          takeWindowStart: s.takeWindow?.start ?? null,
          takeWindowEnd: s.takeWindow?.end ?? null,
          returnWindowStart: s.returnWindow?.start ?? null,
          returnWindowEnd: s.returnWindow?.end ?? null,
          forbidWeekend: s.forbidWeekend,
          forbidInterBuilding: s.forbidInterBuilding,
          maxPerMonth: s.maxPerMonth,
          maxPerYear: s.maxPerYear,
          maxSimultaneous: s.maxSimultaneous,
          // Left out of the request, the price stays as it is (decision 044).
          ...(s.privateUseDailyCents === undefined ? {} : { privateUseDailyCents: s.privateUseDailyCents }),
        });
        await sharedBikeRulesRepository.replaceUsers(tx, condition.id, s.userIds);
        await sharedBikeRulesRepository.replaceBuildings(tx, condition.id, s.buildingIds);
        const after = await read(tx, companyId);
        const { cafeteria: _b, updatedAt: _bu, ...beforeRules } = before;
        const { cafeteria: _a, updatedAt: _au, ...afterRules } = after;
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'conditions.updated',
          entity: 'company',
          entityId: companyId,
          before: beforeRules,
          after: afterRules,
          ip: actor.ip,
        });
        await autoCompleteStep(tx, companyId, 'conditions_set', actor);
        return after;
      });
    },

    /** The bikes the shared-bike condition may name. */
    async bikes(scope: TenantScope, companyId: number, q?: string): Promise<CompanyBike[]> {
      await visibleCompany(db, scope, companyId);
      return bikes.listForCompany(companyId, q);
    },

    /** For the sharing module (decision 033): a company's shared-bike rules as in force, without a scope check. */
    sharedBikeConditionOf: (companyId: number) => read(db, companyId),
    /** For the sharing module: every building of a company, and buildings by id. */
    buildingsOfCompany: async (companyId: number) => (await buildingsRepository.ofCompany(db, companyId)).map(toBuilding),
    buildingsByIds: async (ids: number[]) => (await buildingsRepository.byIds(db, [...new Set(ids)])).map(toBuilding),

    /** For the sales module: whether an employee's order in the company waits for a fleet manager's validation. */
    async ordersNeedValidation(companyId: number): Promise<boolean> {
      return (await conditionsRepository.first(db, companyId))?.ordersNeedValidation ?? false;
    },

    /** For the sales module: each company's cafeteria plan (the default plan when it has none), in one query. */
    async cafeteriaPlansOf(companyIds: (number | null)[]): Promise<Map<number, CafeteriaPlanView>> {
      const ids = [...new Set(companyIds.filter((id): id is number => id !== null))];
      const rows = await cafeteriaRepository.ofCompanies(db, ids);
      const found = new Map(rows.map((r) => [r.companyId, toCafeteria(r.plan ?? undefined)]));
      return new Map(ids.map((id) => [id, found.get(id) ?? toCafeteria(undefined)]));
    },

    async cafeteria(scope: TenantScope, companyId: number): Promise<CafeteriaPlanView> {
      await visibleCompany(db, scope, companyId);
      return (await read(db, companyId)).cafeteria;
    },

    async updateCafeteria(scope: TenantScope, companyId: number, input: CafeteriaInput, actor: Actor): Promise<CafeteriaPlanView> {
      await visibleCompany(db, scope, companyId);
      return db.transaction(async (tx) => {
        const condition = await ensureCondition(tx, companyId);
        const before = toCafeteria(await cafeteriaRepository.of(tx, condition.id));
        const after = toCafeteria(
          await cafeteriaRepository.upsert(tx, {
            conditionId: condition.id,
            paymentModes: input.paymentModes,
            vatIncluded: input.vatIncluded,
            saleDiscountPercent: percent(input.saleDiscountPercent),
            leasingDiscountPercent: percent(input.leasingDiscountPercent),
            residualValuePercent: percent(input.residualValuePercent),
            description: input.description,
          }),
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'cafeteria.updated',
          entity: 'company',
          entityId: companyId,
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    async buildings(
      scope: TenantScope,
      companyId: number,
      query: { page: number; perPage: number; q?: string; sort: 'name' | 'createdAt'; order: 'asc' | 'desc' },
    ) {
      await visibleCompany(db, scope, companyId);
      const { rows, total } = await buildingsRepository.list(db, companyId, query, pageWindow(query));
      return pageOf(rows.map(toBuilding), total, query);
    },

    async createBuilding(scope: TenantScope, companyId: number, input: BuildingInput, actor: Actor): Promise<Building> {
      await visibleCompany(db, scope, companyId);
      return db.transaction(async (tx) => {
        const building = toBuilding(
          await buildingsRepository.insert(tx, {
            companyId,
            name: input.name,
            nameTranslations: input.nameTranslations,
            address: input.address,
          }),
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'building.created',
          entity: 'company',
          entityId: companyId,
          after: building,
          ip: actor.ip,
        });
        return building;
      });
    },

    async updateBuilding(scope: TenantScope, id: number, input: BuildingInput, actor: Actor): Promise<Building> {
      const row = await visibleBuilding(scope, id);
      return db.transaction(async (tx) => {
        const after = toBuilding(
          await buildingsRepository.update(tx, id, { name: input.name, nameTranslations: input.nameTranslations, address: input.address }),
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'building.updated',
          entity: 'company',
          entityId: row.companyId,
          before: toBuilding(row),
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    /** The building also leaves the shared-bike rules that named it. */
    async removeBuilding(scope: TenantScope, id: number, actor: Actor) {
      const row = await visibleBuilding(scope, id);
      await db.transaction(async (tx) => {
        await buildingsRepository.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'building.deleted',
          entity: 'company',
          entityId: row.companyId,
          before: toBuilding(row),
          ip: actor.ip,
        });
      });
    },
  };
}
