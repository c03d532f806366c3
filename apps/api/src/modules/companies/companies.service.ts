import {
  COMPANY_PROCESS_STEPS,
  DEFAULT_CAFETERIA_PLAN,
  DEFAULT_SHARED_BIKE_RULES,
  toLocale,
  type Company,
  type CompanyInputParsed,
  type CompanyListItem,
  type CompanyProcess,
  type CompanyProcessStep,
} from '@veloport/domain';
import { isUniqueViolation, type Db, type DbOrTx } from '../../db/client';
import { readHistory, recordAudit, type UserNames } from '../../platform/audit';
import { AppError, notFound, type FieldCode } from '../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../platform/export';
import { pageOf, pageWindow } from '../../platform/list';
import type { TenantScope } from '../../platform/tenancy';
import type { AnyColumn, SQL } from 'drizzle-orm';
import {
  companiesRepository,
  conditionsRepository,
  domainsRepository,
  processRepository,
  type AuthCompanyRow,
  type CompanyFilters,
  type CompanyRow,
  type ConditionRow,
} from './companies.repository';
import { autoCompleteStep, iso, visibleCompany, type Actor } from './companies.helpers';
import { cafeteriaRepository, sharedBikeRulesRepository } from './conditions/conditions.repository';

/**
 * What the companies module needs to know about people, who live in the identity module.
 * Identity depends on companies (sign-up's domain check), so app.ts hands this in rather than
 * companies importing identity.
 */
export type CompanyPeople = {
  names: UserNames;
  /** Users and fleet managers per company. */
  counts(companyIds: number[]): Promise<Map<number, { users: number; fleetManagers: number }>>;
  /** Every company with at least one fleet manager. */
  fleetManagerCompanyIds(): Promise<number[]>;
  /** Of these user ids, those of users of the company. */
  membersOf(companyId: number, userIds: number[]): Promise<number[]>;
};

export type CompaniesService = ReturnType<typeof createCompaniesService>;
export type SignupCompany = { id: number; name: string; selfRegistration: boolean; quizRequired: boolean };
export type CompanyListFilters = Omit<CompanyFilters, 'fleetManagers'> & { page: number; perPage: number; hasFleetManager?: boolean };

export function toCompany(row: CompanyRow, domains: string[], condition: ConditionRow | undefined): Company {
  return {
    id: row.id,
    name: row.name,
    vatNumber: row.vatNumber,
    billingAddress: row.billingAddress ?? null,
    deliveryAddress: row.deliveryAddress ?? null,
    language: toLocale(row.language),
    emailDomains: domains,
    selfRegistration: condition?.selfRegistration ?? true,
    quizRequired: condition?.quizRequired ?? false,
    access: condition?.access ?? '',
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toAuthCompany(row: AuthCompanyRow) {
  return { id: row.id, name: row.name, conditions: row.access === null ? [] : [{ access: row.access }] };
}

const domainTaken = (fields: Record<string, FieldCode>) =>
  new AppError(409, 'domain_taken', 'Another company already has this e-mail domain', fields);

export function createCompaniesService({ db, people }: { db: Db; people: CompanyPeople }) {
  async function load(tx: DbOrTx, row: CompanyRow): Promise<Company> {
    const [domains, condition] = await Promise.all([domainsRepository.ofCompanies(tx, [row.id]), conditionsRepository.first(tx, row.id)]);
    return toCompany(row, domains.get(row.id) ?? [], condition);
  }

  /** 409 domain_taken naming each field whose domain another company holds. */
  async function assertDomainsFree(domains: string[], companyId: number | null) {
    const taken = await domainsRepository.takenByOthers(db, domains, companyId);
    if (taken.length)
      throw domainTaken(Object.fromEntries(domains.flatMap((d, i) => (taken.includes(d) ? [[`emailDomains.${i}`, 'domain_taken']] : []))));
  }

  async function page(scope: TenantScope, f: CompanyListFilters, window: { limit: number; offset: number }) {
    const fleetManagers =
      f.hasFleetManager === undefined ? undefined : { companyIds: await people.fleetManagerCompanyIds(), keep: f.hasFleetManager };
    const { rows, total } = await companiesRepository.list(db, scope, { ...f, fleetManagers }, window);
    const ids = rows.map((r) => r.company.id);
    const [domains, counts] = await Promise.all([domainsRepository.ofCompanies(db, ids), people.counts(ids)]);
    const data = rows.map(({ company: c, selfRegistration }): CompanyListItem => ({
      id: c.id,
      name: c.name,
      vatNumber: c.vatNumber,
      city: c.billingAddress?.city ?? null,
      emailDomains: domains.get(c.id) ?? [],
      selfRegistration: selfRegistration ?? true,
      userCount: counts.get(c.id)?.users ?? 0,
      fleetManagerCount: counts.get(c.id)?.fleetManagers ?? 0,
      createdAt: iso(c.createdAt),
    }));
    return { data, total };
  }

  return {
    /** What the signed-in user object carries about their company. */
    async authCompany(companyId: number) {
      const row = await companiesRepository.authCompany(db, companyId);
      return row ? toAuthCompany(row) : null;
    },
    /** The same, as an expression the session query embeds (one round trip per signed-in request); map it with toAuthCompany. */
    authCompanyJson: (companyId: SQL | AnyColumn) => companiesRepository.authCompanyJson(companyId),
    toAuthCompany,

    /** Sign-up: a professional address is one whose domain belongs to a registered company. */
    async findByEmailDomain(email: string): Promise<SignupCompany | null> {
      const domain = email.split('@')[1]?.toLowerCase();
      if (!domain) return null;
      const row = await domainsRepository.companyByDomain(db, domain);
      if (!row) return null;
      const condition = await conditionsRepository.first(db, row.id);
      return { ...row, selfRegistration: condition?.selfRegistration ?? true, quizRequired: condition?.quizRequired ?? false };
    },

    /** Whether a company requires the quiz of its inactive users (seed §4). */
    async quizRequired(companyId: number): Promise<boolean> {
      return (await conditionsRepository.first(db, companyId))?.quizRequired ?? false;
    },

    listMinimal: () => companiesRepository.minimal(db),
    /** For the sharing module: every company with its access string, to offer those with shared bikes. */
    listWithAccess: () => companiesRepository.minimalWithAccess(db),
    /** For other modules' lists: id → { id, name }, in one query whatever the number of ids. */
    async namesByIds(ids: (number | null | undefined)[]) {
      const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      const names = await companiesRepository.namesByIds(db, unique);
      return new Map([...names].map(([id, name]) => [id, { id, name }]));
    },
    /** For other modules' lists: id → { id, name, billingAddress }, in one query whatever the number of ids. */
    async addressesByIds(ids: (number | null | undefined)[]) {
      const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      return new Map(
        (await companiesRepository.addressesByIds(db, unique)).map((c) => [c.id, { ...c, billingAddress: c.billingAddress ?? null }]),
      );
    },
    exists: async (id: number) => Boolean(await companiesRepository.byId(db, id, { kind: 'all' })),
    /** Where a company receives e-invoices on Peppol (decision 045): its participant id, null for none; undefined: no such company. */
    async peppolParticipantId(id: number): Promise<string | null | undefined> {
      const row = await companiesRepository.byId(db, id, { kind: 'all' });
      return row ? row.peppolParticipantId : undefined;
    },
    async setPeppolParticipantId(id: number, participantId: string | null, actor: Actor): Promise<string | null> {
      return db.transaction(async (tx) => {
        const before = await companiesRepository.byId(tx, id, { kind: 'all' });
        if (!before) throw notFound();
        await companiesRepository.update(tx, id, { peppolParticipantId: participantId });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'company.peppol_updated',
          entity: 'company',
          entityId: id,
          before: { peppolParticipantId: before.peppolParticipantId },
          after: { peppolParticipantId: participantId },
          ip: actor.ip,
        });
        return participantId;
      });
    },

    /** A page of companies: five queries whatever its length. */
    async list(scope: TenantScope, f: CompanyListFilters) {
      const { data, total } = await page(scope, f, pageWindow(f));
      return pageOf(data, total, f);
    },

    async listForExport(scope: TenantScope, f: CompanyListFilters) {
      return (await page(scope, f, { limit: EXPORT_MAX_ROWS, offset: 0 })).data;
    },

    async get(scope: TenantScope, id: number): Promise<Company> {
      return load(db, await visibleCompany(db, scope, id));
    },

    /** A company starts with its condition, default shared-bike rules and a closed cafeteria plan. */
    async create(input: CompanyInputParsed, actor: Actor): Promise<Company> {
      await assertDomainsFree(input.emailDomains, null);
      return db
        .transaction(async (tx) => {
          const row = await companiesRepository.insert(tx, {
            name: input.name,
            vatNumber: input.vatNumber,
            billingAddress: input.billingAddress,
            deliveryAddress: input.deliveryAddress,
            language: input.language,
          });
          await domainsRepository.replace(tx, row.id, input.emailDomains);
          const condition = await conditionsRepository.insert(tx, { companyId: row.id, selfRegistration: input.selfRegistration });
          const { bikeIds, allowedDays, weekendUse, daysInAdvance, forbidWeekend, forbidInterBuilding } = DEFAULT_SHARED_BIKE_RULES;
          await sharedBikeRulesRepository.upsert(tx, {
            conditionId: condition.id,
            bikeIds,
            allowedDays,
            weekendUse,
            daysInAdvance,
            forbidWeekend,
            forbidInterBuilding,
          });
          await cafeteriaRepository.upsert(tx, { conditionId: condition.id, ...DEFAULT_CAFETERIA_PLAN });
          const company = toCompany(row, input.emailDomains, condition);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'company.created',
            entity: 'company',
            entityId: row.id,
            after: company,
            ip: actor.ip,
          });
          return company;
        })
        .catch((error: unknown) => {
          // Two admins adding one domain at once both pass the check above; the unique index decides.
          throw isUniqueViolation(error) ? domainTaken({ emailDomains: 'domain_taken' }) : error;
        });
    },

    async update(scope: TenantScope, id: number, input: CompanyInputParsed, actor: Actor): Promise<Company> {
      await visibleCompany(db, scope, id);
      await assertDomainsFree(input.emailDomains, id);
      return db
        .transaction(async (tx) => {
          const before = await load(tx, (await companiesRepository.byId(tx, id, scope))!);
          const row = await companiesRepository.update(tx, id, {
            name: input.name,
            vatNumber: input.vatNumber,
            billingAddress: input.billingAddress,
            deliveryAddress: input.deliveryAddress,
            language: input.language,
          });
          await domainsRepository.replace(tx, id, input.emailDomains);
          const condition = await conditionsRepository.first(tx, id);
          const saved = condition
            ? await conditionsRepository.update(tx, condition.id, { selfRegistration: input.selfRegistration })
            : await conditionsRepository.insert(tx, { companyId: id, selfRegistration: input.selfRegistration });
          const after = toCompany(row, input.emailDomains, saved);
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'company.updated',
            entity: 'company',
            entityId: id,
            before,
            after,
            ip: actor.ip,
          });
          return after;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? domainTaken({ emailDomains: 'domain_taken' }) : error;
        });
    },

    async history(scope: TenantScope, id: number, query: { page: number; perPage: number }) {
      await visibleCompany(db, scope, id);
      return readHistory(db, people.names, { entity: 'company', entityId: id }, query);
    },

    async process(scope: TenantScope, id: number): Promise<CompanyProcess> {
      await visibleCompany(db, scope, id);
      const rows = await processRepository.ofCompany(db, id);
      const names = await people.names([...new Set(rows.flatMap((r) => (r.doneBy === null ? [] : [r.doneBy])))]);
      const byStep = new Map(rows.map((r) => [r.step, r]));
      const steps = COMPANY_PROCESS_STEPS.map((step) => {
        const row = byStep.get(step);
        return {
          step,
          done: Boolean(row),
          doneAt: row ? iso(row.doneAt) : null,
          doneBy: row?.doneBy ? { id: row.doneBy, name: names.get(row.doneBy) ?? `#${row.doneBy}` } : null,
        };
      });
      return { companyId: id, steps, doneCount: steps.filter((s) => s.done).length };
    },

    async completeStep(scope: TenantScope, id: number, step: CompanyProcessStep, actor: Actor) {
      await visibleCompany(db, scope, id);
      await db.transaction(async (tx) => {
        if (!(await processRepository.complete(tx, id, step, actor.id))) throw new AppError(409, 'conflict', 'This step is already done');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'process.step_completed',
          entity: 'company',
          entityId: id,
          after: { step },
          ip: actor.ip,
        });
      });
      return this.process(scope, id);
    },

    async undoStep(scope: TenantScope, id: number, step: CompanyProcessStep, actor: Actor) {
      await visibleCompany(db, scope, id);
      await db.transaction(async (tx) => {
        const row = await processRepository.undo(tx, id, step);
        if (!row) throw new AppError(409, 'conflict', 'This step is not done');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'process.step_undone',
          entity: 'company',
          entityId: id,
          before: { step, doneAt: iso(row.doneAt), doneBy: row.doneBy },
          ip: actor.ip,
        });
      });
      return this.process(scope, id);
    },

    /** Another module proves a step done (identity: a fleet manager was invited). */
    async stepProvenDone(companyId: number, step: CompanyProcessStep, actor: Actor) {
      await db.transaction((tx) => autoCompleteStep(tx, companyId, step, actor));
    },
  };
}
