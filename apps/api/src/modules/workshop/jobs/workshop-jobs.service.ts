import {
  jobTotalsOf,
  priceIncludesVat,
  quoteState,
  rateOfLine,
  lineAmountCents,
  type AuthUser,
  type JobLine,
  type JobLineInput,
  type JobLines,
  type JobToBill,
  type JobsToBillQuery,
  type RepairLineKind,
  type RepairVatRates,
  can,
} from '@veloport/domain';
import type { Db, DbOrTx, IdCondition, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, forbidden, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import { applyMovement } from '../../stock/accessories/accessory-stock.service';
import { maintenanceRequestsRepository as requests, type MaintenanceRequestRow } from '../requests/maintenance-requests.repository';
import { isWorkshop, REQUEST_SCOPE } from '../requests/maintenance-requests.service';
import { movePart, type WorkshopPartsService } from '../parts/parts.service';
import type { ServicePricesService } from '../service-prices/service-prices.service';
import { workshopJobsRepository as repo, type JobLineRow } from './workshop-jobs.repository';
import { scopeOf } from '../../../platform/tenancy';

export type WorkshopJobsService = ReturnType<typeof createWorkshopJobsService>;
type Deps = {
  db: Db;
  identity: IdentityService;
  companies: CompaniesService;
  accessories: AccessoriesService;
  parts: Pick<WorkshopPartsService, 'byId'>;
  servicePrices: ServicePricesService;
  stores: { locations(): Promise<Map<number, { id: number; name: string }>> };
  vatRates: RepairVatRates;
};

/** Audited on the request, so its history tab tells the whole job. */
const ENTITY = 'maintenance_request';
const completed = () => new AppError(409, 'job_completed', 'The job is completed: its lines can no longer change');

/** The lines of a maintenance request's quote and job, its quote above budget, and the completed jobs to bill (issue 12, decision 030). */
export function createWorkshopJobsService({ db, identity, companies, accessories, parts, servicePrices, stores, vatRates }: Deps) {
  const staff = isWorkshop;

  async function visible(viewer: AuthUser, id: number) {
    const row = await requests.byId(db, scopeOf(viewer, REQUEST_SCOPE), id);
    if (!row) throw notFound();
    return row;
  }

  /** The customer themselves, or a fleet manager of the request's company, answers the quote (not the workshop). */
  const mayAccept = (viewer: AuthUser, row: MaintenanceRequestRow) =>
    viewer.id === row.userId || (row.companyId !== null && viewer.company?.id === row.companyId && can(viewer, 'fleetManager'));

  /** The store whose stock a part comes from: the request's, else the first store (the main workshop). */
  async function storeOf(row: MaintenanceRequestRow) {
    const all = await stores.locations();
    return row.storeId !== null && all.has(row.storeId) ? row.storeId : [...all.keys()][0]!;
  }

  /**
   * A price-list service reads in the reader's language, not the one of whoever added it (decision 035): the line
   * keeps its French copy (what was quoted), the price list gives the three descriptions.
   */
  async function lineViews(rows: JobLineRow[], language: string | null | undefined): Promise<JobLine[]> {
    const [names, services] = await Promise.all([
      identity.namesByIds(rows.map((r) => r.createdById)),
      servicePrices.descriptionsByIds(rows.flatMap((r) => (r.servicePriceId === null ? [] : [r.servicePriceId]))),
    ]);
    const lang = language === 'nl' || language === 'en' ? language : 'fr';
    return rows.map((r) => {
      const descriptions = r.servicePriceId === null ? null : (services.get(r.servicePriceId) ?? null);
      const kind = r.kind as RepairLineKind;
      const by = r.createdById === null ? undefined : names.get(r.createdById);
      return {
        id: r.id,
        kind,
        servicePriceId: r.servicePriceId,
        accessoryId: r.accessoryId,
        partId: r.partId,
        description: descriptions?.[lang] || r.description,
        descriptions,
        quantity: r.quantity,
        unitPriceCents: r.unitPriceCents,
        priceIncludesVat: priceIncludesVat(kind),
        vatRate: r.vatRate,
        amountCents: lineAmountCents(r),
        createdBy: by ? { id: by.id, name: by.name } : null,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }
  const totalsOf = (rows: JobLineRow[]) => jobTotalsOf(rows.map((r) => ({ ...r, kind: r.kind as RepairLineKind })));

  async function view(viewer: AuthUser, row: MaintenanceRequestRow): Promise<JobLines> {
    const [rows, job] = await Promise.all([repo.lines(db, [row.id]), repo.job(db, row.id)]);
    const totals = totalsOf(rows);
    const acceptedCents = job?.quoteAcceptedCents ?? null;
    const state = quoteState(totals.grossCents, row.maxBudgetCents, acceptedCents);
    const acceptor =
      state.accepted && job?.quoteAcceptedById
        ? (await identity.namesByIds([job.quoteAcceptedById])).get(job.quoteAcceptedById)
        : undefined;
    return {
      lines: await lineViews(rows, viewer.language),
      totals,
      quote: {
        totalInclVatCents: totals.grossCents,
        maxBudgetCents: row.maxBudgetCents,
        exceedsBudget: state.exceedsBudget,
        acceptedAt: state.accepted && job?.quoteAcceptedAt ? job.quoteAcceptedAt.toISOString() : null,
        acceptedBy: acceptor ? { id: acceptor.id, name: acceptor.name } : null,
        acceptedCents: state.accepted ? acceptedCents : null,
      },
      can: { edit: staff(viewer) && row.step !== 'completed', accept: state.waiting && row.step !== 'completed' && mayAccept(viewer, row) },
    };
  }

  /** What a new line stores: services priced from the price list, parts named after the accessory; 422 otherwise. */
  async function lineValues(input: JobLineInput) {
    if (input.kind === 'service') {
      const service = await servicePrices.one(input.servicePriceId).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) throw invalid({ servicePriceId: 'unknown' });
        throw error;
      });
      return {
        kind: input.kind,
        servicePriceId: service.id,
        accessoryId: null,
        partId: null,
        description: service.description.fr,
        quantity: input.quantity,
        unitPriceCents: service.priceInclVatCents,
      };
    }
    if (input.kind === 'part') {
      let description = input.description;
      if (input.partId !== null && input.accessoryId !== null) throw invalid({ partId: 'invalid' });
      if (input.partId !== null) {
        // A workshop part (decision 102): taken from the part stock in whole pieces, named after the catalogue.
        const part = await parts.byId(input.partId);
        if (!part) throw invalid({ partId: 'unknown_part' });
        if (!Number.isInteger(input.quantity)) throw invalid({ quantity: 'invalid' });
        description ??= part.name;
      }
      if (input.accessoryId !== null) {
        const accessory = (await accessories.summariesByIds([input.accessoryId])).get(input.accessoryId);
        if (!accessory) throw invalid({ accessoryId: 'unknown_accessory' });
        if (!Number.isInteger(input.quantity)) throw invalid({ quantity: 'invalid' });
        description ??= accessory.name;
      }
      if (description === null) throw invalid({ description: 'required' });
      return {
        kind: input.kind,
        servicePriceId: null,
        accessoryId: input.accessoryId,
        partId: input.partId,
        description,
        quantity: input.quantity,
        unitPriceCents: input.unitPriceCents,
      };
    }
    return {
      kind: input.kind,
      servicePriceId: null,
      accessoryId: null,
      partId: null,
      description: input.description,
      quantity: input.quantity,
      unitPriceCents: input.unitPriceCents,
    };
  }

  /** Locks the request (404 when not visible, 409 once completed) and runs the change in one transaction. */
  async function editing(viewer: AuthUser, id: number, change: (tx: Tx, row: MaintenanceRequestRow, storeId: number) => Promise<void>) {
    if (!staff(viewer)) throw forbidden();
    // The store is read before the transaction (PGlite has one connection).
    const storeId = await storeOf(await visible(viewer, id));
    await db.transaction(async (tx) => {
      const row = await requests.lock(tx, scopeOf(viewer, REQUEST_SCOPE), id);
      if (!row) throw notFound();
      if (row.step === 'completed') throw completed();
      await change(tx, row, storeId);
    });
    return view(viewer, await visible(viewer, id));
  }

  const stockNote = (requestId: number) => `Workshop request #${requestId}`;

  return {
    /** Billing's reads and mark, through its bill-source adapter (decisions 048, 069): completed jobs, their lines, billed. */
    completedToBill: (unbilled: IdCondition, limit: number, ids?: number[]) => repo.completedToBill(db, unbilled, limit, ids),
    linesToBill: (requestIds: number[]) => repo.linesWithServices(db, requestIds),
    markBilled: (tx: DbOrTx, requestIds: number[]) => repo.markBilled(tx, requestIds),

    async lines(viewer: AuthUser, id: number) {
      return view(viewer, await visible(viewer, id));
    },

    async addLine(viewer: AuthUser, id: number, input: JobLineInput, actor: Actor) {
      if (!staff(viewer)) throw forbidden();
      await visible(viewer, id);
      const values = await lineValues(input);
      const vatRate = rateOfLine({ kind: values.kind }, vatRates);
      return editing(viewer, id, async (tx, _row, storeId) => {
        const line = await repo.insertLine(tx, { ...values, requestId: id, vatRate, createdById: actor.id });
        if (line.accessoryId !== null) {
          // A part from the catalogue leaves the store's stock (409 stock_insufficient when it is not there).
          await applyMovement(
            tx,
            { accessoryId: line.accessoryId, locationId: storeId, delta: -line.quantity, reason: 'sale', note: stockNote(id) },
            actor,
          );
        }
        if (line.partId !== null) {
          await movePart(tx, { partId: line.partId, locationId: storeId, delta: -line.quantity, note: stockNote(id) }, actor);
        }
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.line_added`,
          entity: ENTITY,
          entityId: id,
          after: line,
          ip: actor.ip,
        });
      });
    },

    async removeLine(viewer: AuthUser, id: number, lineId: number, actor: Actor) {
      return editing(viewer, id, async (tx, _row, storeId) => {
        const line = await repo.line(tx, id, lineId);
        if (!line) throw notFound();
        await repo.deleteLine(tx, line.id);
        if (line.accessoryId !== null) {
          await applyMovement(
            tx,
            { accessoryId: line.accessoryId, locationId: storeId, delta: line.quantity, reason: 'correction', note: stockNote(id) },
            actor,
          );
        }
        if (line.partId !== null) {
          await movePart(tx, { partId: line.partId, locationId: storeId, delta: line.quantity, note: stockNote(id) }, actor);
        }
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.line_removed`,
          entity: ENTITY,
          entityId: id,
          before: line,
          ip: actor.ip,
        });
      });
    },

    /** The customer (or their fleet manager) accepts the quote for the amount it says now. */
    async acceptQuote(viewer: AuthUser, id: number, actor: Actor) {
      const row = await visible(viewer, id);
      if (!mayAccept(viewer, row)) throw forbidden();
      await db.transaction(async (tx) => {
        const locked = (await requests.lock(tx, scopeOf(viewer, REQUEST_SCOPE), id))!;
        if (locked.step === 'completed') throw completed();
        const totals = totalsOf(await repo.lines(tx, [id]));
        const job = await repo.job(tx, id);
        const state = quoteState(totals.grossCents, locked.maxBudgetCents, job?.quoteAcceptedCents ?? null);
        if (!state.waiting) throw new AppError(409, 'no_quote_waiting', 'No quote above the budget is waiting for an answer');
        const after = await repo.acceptQuote(tx, id, totals.grossCents, actor.id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.quote_accepted`,
          entity: ENTITY,
          entityId: id,
          before: job ?? null,
          after,
          ip: actor.ip,
        });
      });
      return view(viewer, await visible(viewer, id));
    },

    async jobsToBill(query: JobsToBillQuery, exporting = false) {
      const limit = exporting ? EXPORT_MAX_ROWS : query.perPage;
      const offset = exporting ? 0 : (query.page - 1) * query.perPage;
      const [rows, total] = await Promise.all([repo.toBillPage(db, limit, offset, query.order), repo.toBillCount(db)]);
      const [lines, users, firms] = await Promise.all([
        repo.lines(
          db,
          rows.map((r) => r.request.id),
        ),
        identity.namesByIds(rows.map((r) => r.request.userId)),
        companies.namesByIds(rows.map((r) => r.request.companyId)),
      ]);
      const data: JobToBill[] = rows.map(({ request: r, completedAt }) => {
        const own = lines.filter((l) => l.requestId === r.id);
        const user = r.userId === null ? undefined : users.get(r.userId);
        const firm = r.companyId === null ? undefined : firms.get(r.companyId);
        return {
          requestId: r.id,
          bikeLabel: r.bikeLabel,
          customer: user ? { id: user.id, name: user.name } : null,
          company: firm ? { id: firm.id, name: firm.name } : null,
          completedAt: completedAt ? new Date(completedAt).toISOString() : null,
          lineCount: own.length,
          totals: totalsOf(own),
        };
      });
      return pageOf(data, total, query);
    },
  };
}
