import {
  canChangeOfferStatus,
  isOfferEditable,
  offerFigures,
  offerLineAmounts,
  type AuthUser,
  type Offer,
  type OfferContractType,
  type OfferInput,
  type OfferLine,
  type OfferLineDetail,
  type OfferLineDetailQuery,
  type OfferLineInputBody,
  type OfferStatus,
  type PlanAdjustments,
  type Clock,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../db/client';
import { readHistory, recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound, type FieldCode } from '../../platform/errors';
import { pageOf } from '../../platform/list';
import type { AccessoriesService } from '../catalog/accessories.service';
import type { BikeModelsService } from '../catalog/bike-models.service';
import type { CompaniesService } from '../companies/companies.service';
import type { ConditionsService } from '../companies/conditions/conditions.service';
import type { IdentityService } from '../identity/identity.service';
import type { PeopleService } from '../identity/users/people.service';
import type { BikesService } from '../stock/bikes/bikes.service';
import { offersRepository, type OfferFilters, type OfferLineRow, type OfferRow } from './offers.repository';
import { scopeOf } from '../../platform/tenancy';
import { SALES_SCOPE } from './sales.scope';
import { offerPromoRepository, type PromoStanding } from './offer-promo/offer-promo.repository';

export type Actor = { id: number | null; ip?: string | null };
export type OffersService = ReturnType<typeof createOffersService>;
export type OfferDeps = {
  clock: Clock;
  db: Db;
  companies: CompaniesService;
  conditions: ConditionsService;
  identity: IdentityService;
  people: PeopleService;
  models: BikeModelsService;
  bikes: BikesService;
  accessories: AccessoriesService;
  /** Port: the promo codes' rules, read when an offer shows its code (decision 059); none in tests that need no code. */
  promoStanding?: PromoStanding;
};

export const conflict = (
  code: 'invalid_transition' | 'offer_not_editable' | 'offer_empty' | 'offer_not_signed' | 'document_not_applicable',
  message: string,
) => new AppError(409, code, message);

const iso = (d: Date) => d.toISOString();

/** A plain copy of an offer row for the audit log (no signature hashes needed twice). */
const auditable = (row: OfferRow) => ({ ...row, plan: row.plan ?? null });

/** Offers (seed §3, §4): CRUD while in progress, lines, and the in_progress → cancelled | lost transitions. */
export function createOffersService(deps: OfferDeps) {
  const { clock, db, companies, conditions, identity, people, models, bikes, accessories } = deps;
  const promoStanding = deps.promoStanding ?? null;
  // A catalogue accessory merged into another: its offer lines follow it (no dangling reference).
  accessories.onMerge(async (tx, keepId, duplicateId) => {
    await offersRepository.moveAccessory(tx, keepId, duplicateId);
    return {};
  });

  function lineView(row: OfferLineRow): OfferLine {
    const discountPercent = Number(row.discountPercent);
    return {
      id: row.id,
      kind: row.kind as OfferLine['kind'],
      label: row.label,
      modelId: row.modelId,
      size: row.size,
      bikeId: row.bikeId,
      accessoryId: row.accessoryId,
      description: row.description,
      installation: row.installation,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      vatRate: row.vatRate,
      discountPercent,
      catalogueUnitCents: row.catalogueUnitCents,
      amounts: offerLineAmounts({
        kind: row.kind as OfferLine['kind'],
        quantity: row.quantity,
        unitPriceCents: row.unitPriceCents,
        vatRate: row.vatRate,
        discountPercent,
      }),
    };
  }

  /** Rows to views in five queries whatever their number: lines, companies, people, plans (and nothing per row). */
  async function views(rows: OfferRow[]): Promise<Offer[]> {
    const [lines, companyNames, userNames, plans] = await Promise.all([
      offersRepository.linesOf(
        db,
        rows.map((r) => r.id),
      ),
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.namesByIds(rows.flatMap((r) => [r.userId, r.signedById, r.createdById])),
      conditions.cafeteriaPlansOf(rows.filter((r) => !r.plan).map((r) => r.companyId)),
    ]);
    const person = (id: number | null) =>
      id === null ? null : ((u) => (u ? { id: u.id, name: u.name } : { id, name: `#${id}` }))(userNames.get(id));
    const ownLines = new Map(rows.map((r) => [r.id, lines.filter((l) => l.offerId === r.id).map(lineView)]));
    const promos = await offerPromoRepository.views(
      db,
      clock.today(),
      promoStanding,
      rows.map((r) => ({ id: r.id, userId: r.userId, contractType: r.contractType, lines: ownLines.get(r.id)! })),
    );
    return rows.map((r) => {
      const own = ownLines.get(r.id)!;
      const plan: PlanAdjustments | null = r.plan ?? (r.companyId === null ? null : (plans.get(r.companyId) ?? null));
      const figures = offerFigures({
        contractType: r.contractType as OfferContractType,
        durationMonths: r.durationMonths,
        lines: own,
        plan,
      });
      return {
        id: r.id,
        status: r.status as OfferStatus,
        contractType: r.contractType as OfferContractType,
        durationMonths: r.durationMonths,
        description: r.description,
        company: r.companyId === null ? null : (companyNames.get(r.companyId) ?? null),
        user: person(r.userId),
        lines: own,
        totals: figures.totals,
        catalogueValueCents: figures.totals.catalogueValueCents,
        purchase: figures.purchase,
        ...(figures.leasing ? { leasing: figures.leasing } : {}),
        ...(figures.financing ? { financing: figures.financing } : {}),
        display: figures.display,
        signature:
          r.signedAt && r.signerName
            ? {
                name: r.signerName,
                at: iso(r.signedAt),
                ip: r.signedIp,
                by: person(r.signedById),
                method: r.signedOnPaper ? ('paper' as const) : ('electronic' as const),
              }
            : null,
        sentAt: r.sentAt ? iso(r.sentAt) : null,
        promo: promos.get(r.id) ?? null,
        createdBy: person(r.createdById),
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      };
    });
  }
  const view = async (row: OfferRow) => (await views([row]))[0]!;

  /** The customer: a company (optionally one of its employees) or a private customer; an employee's offer is their company's. */
  async function customerOf(input: OfferInput) {
    let companyId = input.companyId;
    if (companyId !== null && !(await companies.exists(companyId))) throw invalid({ companyId: 'unknown_company' });
    if (input.userId !== null) {
      const user = (await identity.customersByIds([input.userId])).get(input.userId);
      if (!user) throw invalid({ userId: 'unknown_user' });
      if (companyId !== null && user.companyId !== companyId) throw invalid({ userId: 'user_not_in_company' });
      companyId = user.companyId;
    }
    if (companyId === null && input.userId === null) throw invalid({ companyId: 'required' });
    return { companyId, userId: input.userId };
  }

  async function known<T>(fn: () => Promise<T>, field: string, code: FieldCode): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw invalid({ [field]: code });
      throw error;
    }
  }

  /** What a line names, checked against the catalogue and the stock; its label is fixed now. */
  async function lineColumns(input: OfferLineInputBody, currentBikeId: number | null = null) {
    const empty = (fields: (keyof OfferLineInputBody)[]) => {
      const set = fields.filter((f) => input[f] !== null);
      if (set.length) throw invalid(Object.fromEntries(set.map((f) => [f, 'must_be_empty'])));
    };
    const base = {
      kind: input.kind,
      quantity: input.quantity,
      unitPriceCents: input.unitPriceCents,
      vatRate: input.vatRate,
      discountPercent: input.discountPercent,
      description: input.description,
      installation: input.kind === 'box' && input.installation,
    };
    const none = { modelId: null, size: null, bikeId: null, accessoryId: null, catalogueUnitCents: null };
    if (input.kind === 'bike') {
      empty(['accessoryId']);
      if (input.bikeId !== null) {
        empty(['modelId', 'size']);
        const bike = await known(() => bikes.detail(input.bikeId!), 'bikeId', 'unknown_bike');
        // A line names a bike the shop can still deliver; one already sold or leased is someone else's.
        if (bike.contractKind !== 'stock' && input.bikeId !== currentBikeId) throw invalid({ bikeId: 'bike_not_in_stock' });
        const model = bike.model ? await models.get(bike.model.id) : null;
        const label = `${model ? `${model.brand} ${model.model} ` : ''}(${bike.frameNumber})`;
        return {
          ...base,
          ...none,
          bikeId: bike.id,
          modelId: model?.id ?? null,
          size: bike.size ?? null,
          label,
          catalogueUnitCents: model?.priceCents ?? null,
        };
      }
      if (input.modelId === null) throw invalid({ modelId: 'required' });
      const model = await known(() => models.get(input.modelId!), 'modelId', 'unknown_model');
      if (input.size !== null && model.sizes.length && !model.sizes.includes(input.size)) throw invalid({ size: 'invalid' });
      const label = `${model.brand} ${model.model}${input.size ? ` (${input.size})` : ''}`;
      return { ...base, ...none, modelId: model.id, size: input.size, label, catalogueUnitCents: model.priceCents };
    }
    empty(['modelId', 'size', 'bikeId']);
    if (input.kind === 'accessory') {
      if (input.accessoryId === null) throw invalid({ accessoryId: 'required' });
      const accessory = await known(() => accessories.get(input.accessoryId!), 'accessoryId', 'unknown_accessory');
      return { ...base, ...none, accessoryId: accessory.id, label: accessory.name };
    }
    empty(['accessoryId']);
    if (!input.description) throw invalid({ description: 'required' });
    return { ...base, ...none, label: input.description };
  }

  async function visible(viewer: AuthUser, id: number, tx: DbOrTx = db) {
    const row = await offersRepository.byId(tx, scopeOf(viewer, SALES_SCOPE), id);
    if (!row) throw notFound();
    return row;
  }

  /** Runs `change` on the locked offer, refusing it (409) when the offer is no longer in progress. */
  async function editing<T>(viewer: AuthUser, id: number, change: (tx: DbOrTx, row: OfferRow) => Promise<T>): Promise<T> {
    await visible(viewer, id);
    return db.transaction(async (tx) => {
      const row = await offersRepository.lock(tx, scopeOf(viewer, SALES_SCOPE), id);
      if (!row) throw notFound();
      if (!isOfferEditable(row.status as OfferStatus)) throw conflict('offer_not_editable', 'This offer can no longer be changed');
      const result = await change(tx, row);
      await offersRepository.update(tx, id, {});
      return result;
    });
  }

  async function transition(viewer: AuthUser, id: number, to: OfferStatus, action: string, actor: Actor) {
    await visible(viewer, id);
    const row = await db.transaction(async (tx) => {
      const before = await offersRepository.lock(tx, scopeOf(viewer, SALES_SCOPE), id);
      if (!before) throw notFound();
      if (!canChangeOfferStatus(before.status as OfferStatus, to))
        throw conflict('invalid_transition', `An offer ${before.status} cannot become ${to}`);
      const after = await offersRepository.update(tx, id, { status: to });
      await recordAudit(tx, {
        actorId: actor.id,
        action,
        entity: 'offer',
        entityId: id,
        before: auditable(before),
        after: auditable(after),
        ip: actor.ip,
      });
      return after;
    });
    return view(row);
  }

  return {
    views,
    view,
    visible,
    /** A company's cafeteria plan as it stands (kept with an offer when it is signed). */
    planOf: async (companyId: number): Promise<PlanAdjustments | undefined> => {
      const plan = (await conditions.cafeteriaPlansOf([companyId])).get(companyId);
      return (
        plan && {
          vatIncluded: plan.vatIncluded,
          saleDiscountPercent: plan.saleDiscountPercent,
          leasingDiscountPercent: plan.leasingDiscountPercent,
          residualValuePercent: plan.residualValuePercent,
        }
      );
    },

    async list(
      viewer: AuthUser,
      query: OfferFilters & { page: number; perPage: number; sort: 'id' | 'createdAt' | 'status'; order: 'asc' | 'desc' },
    ) {
      const scope = scopeOf(viewer, SALES_SCOPE);
      const f: OfferFilters = { status: query.status, contractType: query.contractType, companyId: query.companyId, userId: query.userId };
      const [rows, total] = await Promise.all([
        offersRepository.page(db, scope, f, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        offersRepository.count(db, scope, f),
      ]);
      const data = (await views(rows)).map(({ lines: _lines, ...rest }) => rest);
      return pageOf(data, total, query);
    },

    /** `offers/list/offer_details` (staff): every offer's lines, with the offer, its customer and its salesperson. */
    async lineDetails(query: OfferLineDetailQuery, limit = query.perPage, offset = (query.page - 1) * query.perPage) {
      const [rows, total] = await Promise.all([offersRepository.linePage(db, query, limit, offset), offersRepository.lineCount(db, query)]);
      const [companyNames, people] = await Promise.all([
        companies.namesByIds(rows.map((r) => r.offer.companyId)),
        identity.namesByIds(rows.flatMap((r) => [r.offer.userId, r.offer.createdById])),
      ]);
      const nameOf = (id: number | null) => (id === null ? null : { id, name: people.get(id)?.name ?? `#${id}` });
      const data: OfferLineDetail[] = rows.map(({ line, offer }) => {
        const { id, kind, label, size, quantity, unitPriceCents, vatRate, discountPercent, amounts } = lineView(line);
        const customer =
          offer.userId !== null
            ? { kind: 'person' as const, ...nameOf(offer.userId)! }
            : offer.companyId !== null
              ? { kind: 'company' as const, id: offer.companyId, name: companyNames.get(offer.companyId)?.name ?? `#${offer.companyId}` }
              : null;
        return {
          id,
          kind,
          label,
          size,
          quantity,
          unitPriceCents,
          vatRate,
          discountPercent,
          amounts,
          offer: {
            id: offer.id,
            status: offer.status as OfferStatus,
            contractType: offer.contractType as OfferContractType,
            createdAt: iso(offer.createdAt),
          },
          customer,
          salesperson: nameOf(offer.createdById),
        };
      });
      return { data, total };
    },

    get: async (viewer: AuthUser, id: number) => view(await visible(viewer, id)),

    /** `within` runs in the same transaction (a lead links itself to the offer made from it: both or neither). */
    async create(input: OfferInput, actor: Actor, within?: (tx: DbOrTx, offer: { id: number }) => Promise<void>) {
      const customer = await customerOf(input);
      const row = await db.transaction(async (tx) => {
        const offer = await offersRepository.insert(tx, {
          ...customer,
          contractType: input.contractType,
          durationMonths: input.durationMonths,
          description: input.description,
          createdById: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.created',
          entity: 'offer',
          entityId: offer.id,
          after: auditable(offer),
          ip: actor.ip,
        });
        await within?.(tx, offer);
        return offer;
      });
      return view(row);
    },

    async update(viewer: AuthUser, id: number, input: OfferInput, actor: Actor) {
      const customer = await customerOf(input);
      await editing(viewer, id, async (tx, before) => {
        const after = await offersRepository.update(tx, id, {
          ...customer,
          contractType: input.contractType,
          durationMonths: input.durationMonths,
          description: input.description,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.updated',
          entity: 'offer',
          entityId: id,
          before: auditable(before),
          after: auditable(after),
          ip: actor.ip,
        });
      });
      return view(await visible(viewer, id));
    },

    async addLine(viewer: AuthUser, id: number, input: OfferLineInputBody, actor: Actor) {
      await visible(viewer, id);
      const columns = await lineColumns(input);
      const line = await editing(viewer, id, async (tx) => {
        const row = await offersRepository.insertLine(tx, { ...columns, offerId: id });
        await recordAudit(tx, { actorId: actor.id, action: 'offer.line_added', entity: 'offer', entityId: id, after: row, ip: actor.ip });
        return row;
      });
      return { ...lineView(line), offer: await view(await visible(viewer, id)) };
    },

    async updateLine(viewer: AuthUser, id: number, lineId: number, input: OfferLineInputBody, actor: Actor) {
      await visible(viewer, id);
      const current = await offersRepository.line(db, id, lineId);
      if (!current) throw notFound();
      const columns = await lineColumns(input, current.bikeId);
      const line = await editing(viewer, id, async (tx) => {
        const before = await offersRepository.line(tx, id, lineId);
        if (!before) throw notFound();
        const after = await offersRepository.updateLine(tx, lineId, columns);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'offer.line_updated',
          entity: 'offer',
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
      return { ...lineView(line), offer: await view(await visible(viewer, id)) };
    },

    async removeLine(viewer: AuthUser, id: number, lineId: number, actor: Actor) {
      await editing(viewer, id, async (tx) => {
        const before = await offersRepository.line(tx, id, lineId);
        if (!before) throw notFound();
        await offersRepository.removeLine(tx, lineId);
        await recordAudit(tx, { actorId: actor.id, action: 'offer.line_removed', entity: 'offer', entityId: id, before, ip: actor.ip });
      });
      return view(await visible(viewer, id));
    },

    cancel: (viewer: AuthUser, id: number, actor: Actor) => transition(viewer, id, 'cancelled', 'offer.cancelled', actor),
    lose: (viewer: AuthUser, id: number, actor: Actor) => transition(viewer, id, 'lost', 'offer.lost', actor),

    /** Companies, and the people of one company or the private customers, for the offer form (staff only). */
    /** Bikes in stock (of a model, or matching a frame number) that a bike line may name. */
    async stockBikes(query: { modelId?: number; q?: string }) {
      const page = await bikes.list({
        page: 1,
        perPage: 100,
        sort: 'frameNumber',
        order: 'asc',
        contractKind: ['stock'],
        ...(query.modelId ? { modelId: query.modelId } : {}),
        ...(query.q ? { q: query.q } : {}),
        format: 'json',
      });
      return {
        data: page.data
          .filter((b) => b.company === null && b.user === null)
          .map((b) => ({
            id: b.id,
            frameNumber: b.frameNumber,
            modelId: b.model?.id ?? null,
            model: b.model ? `${b.model.brand} ${b.model.model}` : null,
            size: b.size,
            location: b.location,
          })),
      };
    },

    async customers(query: { companyId?: number; q?: string }) {
      const [all, people_] = await Promise.all([
        companies.listMinimal(),
        people.customers({ companyId: query.companyId ?? null, q: query.q, limit: 200 }),
      ]);
      return {
        companies: all.map((c) => ({ id: c.id, name: c.name })),
        users: people_.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}`, email: u.email, companyId: u.companyId })),
      };
    },

    async history(viewer: AuthUser, id: number, query: { page: number; perPage: number }) {
      await visible(viewer, id);
      return readHistory(db, people.names, { entity: 'offer', entityId: id }, query);
    },
  };
}
