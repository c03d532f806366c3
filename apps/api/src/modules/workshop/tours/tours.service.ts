import {
  toLocale,
  brusselsWallTimeToIso,
  canCancelTour,
  canEditTour,
  clockToMinutes,
  minutesToClock,
  scheduleTour,
  tourDepotOf,
  TOUR_DAY_END,
  TOUR_DAY_START,
  type AuthUser,
  type MaintenanceTourVisit,
  type Tour,
  type TourDetail,
  type TourInput,
  type TourListQuery,
  type TourOptimised,
  type TourProblem,
  type TourRequest,
  type TourRequestListQuery,
  type TourStatus,
  type TourStop,
  type TourStopAddInput,
  type TourStopStatus,
  type TourStopUpdate,
  type Clock,
  can,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, forbidden, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { containsPattern, pageOf } from '../../../platform/list';
import type { Mailer } from '../../../platform/mail';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import type { StockService } from '../../stock/stock.service';
import type { Geocoder } from '../routing/geocoder';
import type { RoutingEngine } from '../routing/routing-engine';
import type { MaintenanceRequestsService } from '../requests/maintenance-requests.service';
import { visitCancelledMail, visitMail } from './tour-mails';
import { toursRepository as repo, tourWhere, type TourRequestRow, type TourRow, type TourStopRow } from './tours.repository';
import { scopeOf } from '../../../platform/tenancy';
import type { StoreCalendarService } from '../../stock/calendar/store-calendar.service';

export type ToursService = ReturnType<typeof createToursService>;
/** What a tour does to its requests (decision 035): the requests module sets and clears their date. */
type Visits = Pick<MaintenanceRequestsService, 'visible' | 'scheduleVisit' | 'unscheduleVisit'>;
type Deps = {
  clock: Clock;
  db: Db;
  identity: IdentityService;
  companies: CompaniesService;
  stores: StockService;
  mail: Mailer;
  routing: RoutingEngine;
  geocoder: Geocoder;
  publicUrl: string;
  requests: Visits;
  /** The stores' opening calendar (decision 098): a tour leaves from its store on a day the store is open. */
  calendars: Pick<StoreCalendarService, 'assertOpen'>;
};

const ENTITY = 'tour';
const conflict = (message: string) => new AppError(409, 'invalid_transition', message);
const NO_FIGURES = {
  distanceMeters: null,
  durationMinutes: null,
  beforeDistanceMeters: null,
  beforeDurationMinutes: null,
  engine: null,
  fallback: null,
};

/** Where the mechanic goes: another address as typed; at the company, the company's address (else what was typed). */
export function visitAddress(
  r: { location: string; address: string | null } & { companyAddress: { street: string; postalCode: string; city: string } | null },
): string | null {
  if (r.location === 'company' && r.companyAddress)
    return `${r.companyAddress.street}, ${r.companyAddress.postalCode} ${r.companyAddress.city}`;
  return r.address?.trim() || null;
}

/** The customer's window in the mail: the stop's window when set, else from 30 min before to 60 min after the planned start. */
export function customerWindow(stop: Pick<TourStopRow, 'windowStart' | 'windowEnd' | 'plannedArrival'>): { from: string; to: string } {
  const planned = stop.plannedArrival ? clockToMinutes(stop.plannedArrival) : null;
  if (stop.windowStart && stop.windowEnd) return { from: stop.windowStart, to: stop.windowEnd };
  if (planned === null) return { from: stop.windowStart ?? TOUR_DAY_START, to: stop.windowEnd ?? TOUR_DAY_END };
  const from = Math.max(stop.windowStart ? clockToMinutes(stop.windowStart) : 0, planned - 30);
  const to = Math.min(stop.windowEnd ? clockToMinutes(stop.windowEnd) : 24 * 60 - 1, planned + 60);
  return { from: minutesToClock(from), to: minutesToClock(Math.max(from, to)) };
}

/** Repair tours (decision 032): planned by the admin, ordered by the routing engine, worked through by the mechanic. */
export function createToursService({
  clock,
  db,
  identity,
  companies,
  stores,
  mail,
  routing,
  geocoder,
  publicUrl,
  requests: visits,
  calendars,
}: Deps) {
  /** The requests with their company's name and address (the companies module's, read through its service). */
  async function withCompanies<T extends TourRequestRow>(rows: T[]) {
    const firms = await companies.addressesByIds(rows.map((r) => r.companyId));
    return rows.map((r) => {
      const firm = r.companyId === null ? null : (firms.get(r.companyId) ?? null);
      return { ...r, companyName: firm?.name ?? null, companyAddress: firm?.billingAddress ?? null };
    });
  }
  const requestsByIds = async (ids: number[]) => new Map((await withCompanies(await repo.requests(db, ids))).map((r) => [r.id, r]));
  const storeById = async (id: number) => (await stores.locations()).get(id);

  async function views(rows: TourRow[]): Promise<Tour[]> {
    const [names, storeNames, stops] = await Promise.all([
      identity.namesByIds(rows.map((r) => r.mechanicId)),
      stores.locations(),
      repo.stops(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const storeName = new Map([...storeNames.values()].map((s) => [s.id, s.name]));
    return rows.map((r) => {
      const mine = stops.filter((s) => s.tourId === r.id);
      return {
        id: r.id,
        date: r.date,
        mechanic: { id: r.mechanicId, name: names.get(r.mechanicId)?.name ?? '' },
        store: { id: r.storeId, name: storeName.get(r.storeId) ?? '' },
        vanLabel: r.vanLabel,
        status: r.status as TourStatus,
        stopCount: mine.length,
        doneCount: mine.filter((s) => s.status === 'done').length,
        distanceMeters: r.distanceMeters,
        durationMinutes: r.durationMinutes,
        before:
          r.beforeDistanceMeters === null || r.beforeDurationMinutes === null
            ? null
            : { distanceMeters: r.beforeDistanceMeters, durationMinutes: r.beforeDurationMinutes },
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  async function stopViews(stops: TourStopRow[]): Promise<TourStop[]> {
    const requests = await requestsByIds(stops.map((s) => s.maintenanceRequestId));
    const [names, customers] = await Promise.all([
      identity.namesByIds([...[...requests.values()].map((r) => r.userId), ...stops.map((s) => s.doneById)]),
      identity.customersByIds([...requests.values()].map((r) => r.userId)),
    ]);
    const person = (id: number | null) => ((u) => (u ? { id: u.id, name: u.name } : null))(id === null ? undefined : names.get(id));
    // How to reach the customer ("call ten minutes before", decision 102): tours are the workshop's, staff only.
    const contact = (id: number | null) =>
      ((c) => (c ? { phone: c.phone, email: c.email } : null))(id === null ? undefined : customers.get(id));
    return stops.map((s) => {
      const r = requests.get(s.maintenanceRequestId)!;
      return {
        id: s.id,
        position: s.position,
        maintenanceRequestId: s.maintenanceRequestId,
        customer: person(r.userId),
        contact: contact(r.userId),
        company: r.companyId === null ? null : { id: r.companyId, name: r.companyName ?? '' },
        bikeLabel: r.bikeLabel,
        frameNumber: r.frameNumber,
        problem: r.problem,
        address: s.address,
        lat: s.lat,
        lng: s.lng,
        windowStart: s.windowStart,
        windowEnd: s.windowEnd,
        durationMinutes: s.durationMinutes,
        plannedArrival: s.plannedArrival,
        status: s.status as TourStopStatus,
        doneAt: s.doneAt ? s.doneAt.toISOString() : null,
        doneBy: person(s.doneById),
      };
    });
  }

  async function detailOf(viewer: AuthUser, row: TourRow): Promise<TourDetail> {
    const [[view], stops, store] = await Promise.all([views([row]), repo.stops(db, [row.id]), storeById(row.storeId)]);
    const status = row.status as TourStatus;
    const admin = can(viewer, 'admin');
    return {
      ...view!,
      depot: tourDepotOf(store?.name ?? ''),
      stops: await stopViews(stops),
      fallback: row.fallback,
      can: {
        edit: admin && canEditTour(status),
        optimise: admin && canEditTour(status) && stops.length > 0,
        confirm: admin && canEditTour(status) && stops.length > 0,
        markDone: status === 'confirmed' && (admin || row.mechanicId === viewer.id),
        cancel: admin && canCancelTour(status),
        removeStop: admin && canCancelTour(status),
      },
    };
  }

  async function detail(viewer: AuthUser, id: number) {
    const row = await repo.byId(db, scopeOf(viewer), id);
    if (!row) throw notFound();
    return detailOf(viewer, row);
  }

  /** Locks the tour, applies `change`, records it with who and when. */
  async function changing(
    viewer: AuthUser,
    id: number,
    action: string,
    actor: Actor,
    change: (tx: Tx, before: TourRow) => Promise<Partial<TourRow> | null>,
  ) {
    await db.transaction(async (tx) => {
      const before = await repo.lock(tx, scopeOf(viewer), id);
      if (!before) throw notFound();
      const values = await change(tx, before);
      if (values === null) return;
      const after = await repo.update(tx, id, values);
      await recordAudit(tx, { actorId: actor.id, action, entity: ENTITY, entityId: id, before, after, ip: actor.ip });
    });
    return detail(viewer, id);
  }

  /** The customers of these requests, to tell them their confirmed visit is off (read before the transaction). */
  async function cancelMails(stops: TourStopRow[], date: string) {
    const found = await requestsByIds(stops.map((s) => s.maintenanceRequestId));
    const customers = await identity.customersByIds([...found.values()].map((r) => r.userId));
    return stops.flatMap((s) => {
      const r = found.get(s.maintenanceRequestId);
      const c = r?.userId == null ? undefined : customers.get(r.userId);
      if (!r || !c) return [];
      const locale = toLocale(c.language);
      return [
        {
          requestId: r.id,
          to: c.email,
          ...visitCancelledMail({
            locale,
            name: c.name,
            requestId: r.id,
            bike: r.bikeLabel,
            date,
            link: `${publicUrl}/${locale}/dashboard/maintenance/${r.id}`,
          }),
        },
      ];
    });
  }

  /**
   * Stops leave a tour (decision 035): deleted, so their requests can go on another tour; on a confirmed tour the
   * date it gave them is cleared (to be scheduled again) and the customer is told. Done visits stay.
   */
  async function dropStops(tx: Tx, tour: TourRow, stops: TourStopRow[], mails: Awaited<ReturnType<typeof cancelMails>>, actor: Actor) {
    for (const stop of stops) {
      await repo.deleteStop(tx, stop.id);
      if (tour.status !== 'confirmed') continue;
      await visits.unscheduleVisit(tx, { requestId: stop.maintenanceRequestId, tourId: tour.id }, actor);
      const m = mails.find((x) => x.requestId === stop.maintenanceRequestId);
      if (m) await mail.send({ to: m.to, subject: m.subject, text: m.text }, tx);
    }
  }

  const cancellable = (tour: TourRow) => {
    if (!canCancelTour(tour.status as TourStatus)) throw conflict(`A ${tour.status} tour cannot be changed`);
  };

  const editable = (tour: TourRow) => {
    if (!canEditTour(tour.status as TourStatus)) throw conflict(`A ${tour.status} tour cannot be changed`);
  };

  /** The problem the optimiser solves: the store, the day, the stops in their current order (all placed). */
  async function problemOf(tour: TourRow, stops: TourStopRow[], preferFeasible = false): Promise<TourProblem> {
    if (!stops.length) throw invalid({ stops: 'required' });
    if (stops.some((s) => s.lat === null || s.lng === null)) throw invalid({ stops: 'not_placed' });
    const store = await storeById(tour.storeId);
    return {
      depot: { location: tourDepotOf(store?.name ?? ''), dayStart: clockToMinutes(TOUR_DAY_START), dayEnd: clockToMinutes(TOUR_DAY_END) },
      stops: stops.map((s) => ({
        id: s.id,
        location: { lat: s.lat!, lng: s.lng! },
        windowStart: s.windowStart ? clockToMinutes(s.windowStart) : null,
        windowEnd: s.windowEnd ? clockToMinutes(s.windowEnd) : null,
        serviceMinutes: s.durationMinutes,
      })),
      options: { preferFeasible },
    };
  }

  async function requestViews(found: (TourRequestRow & { tourId: number | null; tourDate: string | null })[]): Promise<TourRequest[]> {
    const rows = await withCompanies(found);
    const names = await identity.namesByIds(rows.map((r) => r.userId));
    return rows.map((r) => ({
      id: r.id,
      customer: ((u) => (u ? { id: u.id, name: u.name } : null))(r.userId === null ? undefined : names.get(r.userId)),
      company: r.companyId === null ? null : { id: r.companyId, name: r.companyName ?? '' },
      bikeLabel: r.bikeLabel,
      frameNumber: r.frameNumber,
      problem: r.problem,
      location: r.location as 'company' | 'other',
      address: visitAddress(r),
      desiredDate: r.desiredDate,
      priority: r.priority,
      tour: r.tourId === null || r.tourDate === null ? null : { id: r.tourId, date: r.tourDate },
    }));
  }

  return {
    detail,

    async stores() {
      return { data: [...(await stores.locations()).values()].map((s) => ({ id: s.id, name: s.name, ...tourDepotOf(s.name) })) };
    },

    async create(viewer: AuthUser, input: TourInput, actor: Actor) {
      if (input.date < clock.today()) throw invalid({ date: 'in_the_past' });
      const mechanic = (await identity.customersByIds([input.mechanicId])).get(input.mechanicId);
      if (!can(mechanic, 'bikeMechanic')) throw invalid({ mechanicId: 'not_a_mechanic' });
      if (!(await storeById(input.storeId))) throw invalid({ storeId: 'unknown_location' });
      await calendars.assertOpen(input.storeId, { date: input.date });
      const row = await db.transaction(async (tx) => {
        const made = await repo.insert(tx, {
          date: input.date,
          mechanicId: input.mechanicId,
          storeId: input.storeId,
          vanLabel: input.vanLabel,
          status: 'draft',
          createdById: actor.id,
        });
        await recordAudit(tx, { actorId: actor.id, action: 'tour.created', entity: ENTITY, entityId: made.id, after: made, ip: actor.ip });
        return made;
      });
      return detailOf(viewer, row);
    },

    async list(viewer: AuthUser, query: TourListQuery) {
      const where = tourWhere(scopeOf(viewer), query);
      const [rows, total] = await Promise.all([
        repo.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(viewer: AuthUser, query: TourListQuery) {
      return views(await repo.page(db, tourWhere(scopeOf(viewer), query), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    /** The mechanic's confirmed (or finished) tours of the day, with their stops. */
    async mine(viewer: AuthUser, date: string | undefined) {
      const day = date ?? clock.today();
      const rows = (await repo.page(db, tourWhere({ kind: 'own', userId: viewer.id }, { from: day, to: day }), 'id', 'asc', 10, 0)).filter(
        (r) => r.status !== 'draft' && r.status !== 'cancelled',
      );
      return { date: day, data: await Promise.all(rows.map((r) => detailOf(viewer, r))) };
    },

    async requests(query: TourRequestListQuery) {
      const [rows, total] = await repo.candidates(
        db,
        query.list,
        query.q ? containsPattern(query.q) : null,
        query.perPage,
        (query.page - 1) * query.perPage,
      );
      return pageOf(await requestViews(rows), total, query);
    },

    /** A maintenance request at a company or another address becomes a stop, geocoded when the geocoder knows the address. */
    async addStop(viewer: AuthUser, id: number, input: TourStopAddInput, actor: Actor) {
      const request = (await requestsByIds([input.maintenanceRequestId])).get(input.maintenanceRequestId);
      if (!request) throw invalid({ maintenanceRequestId: 'unknown_request' });
      if (request.location === 'shop') throw invalid({ maintenanceRequestId: 'at_the_shop' });
      if (request.filter === 'finished') throw invalid({ maintenanceRequestId: 'finished' });
      const address = visitAddress(request);
      if (!address) throw invalid({ maintenanceRequestId: 'no_address' });
      const tour = await repo.byId(db, scopeOf(viewer), id);
      if (!tour) throw notFound();
      editable(tour);
      // An address placed on an earlier tour is placed the same way; else the geocoder, if one is configured.
      const place =
        (await repo.knownPlace(db, address)) ?? (await geocoder.geocode(address, { language: viewer.language ?? 'fr' }).catch(() => null));
      return changing(viewer, id, 'tour.stop_added', actor, async (tx, before) => {
        editable(before);
        const taken = await repo.stopOfRequest(tx, request.id);
        if (taken) throw new AppError(409, 'conflict', `This request is already on tour ${taken.tourId}`);
        await repo.insertStop(tx, {
          tourId: id,
          maintenanceRequestId: request.id,
          address,
          lat: place?.lat ?? null,
          lng: place?.lng ?? null,
          windowStart: input.windowStart,
          windowEnd: input.windowEnd,
          durationMinutes: input.durationMinutes,
          position: await repo.nextPosition(tx, id),
        });
        return { ...NO_FIGURES };
      });
    },

    /** Takes a visit not done yet off a draft or confirmed tour; its request is to be scheduled again. */
    async removeStop(viewer: AuthUser, id: number, stopId: number, actor: Actor) {
      const tour = await repo.byId(db, scopeOf(viewer), id);
      if (!tour) throw notFound();
      const stop = await repo.stop(db, id, stopId);
      if (!stop) throw notFound();
      const mails = tour.status === 'confirmed' ? await cancelMails([stop], tour.date) : [];
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, scopeOf(viewer), id);
        if (!before) throw notFound();
        cancellable(before);
        const locked = await repo.stop(tx, id, stopId);
        if (!locked) throw notFound();
        if (locked.status === 'done') throw conflict('This visit is done');
        await dropStops(tx, before, [locked], mails, actor);
        const left = await repo.stops(tx, [id]);
        // A draft's figures no longer describe its stops; a confirmed tour whose other visits are all done is done.
        const values =
          before.status === 'draft'
            ? { ...NO_FIGURES }
            : left.length > 0 && left.every((s) => s.status === 'done')
              ? { status: 'done' }
              : {};
        const after = await repo.update(tx, id, values);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'tour.stop_removed',
          entity: ENTITY,
          entityId: id,
          before: { ...before, stop: locked },
          after,
          ip: actor.ip,
        });
      });
      return detail(viewer, id);
    },

    /** Cancels a draft or confirmed tour: its visits not done leave it and are to be scheduled again. */
    async cancel(viewer: AuthUser, id: number, actor: Actor) {
      const tour = await repo.byId(db, scopeOf(viewer), id);
      if (!tour) throw notFound();
      cancellable(tour);
      const open = (await repo.stops(db, [id])).filter((s) => s.status !== 'done');
      const mails = tour.status === 'confirmed' ? await cancelMails(open, tour.date) : [];
      await db.transaction(async (tx) => {
        const before = await repo.lock(tx, scopeOf(viewer), id);
        if (!before) throw notFound();
        cancellable(before);
        const stops = (await repo.stops(tx, [id])).filter((s) => s.status !== 'done');
        await dropStops(tx, before, stops, mails, actor);
        const after = await repo.update(tx, id, { status: 'cancelled' });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'tour.cancelled',
          entity: ENTITY,
          entityId: id,
          before: { ...before, stops },
          after,
          ip: actor.ip,
        });
      });
      return detail(viewer, id);
    },

    /** The tour a request is on, for whoever sees the request (404 otherwise); a draft only to the workshop. */
    async visitOf(viewer: AuthUser, requestId: number): Promise<{ visit: MaintenanceTourVisit }> {
      await visits.visible(viewer, requestId);
      const found = await repo.visitOf(db, requestId);
      const staff = can(viewer, 'admin') || can(viewer, 'bikeMechanic');
      if (!found || found.tour.status === 'cancelled' || (found.tour.status === 'draft' && !staff)) return { visit: null };
      const { stop, tour } = found;
      const [names, store] = await Promise.all([identity.namesByIds([tour.mechanicId]), storeById(tour.storeId)]);
      return {
        visit: {
          tourId: tour.id,
          date: tour.date,
          status: tour.status as TourStatus,
          mechanic: { id: tour.mechanicId, name: names.get(tour.mechanicId)?.name ?? '' },
          store: { id: tour.storeId, name: store?.name ?? '' },
          ...customerWindow(stop),
          plannedArrival: stop.plannedArrival,
          stopStatus: stop.status as TourStopStatus,
        },
      };
    },

    /** Places a stop by hand (the map) and sets its window. */
    updateStop(viewer: AuthUser, id: number, stopId: number, input: TourStopUpdate, actor: Actor) {
      return changing(viewer, id, 'tour.stop_changed', actor, async (tx, before) => {
        const stop = await repo.stop(tx, id, stopId);
        if (!stop) throw notFound();
        editable(before);
        await repo.updateStop(tx, stopId, {
          lat: input.lat,
          lng: input.lng,
          windowStart: input.windowStart,
          windowEnd: input.windowEnd,
          ...(input.durationMinutes === null ? {} : { durationMinutes: input.durationMinutes }),
          plannedArrival: null,
        });
        return { ...NO_FIGURES };
      });
    },

    /**
     * Orders the stops through the routing engine. "Before" is the order the tour had when it was last changed
     * (the order the stops were added in, the first time); the answer is never longer than that.
     */
    async optimise(viewer: AuthUser, id: number, preferFeasible: boolean, actor: Actor): Promise<TourOptimised> {
      const tour = await repo.byId(db, scopeOf(viewer), id);
      if (!tour) throw notFound();
      editable(tour);
      const stops = await repo.stops(db, [id]);
      const plan = await routing.optimise(await problemOf(tour, stops, preferFeasible));
      const before =
        tour.beforeDistanceMeters !== null && tour.beforeDurationMinutes !== null
          ? { distanceMeters: tour.beforeDistanceMeters, durationMinutes: tour.beforeDurationMinutes }
          : { distanceMeters: plan.before.distanceMeters, durationMinutes: plan.before.durationMinutes };
      await changing(viewer, id, 'tour.optimised', actor, async (tx, locked) => {
        editable(locked);
        for (const [i, planned] of plan.stops.entries())
          await repo.updateStop(tx, Number(planned.id), { position: i + 1, plannedArrival: minutesToClock(planned.serviceStart) });
        return {
          distanceMeters: Math.round(plan.distanceMeters),
          durationMinutes: Math.round(plan.durationMinutes),
          beforeDistanceMeters: Math.round(before.distanceMeters),
          beforeDurationMinutes: Math.round(before.durationMinutes),
          engine: plan.engine,
          fallback: plan.fallback ?? null,
        };
      });
      return {
        stops: await stopViews(await repo.stops(db, [id])),
        distanceMeters: Math.round(plan.distanceMeters),
        durationMinutes: Math.round(plan.durationMinutes),
        lateMinutes: plan.lateMinutes,
        feasible: plan.feasible,
        engine: plan.engine,
        fallback: plan.fallback ?? null,
        before: { distanceMeters: Math.round(before.distanceMeters), durationMinutes: Math.round(before.durationMinutes) },
      };
    },

    /** Draft → confirmed: each customer gets the day and their time window by e-mail, in their language. */
    async confirm(viewer: AuthUser, id: number, actor: Actor) {
      const tour = await repo.byId(db, scopeOf(viewer), id);
      if (!tour) throw notFound();
      editable(tour);
      // A draft planned before its store's calendar closed that day is not confirmed to customers (decision 098).
      await calendars.assertOpen(tour.storeId, { date: tour.date });
      const stops = await repo.stops(db, [id]);
      const problem = await problemOf(tour, stops);
      // Not optimised: the order as it is, scheduled, gives each stop its planned start.
      const schedule = stops.some((s) => s.plannedArrival === null)
        ? new Map(scheduleTour(problem).stops.map((p) => [Number(p.id), minutesToClock(p.serviceStart)]))
        : null;
      const requests = await requestsByIds(stops.map((s) => s.maintenanceRequestId));
      const customers = await identity.customersByIds([...requests.values()].map((r) => r.userId));
      return changing(viewer, id, 'tour.confirmed', actor, async (tx, before) => {
        editable(before);
        for (const stop of stops) {
          const planned = schedule?.get(stop.id) ?? stop.plannedArrival;
          if (schedule) await repo.updateStop(tx, stop.id, { plannedArrival: planned });
          const request = requests.get(stop.maintenanceRequestId)!;
          const window = customerWindow({ ...stop, plannedArrival: planned });
          // The request's date is the tour's day at the start of the window the customer is told (decision 035).
          const at = new Date(brusselsWallTimeToIso(`${before.date}T${window.from}`)!);
          await visits.scheduleVisit(
            tx,
            { requestId: request.id, at, storeId: before.storeId, tourId: id, date: before.date, window: `${window.from}–${window.to}` },
            actor,
          );
          const c = request.userId === null ? undefined : customers.get(request.userId);
          if (!c) continue;
          const locale = toLocale(c.language);
          const link = `${publicUrl}/${locale}/dashboard/maintenance/${request.id}`;
          await mail.send(
            {
              to: c.email,
              ...visitMail({
                locale,
                name: c.name,
                requestId: request.id,
                bike: request.bikeLabel,
                link,
                date: before.date,
                ...window,
                address: stop.address,
              }),
            },
            tx,
          );
        }
        return { status: 'confirmed' };
      });
    },

    /**
     * The mechanic marks a stop done. Idempotent: a stop already done stays as it is, and an action id already
     * applied (a phone replaying its offline queue) changes nothing. The last stop done finishes the tour.
     */
    async markDone(viewer: AuthUser, id: number, stopId: number, clientActionId: string | null, actor: Actor) {
      const tour = await repo.byId(db, scopeOf(viewer), id);
      if (!tour) throw notFound();
      if (!can(viewer, 'admin') && tour.mechanicId !== viewer.id) throw forbidden();
      if (clientActionId) {
        const seen = await repo.action(db, clientActionId);
        if (seen && seen.stopId !== stopId) throw invalid({ clientActionId: 'duplicate' });
        if (seen) return detail(viewer, id);
      }
      return changing(viewer, id, 'tour.stop_done', actor, async (tx, before) => {
        const stop = await repo.stop(tx, id, stopId);
        if (!stop) throw notFound();
        if (before.status === 'draft' || before.status === 'cancelled') throw conflict(`A ${before.status} tour is not worked through`);
        if (clientActionId) await repo.recordAction(tx, { clientActionId, stopId, userId: actor.id });
        if (stop.status === 'done') return null;
        await repo.updateStop(tx, stopId, { status: 'done', doneAt: clock.now(), doneById: actor.id });
        const left = (await repo.stops(tx, [id])).filter((s) => s.status !== 'done').length;
        return left === 0 ? { status: 'done' } : {};
      });
    },
  };
}
