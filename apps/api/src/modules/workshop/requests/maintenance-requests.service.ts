import {
  toLocale,
  canAdvanceStep,
  MAX_PHOTOS,
  maintenanceFees,
  maintenanceFilterOf,
  nextMaintenanceSteps,
  searchText,
  type AuthUser,
  type DateProposalStatus,
  type MaintenanceFilter,
  type MaintenanceLocation,
  type MaintenanceRequest,
  type MaintenanceRequestDetail,
  type MaintenanceRequestInput,
  type MaintenanceRequestListQuery,
  type MaintenanceStep,
  type MyBike,
  brusselsDayOf,
  type Clock,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { randomBytes } from 'node:crypto';
import { sniffImageType, type FileStorage } from '../../../platform/files';
import type { Mailer } from '../../../platform/mail';
import { readHistory, recordAudit } from '../../../platform/audit';
import { AppError, forbidden, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { cappedPageOf } from '../../../platform/list';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import type { PeopleService } from '../../identity/users/people.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import type { ExternalBikesService } from '../../stock/external-bikes/external-bikes.service';
import type { CapacityService } from '../capacity/capacity.service';
import { dateProposalsMail, stepMail } from './maintenance-mails';
import { maintenanceRequestsRepository as repo, requestWhere, type MaintenanceRequestRow } from './maintenance-requests.repository';
import { scopeOf, type ScopeRule } from '../../../platform/tenancy';

export type MaintenanceRequestsService = ReturnType<typeof createMaintenanceRequestsService>;
type Deps = {
  clock: Clock;
  db: Db;
  files: FileStorage;
  bikes: BikesService;
  externalBikes: ExternalBikesService;
  identity: IdentityService;
  companies: CompaniesService;
  people: PeopleService;
  mail: Mailer;
  publicUrl: string;
  /** The workshop's hours (decision 030): a planned day must have room for the job. */
  capacity: CapacityService;
  stores: { locations(): Promise<Map<number, { id: number; name: string }>> };
};

const ENTITY = 'maintenance_request';
const conflict = (message: string) => new AppError(409, 'invalid_transition', message);
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const ref = (map: Map<number, { id: number; name: string }>, id: number | null) =>
  (id === null ? null : (map.get(id) ?? null)) as { id: number; name: string } | null;

/** The workshop (admins, mechanics of the shop) sees every request; a fleet manager (or an `order` person of a company) the company's; anyone else their own (decision 068). */
export const REQUEST_SCOPE: ScopeRule = { staff: ['bikeMechanic'], company: ['fleetManager', 'order'] };
/** The workshop: whoever sees every request manages them. */
export const isWorkshop = (viewer: AuthUser) => scopeOf(viewer, REQUEST_SCOPE).kind === 'all';

/** Maintenance requests (decision 029): asked by the customer, scheduled through date proposals, worked through steps. */
export function createMaintenanceRequestsService({
  clock,
  db,
  files,
  bikes,
  externalBikes,
  identity,
  companies,
  people,
  mail,
  publicUrl,
  capacity,
  stores,
}: Deps) {
  /** The store doing the job: the request's, else the first store (the main workshop). */
  async function storeOf(storeId: number | null) {
    const all = await stores.locations();
    return storeId !== null && all.has(storeId) ? storeId : [...all.keys()][0]!;
  }

  /**
   * 422 store_closed when the store is closed that day (decision 098), 409 capacity_full when the day has no room left
   * for the job, naming the field (checked before the transaction: PGlite has one connection).
   */
  async function assertRoom(storeId: number | null, instant: string | Date, minutes: number, field: string) {
    await capacity.assertRoom(await storeOf(storeId), brusselsDayOf(instant), minutes).catch((error: unknown) => {
      if (error instanceof AppError && (error.code === 'capacity_full' || error.code === 'store_closed'))
        throw new AppError(error.statusCode, error.code, error.message, { [field]: error.code });
      throw error;
    });
  }

  const staff = isWorkshop;

  async function views(rows: MaintenanceRequestRow[]): Promise<MaintenanceRequest[]> {
    const [users, firms, storeNames] = await Promise.all([
      identity.namesByIds(rows.map((r) => r.userId)),
      companies.namesByIds(rows.map((r) => r.companyId)),
      stores.locations(),
    ]);
    return rows.map((r) => ({
      id: r.id,
      bike:
        r.bikeId !== null
          ? { kind: 'stock' as const, id: r.bikeId, label: r.bikeLabel, frameNumber: r.frameNumber }
          : { kind: 'external' as const, id: r.externalBikeId!, label: r.bikeLabel, frameNumber: r.frameNumber },
      customer: ((u) => (u ? { id: u.id, name: u.name } : null))(r.userId === null ? undefined : users.get(r.userId)),
      company: ref(firms, r.companyId),
      problem: r.problem,
      mileageKm: r.mileageKm,
      maxBudgetCents: r.maxBudgetCents,
      location: r.location as MaintenanceLocation,
      address: r.address,
      replacementBike: r.replacementBike,
      replacementDays: r.replacementDays,
      desiredDate: r.desiredDate,
      store: r.storeId === null ? null : ((l) => (l ? { id: l.id, name: l.name } : null))(storeNames.get(r.storeId)),
      estimatedMinutes: r.estimatedMinutes,
      fees: { replacementBikeCents: r.replacementBikeCents, addressFeeCents: r.addressFeeCents },
      step: r.step as MaintenanceStep | null,
      filter: r.filter as MaintenanceFilter,
      priority: r.priority,
      scheduledAt: iso(r.scheduledAt),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  async function visible(viewer: AuthUser, id: number) {
    const row = await repo.byId(db, scopeOf(viewer, REQUEST_SCOPE), id);
    if (!row) throw notFound();
    return row;
  }

  /** The request's seed §4 list, from its step, fixed date and proposals as they are now in the transaction. */
  async function refiled(tx: Tx, row: MaintenanceRequestRow) {
    const proposals = (await repo.proposals(tx, row.id)).map((p) => p.status as DateProposalStatus);
    return maintenanceFilterOf({ step: row.step as MaintenanceStep | null, scheduledAt: row.scheduledAt, proposals });
  }

  /** The customer's name, address and language, read before a transaction (PGlite has one connection). */
  async function customerOf(row: MaintenanceRequestRow) {
    if (row.userId === null) return null;
    const c = (await identity.customersByIds([row.userId])).get(row.userId);
    if (!c) return null;
    const locale = toLocale(c.language);
    return {
      email: c.email,
      who: {
        locale,
        name: c.name,
        requestId: row.id,
        bike: row.bikeLabel,
        link: `${publicUrl}/${locale}/dashboard/maintenance/${row.id}`,
      } as const,
    };
  }

  /** Locks the visible request, applies `change`, refiles it, records it with who and when. */
  async function changing(
    viewer: AuthUser,
    id: number,
    action: string,
    actor: Actor,
    change: (tx: Tx, before: MaintenanceRequestRow) => Promise<Partial<MaintenanceRequestRow>>,
    after?: (tx: Tx, row: MaintenanceRequestRow) => Promise<void>,
  ) {
    const scope = scopeOf(viewer, REQUEST_SCOPE);
    await db.transaction(async (tx) => {
      const before = await repo.lock(tx, scope, id);
      if (!before) throw notFound();
      const values = await change(tx, before);
      const filter = await refiled(tx, { ...before, ...values });
      const row = await repo.update(tx, id, { ...values, filter });
      await recordAudit(tx, { actorId: actor.id, action, entity: ENTITY, entityId: id, before, after: row, ip: actor.ip });
      await after?.(tx, row);
    });
    return detail(viewer, id);
  }

  async function detail(viewer: AuthUser, id: number): Promise<MaintenanceRequestDetail> {
    const row = await visible(viewer, id);
    const [[view], steps, proposals, history] = await Promise.all([
      views([row]),
      repo.steps(db, id),
      repo.proposals(db, id),
      readHistory(db, people.names, { entity: ENTITY, entityId: id }, { page: 1, perPage: 50 }),
    ]);
    const names = await identity.namesByIds([
      ...steps.map((s) => s.actorId),
      ...proposals.flatMap((p) => [p.proposedById, p.answeredById]),
    ]);
    const person = (pid: number | null) => ((u) => (u ? { id: u.id, name: u.name } : null))(pid === null ? undefined : names.get(pid));
    const step = row.step as MaintenanceStep | null;
    return {
      ...view!,
      steps: steps.map((s) => ({ step: s.step as MaintenanceStep, at: s.at.toISOString(), by: person(s.actorId) })),
      nextSteps: nextMaintenanceSteps(step),
      proposals: proposals.map((p) => ({
        id: p.id,
        date: p.date.toISOString(),
        status: p.status as DateProposalStatus,
        comment: p.comment,
        proposedAt: p.proposedAt.toISOString(),
        proposedBy: person(p.proposedById),
        answeredAt: iso(p.answeredAt),
        answeredBy: person(p.answeredById),
      })),
      history: history.data,
      can: { answer: proposals.some((p) => p.status === 'proposed'), manage: staff(viewer) },
      photos: row.photos.map((key, index) => ({ key, url: `/api/maintenance-requests/${id}/photos/${index}` })),
    };
  }

  /** The bike asked for: a customer only their own; the workshop any, for the bike's user or the one named. */
  async function bikeOf(viewer: AuthUser, input: MaintenanceRequestInput) {
    const mine = (userId: number | null) => staff(viewer) || userId === viewer.id;
    if (input.bikeId !== null) {
      const bike = await bikes.withLabel(input.bikeId);
      if (!bike || !mine(bike.row.userId)) throw invalid({ bikeId: 'unknown_bike' });
      return {
        bikeId: bike.row.id,
        externalBikeId: null,
        label: bike.label,
        frameNumber: bike.row.frameNumber,
        userId: bike.row.userId,
        companyId: bike.row.companyId,
      };
    }
    const bike = await externalBikes.row(input.externalBikeId!);
    if (!bike || !mine(bike.userId)) throw invalid({ externalBikeId: 'unknown_bike' });
    return {
      bikeId: null,
      externalBikeId: bike.id,
      label: `${bike.brand} ${bike.model}`,
      frameNumber: bike.frameNumber,
      userId: bike.userId,
      companyId: bike.companyId,
    };
  }

  return {
    detail,

    /**
     * A returned leased bike's pick-up at the end of its lease (decision 060), planned by the leasing module in its own
     * transaction: a request to schedule at the company (or the customer's) on the end date. Writes only through `tx`.
     */
    async planLeaseReturnPickUp(
      tx: Tx,
      p: {
        bikeId: number;
        bikeLabel: string;
        frameNumber: string;
        userId: number | null;
        companyId: number | null;
        date: string;
        contractId: number;
      },
      actor: Actor,
    ) {
      const made = await repo.insert(tx, {
        userId: p.userId,
        companyId: p.companyId,
        bikeId: p.bikeId,
        externalBikeId: null,
        bikeLabel: p.bikeLabel,
        frameNumber: p.frameNumber,
        problem: `Fin de leasing\u00a0: reprise du vélo (contrat ${p.contractId}) — End of lease: bike pick-up — Einde leasing: ophalen van de fiets`,
        mileageKm: null,
        maxBudgetCents: null,
        location: p.companyId !== null ? 'company' : 'other',
        address: null,
        replacementBike: false,
        replacementDays: null,
        desiredDate: p.date,
        storeId: null,
        replacementBikeCents: 0,
        addressFeeCents: 0,
        filter: 'to_schedule',
        search: searchText(p.frameNumber, '', null, p.bikeLabel),
        createdById: actor.id,
      });
      await bikes.recordEvent(tx, {
        bikeId: p.bikeId,
        kind: 'maintenance',
        details: { requestId: made.id, event: 'requested', leasingContractId: p.contractId },
        actorId: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'maintenance_request.created',
        entity: ENTITY,
        entityId: made.id,
        after: { ...made, leasingContractId: p.contractId },
        ip: actor.ip,
      });
      return made.id;
    },

    async create(viewer: AuthUser, input: MaintenanceRequestInput, actor: Actor) {
      if (input.userId !== null && input.userId !== viewer.id && !staff(viewer)) throw forbidden();
      const bike = await bikeOf(viewer, input);
      const userId = staff(viewer) ? (input.userId ?? bike.userId) : viewer.id;
      if (userId === null) throw invalid({ userId: 'required' });
      const customer = (await identity.customersByIds([userId])).get(userId);
      if (!customer) throw invalid({ userId: 'unknown_user' });
      const companyId = customer.companyId ?? bike.companyId;
      const companyName = companyId === null ? null : ((await companies.namesByIds([companyId])).get(companyId)?.name ?? null);
      // "At my company" goes where the company is: the address typed, else the company's own; with neither, the
      // mechanic would not know where to go, so the request asks for one (issue 25, point 10).
      const billing =
        input.location === 'company' && input.address === null && companyId !== null
          ? (await companies.addressesByIds([companyId])).get(companyId)?.billingAddress
          : null;
      const companyAddress = billing ? `${billing.street}, ${billing.postalCode} ${billing.city}` : null;
      const address = input.location === 'shop' ? null : (input.address ?? companyAddress);
      if (input.location === 'company' && address === null) throw invalid({ address: 'required' });
      const fees = maintenanceFees(input);
      if (input.storeId !== null && !(await stores.locations()).has(input.storeId)) throw invalid({ storeId: 'unknown_location' });
      const storeId = await storeOf(input.storeId);
      // A bike brought to the shop is dropped off on a day the store is open (decision 098).
      if (input.location === 'shop' && input.desiredDate !== null) await capacity.assertOpen(storeId, { desiredDate: input.desiredDate });
      const row = await db.transaction(async (tx) => {
        const made = await repo.insert(tx, {
          userId,
          companyId,
          bikeId: bike.bikeId,
          externalBikeId: bike.externalBikeId,
          bikeLabel: bike.label,
          frameNumber: bike.frameNumber,
          problem: input.problem,
          mileageKm: input.mileageKm,
          maxBudgetCents: input.maxBudgetCents,
          location: input.location,
          address,
          replacementBike: input.replacementBike,
          replacementDays: input.replacementBike ? input.replacementDays : null,
          desiredDate: input.desiredDate,
          storeId,
          replacementBikeCents: fees.replacementBikeCents,
          addressFeeCents: fees.addressFeeCents,
          filter: 'to_schedule',
          search: searchText(bike.frameNumber, customer.name, companyName, bike.label),
          createdById: actor.id,
        });
        if (made.bikeId !== null)
          await bikes.recordEvent(tx, {
            bikeId: made.bikeId,
            kind: 'maintenance',
            details: { requestId: made.id, event: 'requested' },
            actorId: actor.id,
          });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'maintenance_request.created',
          entity: ENTITY,
          entityId: made.id,
          after: made,
          ip: actor.ip,
        });
        return made;
      });
      return { id: row.id, fees };
    },

    async list(viewer: AuthUser, query: MaintenanceRequestListQuery) {
      const where = requestWhere(scopeOf(viewer, REQUEST_SCOPE), { ...query, q: query.q ? searchText(query.q) : undefined });
      const [rows, total] = await Promise.all([
        repo.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, where),
      ]);
      return cappedPageOf(await views(rows), total, query);
    },
    async listForExport(viewer: AuthUser, query: MaintenanceRequestListQuery) {
      const where = requestWhere(scopeOf(viewer, REQUEST_SCOPE), { ...query, q: query.q ? searchText(query.q) : undefined });
      return views(await repo.page(db, where, query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    /** The workshop proposes dates; the customer gets them by e-mail. Not once the bike is at the workshop or a date is fixed. */
    async proposeDates(viewer: AuthUser, id: number, dates: string[], actor: Actor, estimatedMinutes?: number) {
      const now = clock.now().getTime();
      const past = dates.findIndex((d) => new Date(d).getTime() <= now);
      if (past >= 0) throw invalid({ [`dates.${past}`]: 'in_the_past' });
      const seen = await visible(viewer, id);
      const minutes = estimatedMinutes ?? seen.estimatedMinutes;
      // Only days the workshop still has room on are proposed.
      for (const [i, d] of dates.entries()) await assertRoom(seen.storeId, d, minutes, `dates.${i}`);
      const customer = await customerOf(seen);
      return changing(
        viewer,
        id,
        'maintenance_request.dates_proposed',
        actor,
        async (tx, before) => {
          if (before.step !== null || before.scheduledAt !== null) throw conflict('This request already has its date');
          await repo.addProposals(
            tx,
            dates.sort().map((d) => ({ requestId: id, date: new Date(d), proposedById: actor.id })),
          );
          return { estimatedMinutes: minutes };
        },
        async (tx) => {
          if (customer) await mail.send({ to: customer.email, ...dateProposalsMail(dates, customer.who) }, tx);
        },
      );
    },

    /** The customer (or the workshop on the phone with them) accepts one date: it is fixed, the other open ones withdrawn. */
    async answer(
      viewer: AuthUser,
      id: number,
      proposalId: number,
      answer: { accept: true } | { accept: false; comment: string },
      actor: Actor,
    ) {
      if (answer.accept) {
        // The day may have filled since the date was proposed: say so rather than overbook the workshop.
        const seen = await visible(viewer, id);
        const proposal = (await repo.proposals(db, id)).find((p) => p.id === proposalId);
        if (proposal?.status === 'proposed') await assertRoom(seen.storeId, proposal.date, seen.estimatedMinutes, 'proposalId');
      }
      return changing(
        viewer,
        id,
        answer.accept ? 'maintenance_request.date_accepted' : 'maintenance_request.date_refused',
        actor,
        async (tx) => {
          const proposal = (await repo.proposals(tx, id)).find((p) => p.id === proposalId);
          if (!proposal) throw notFound();
          if (proposal.status !== 'proposed') throw conflict(`This date is already ${proposal.status}`);
          const answered = { answeredById: actor.id, answeredAt: clock.now() };
          if (!answer.accept) {
            await repo.updateProposal(tx, proposalId, { status: 'refused', comment: answer.comment, ...answered });
            return {};
          }
          await repo.updateProposal(tx, proposalId, { status: 'accepted', ...answered });
          await repo.withdrawOpen(tx, id);
          return { scheduledAt: proposal.date };
        },
      );
    },

    /** The job moves forward one step (or skips some), never back; the bike's history and the customer hear of it. */
    async advance(viewer: AuthUser, id: number, step: MaintenanceStep, actor: Actor) {
      const customer = await customerOf(await visible(viewer, id));
      return changing(
        viewer,
        id,
        'maintenance_request.step_changed',
        actor,
        async (tx, before) => {
          if (!canAdvanceStep(before.step as MaintenanceStep | null, step))
            throw conflict(`A request at ${before.step ?? 'no step'} cannot go to ${step}`);
          await repo.addStep(tx, { requestId: id, step, actorId: actor.id });
          if (before.bikeId !== null)
            await bikes.recordEvent(tx, {
              bikeId: before.bikeId,
              kind: 'maintenance',
              details: { requestId: id, event: step },
              actorId: actor.id,
            });
          return { step };
        },
        async (tx) => {
          if (customer) await mail.send({ to: customer.email, ...stepMail(step, customer.who) }, tx);
        },
      );
    },

    /** A photo of the problem (JPG or PNG), from the customer or the workshop; kept private to those who see the request. */
    async addPhoto(viewer: AuthUser, id: number, data: Buffer, actor: Actor) {
      const type = sniffImageType(data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only JPG or PNG images');
      if ((await visible(viewer, id)).photos.length >= MAX_PHOTOS) throw invalid({ file: 'too_many' });
      const key = `maintenance/${id}/${randomBytes(8).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
      await files.put(key, data);
      return changing(viewer, id, 'maintenance_request.photo_added', actor, async (_tx, before) => ({ photos: [...before.photos, key] }));
    },
    async removePhoto(viewer: AuthUser, id: number, index: number, actor: Actor) {
      const row = await visible(viewer, id);
      const key = row.photos[index];
      if (!key) throw notFound();
      const detailAfter = await changing(viewer, id, 'maintenance_request.photo_removed', actor, async (_tx, before) => ({
        photos: before.photos.filter((k) => k !== key),
      }));
      await files.remove(key);
      return detailAfter;
    },
    async photo(viewer: AuthUser, id: number, index: number) {
      const key = (await visible(viewer, id)).photos[index];
      const data = key ? await files.get(key) : null;
      if (!data) throw notFound();
      return { data, type: sniffImageType(data) ?? 'application/octet-stream' };
    },

    /** The request as its viewer may see it (404 otherwise): other modules check visibility through this. */
    visible,

    /**
     * The workshop changes how long the job should take (decision 035). It is what the capacity books on the
     * planned day: making a planned job longer needs room for the extra minutes (409 capacity_full).
     */
    async setEstimate(viewer: AuthUser, id: number, estimatedMinutes: number, actor: Actor) {
      const seen = await visible(viewer, id);
      const extra = estimatedMinutes - seen.estimatedMinutes;
      if (extra > 0 && seen.scheduledAt !== null && seen.step === null)
        await assertRoom(seen.storeId, seen.scheduledAt, extra, 'estimatedMinutes');
      return changing(viewer, id, 'maintenance_request.estimate_changed', actor, async () => ({ estimatedMinutes }));
    },

    /**
     * A confirmed tour fixes the visit (decision 035): the request's date is the tour's day at the start of the
     * customer's window, booked at the tour's store; open date proposals are withdrawn. In the tour's transaction,
     * recorded in the request's history and the bike's.
     */
    async scheduleVisit(
      tx: Tx,
      visit: { requestId: number; at: Date; storeId: number; tourId: number; date: string; window: string },
      actor: Actor,
    ) {
      const before = await repo.lock(tx, { kind: 'all' }, visit.requestId);
      if (!before) return;
      await repo.withdrawOpen(tx, visit.requestId);
      const values = { scheduledAt: visit.at, storeId: visit.storeId };
      const row = await repo.update(tx, visit.requestId, { ...values, filter: await refiled(tx, { ...before, ...values }) });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'maintenance_request.tour_scheduled',
        entity: ENTITY,
        entityId: visit.requestId,
        before,
        after: row,
        ip: actor.ip,
      });
      if (before.bikeId !== null)
        await bikes.recordEvent(tx, {
          bikeId: before.bikeId,
          kind: 'maintenance',
          details: { requestId: visit.requestId, event: 'tour_scheduled', tourId: visit.tourId, date: visit.date, window: visit.window },
          actorId: actor.id,
        });
    },

    /**
     * The visit is off its confirmed tour (stop removed, tour cancelled): the date the tour gave is cleared, so the
     * request is to be scheduled again. Nothing changes once the bike's job has started (a step is set).
     */
    async unscheduleVisit(tx: Tx, visit: { requestId: number; tourId: number }, actor: Actor) {
      const before = await repo.lock(tx, { kind: 'all' }, visit.requestId);
      if (!before || before.step !== null || before.scheduledAt === null) return;
      const row = await repo.update(tx, visit.requestId, {
        scheduledAt: null,
        filter: await refiled(tx, { ...before, scheduledAt: null }),
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'maintenance_request.tour_unscheduled',
        entity: ENTITY,
        entityId: visit.requestId,
        before,
        after: row,
        ip: actor.ip,
      });
      if (before.bikeId !== null)
        await bikes.recordEvent(tx, {
          bikeId: before.bikeId,
          kind: 'maintenance',
          details: { requestId: visit.requestId, event: 'tour_unscheduled', tourId: visit.tourId },
          actorId: actor.id,
        });
    },

    setPriority: (viewer: AuthUser, id: number, priority: boolean, actor: Actor) =>
      changing(viewer, id, 'maintenance_request.priority_changed', actor, async () => ({ priority })),

    /** The workshop finds a stock bike by its frame number (scanned or typed), with its rider, to type a request for them. */
    async lookup(frameNumber: string) {
      const found = await bikes.byFrame(frameNumber).catch(() => null);
      const bike = found ? await bikes.withLabel(found.id) : null;
      if (!bike) return { data: [] };
      const rider = bike.row.userId === null ? undefined : (await identity.namesByIds([bike.row.userId])).get(bike.row.userId);
      return {
        data: [
          {
            kind: 'stock' as const,
            id: bike.row.id,
            label: bike.label,
            frameNumber: bike.row.frameNumber,
            contractKind: bike.row.contractKind,
            history: [],
            maintenance: [],
            customer: rider ? { id: rider.id, name: rider.name } : null,
          },
        ],
      };
    },

    /** The requests of these stock bikes with their planned and wished dates: the dashboard's next maintenance (decision 058). */
    async visitsOfBikes(bikeIds: number[]) {
      const rows = await repo.ofBikes(db, bikeIds, []);
      return rows.map((r) => ({
        id: r.id,
        bikeId: r.bikeId,
        filter: r.filter as MaintenanceFilter,
        scheduledAt: iso(r.scheduledAt),
        desiredDate: r.desiredDate,
      }));
    },

    /** "My bikes": the stock bikes in my contract and my external bikes, each with its latest events and requests. */
    async myBikes(viewer: AuthUser): Promise<{ data: MyBike[] }> {
      const [stock, external] = await Promise.all([bikes.ofUser(viewer.id), externalBikes.ofUser(viewer.id)]);
      const requests = await repo.ofBikes(
        db,
        stock.map((b) => b.row.id),
        external.map((b) => b.id),
      );
      const short = (r: MaintenanceRequestRow) => ({
        id: r.id,
        problem: r.problem,
        step: r.step as MaintenanceStep | null,
        filter: r.filter as MaintenanceFilter,
        createdAt: r.createdAt.toISOString(),
      });
      return {
        data: [
          ...stock.map((b) => ({
            kind: 'stock' as const,
            id: b.row.id,
            label: b.label,
            frameNumber: b.row.frameNumber,
            contractKind: b.row.contractKind,
            history: b.events.map((e) => ({ kind: e.kind, at: e.at.toISOString() })),
            maintenance: requests.filter((r) => r.bikeId === b.row.id).map(short),
          })),
          ...external.map((b) => ({
            kind: 'external' as const,
            id: b.id,
            label: `${b.brand} ${b.model}`,
            frameNumber: b.frameNumber,
            contractKind: null,
            history: [],
            maintenance: requests.filter((r) => r.externalBikeId === b.id).map(short),
          })),
        ],
      };
    },
  };
}
