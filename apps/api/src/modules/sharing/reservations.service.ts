import crypto from 'node:crypto';
import {
  bookingRefusal,
  localizedName,
  toLocale,
  type Locale,
  yearOf,
  hasCompanyAccess,
  reservationCode,
  reservationGroup,
  yearlyDaysUsage,
  type AuthUser,
  type AvailabilityQuery,
  type BookingRefusal,
  type Reservation,
  type ReservationBox,
  type ReservationCreateInput,
  type ReservationListQuery,
  type SharedBike,
  type SharedBikeUsage,
  type Clock,
  can,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, forbidden, invalid, notFound, sqlState } from '../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../platform/export';
import { cappedPageOf } from '../../platform/list';
import type { BikeModelsService } from '../catalog/bike-models.service';
import type { CompaniesService } from '../companies/companies.service';
import type { ConditionsService } from '../companies/conditions/conditions.service';
import type { IdentityService } from '../identity/identity.service';
import type { PeopleService } from '../identity/users/people.service';
import type { Mailer } from '../../platform/mail';
import { bookingMail } from './reservation-mails';
import type { BikesService } from '../stock/bikes/bikes.service';
import { reservationsRepository, reservationWhere, type ReservationRow } from './reservations.repository';
import { recordTurnedAway } from './statistics/turned-away';
import { inScope, scopeOf, scopedCompanyId, type ScopeRule, memberCompanyId } from '../../platform/tenancy';

type Deps = {
  clock: Clock;
  db: Db;
  conditions: ConditionsService;
  companies: CompaniesService;
  identity: IdentityService;
  bikes: BikesService;
  models: BikeModelsService;
  quizAsked: (companyId: number) => Promise<boolean>;
  /** Booking on someone's behalf: the people of a company (decision 039). */
  people?: PeopleService;
  /** The booked person's confirmation mail (decision 039); without it no mail is sent. */
  mail?: Mailer;
  publicUrl?: string;
  keyCodes?: ReservationKeyCodes;
};
/** Boxes (decision 036): a booking of a bike sitting in a box gets a one-time code; called in the reservation's transaction. */
export type ReservationKeyCodes = {
  booked(tx: DbOrTx, r: ReservationRow, actor: Actor): Promise<void>;
  endChanged(tx: DbOrTx, r: ReservationRow, actor: Actor): Promise<void>;
  cancelled(tx: DbOrTx, r: ReservationRow, actor: Actor): Promise<void>;
  ofReservations(ids: number[], language?: Locale): Promise<Map<number, ReservationBox>>;
};
type Actor = { id: number | null; ip?: string | null };
export type ReservationsService = ReturnType<typeof createReservationsService>;

const DAY_MS = 86_400_000;
/** A booking may start a little in the past: the form's "now" is a few minutes old when it is sent. */
const START_GRACE_MS = 15 * 60_000;
/** Staff of the shop (admins, `search`, mechanics) book on anyone's behalf and see every company's reservations (decisions 039, 068). */
export const RESERVATION_SCOPE: ScopeRule = { staff: ['search', 'bikeMechanic'] };

const unavailable = () => new AppError(409, 'bike_unavailable', 'This bike is already booked for part of that time');
const closed = (message: string) => new AppError(409, 'reservation_closed', message);
const refused = (code: BookingRefusal) => new AppError(422, code, `The company's shared-bike rules refuse this booking (${code})`);

/** Shared-bike reservations (decision 033): booking under the company's rules, never two on one bike at once. */
export function createReservationsService({
  clock,
  db,
  conditions,
  companies,
  identity,
  bikes,
  models,
  quizAsked,
  keyCodes,
  people,
  mail,
  publicUrl = '',
}: Deps) {
  /** The company's shared bikes: the condition's list, or every usable bike of the company when it names none. */
  async function sharedFleet(companyId: number) {
    const [condition, fleet] = await Promise.all([conditions.sharedBikeConditionOf(companyId), bikes.fleetOf(companyId)]);
    const named = condition.sharedBikes.bikeIds;
    const shared = fleet.filter((b) => b.status === 'usable' && (named.length === 0 || named.includes(b.id)));
    const homes = new Map(
      (
        await reservationsRepository.homes(
          db,
          shared.map((b) => b.id),
        )
      ).map((h) => [h.bikeId, h.buildingId]),
    );
    return { condition, shared: shared.map((b) => ({ ...b, buildingId: homes.get(b.id) ?? null })) };
  }

  async function buildingsOf(companyId: number, buildingIds: number[]) {
    const all = await conditions.buildingsOfCompany(companyId);
    return buildingIds.length ? all.filter((b) => buildingIds.includes(b.id)) : all;
  }

  /** The person a booking is for: the caller, or `userId` when staff or their fleet manager book on their behalf. */
  async function bookerOf(caller: AuthUser, userId: number | undefined) {
    if (userId === undefined || userId === caller.id) return { id: caller.id, companyId: memberCompanyId(caller) };
    const scope = scopeOf(caller, RESERVATION_SCOPE);
    const user = await identity.byId(userId);
    if (scope.kind === 'own' || !user || (scope.kind === 'company' && user.companyId !== scope.companyId)) {
      if (scope.kind === 'own') throw forbidden();
      throw invalid({ userId: 'unknown' });
    }
    if (!user.companyId || user.status !== 'active') throw invalid({ userId: 'unknown' });
    return { id: user.id, companyId: user.companyId };
  }

  async function quizPassed(userId: number, companyId: number, quizRequired: boolean) {
    if (!quizRequired || !(await quizAsked(companyId))) return true;
    return reservationsRepository.quizPassed(db, userId, companyId);
  }

  /** With a language, the buildings as the reader reads them (decision 101); without, as typed (downloads, staff). */
  async function views(rows: ReservationRow[], caller: AuthUser | null, language?: Locale, now = clock.now()): Promise<Reservation[]> {
    const [users, companyNames, fleet, buildings, boxes] = await Promise.all([
      identity.namesByIds(rows.map((r) => r.userId)),
      companies.namesByIds(rows.map((r) => r.companyId)),
      bikes.fleetByIds(rows.map((r) => r.bikeId)),
      conditions.buildingsByIds(rows.flatMap((r) => (r.buildingId === null ? [] : [r.buildingId]))),
      keyCodes
        ? keyCodes.ofReservations(
            rows.map((r) => r.id),
            language,
          )
        : new Map<number, ReservationBox>(),
    ]);
    const cards = await models.cardsByIds(fleet.map((b) => b.modelId));
    const bikeById = new Map(fleet.map((b) => [b.id, b]));
    const buildingById = new Map(buildings.map((b) => [b.id, b]));
    const staff = caller ? scopeOf(caller, RESERVATION_SCOPE).kind !== 'own' : false;
    return rows.map((r) => {
      const bike = bikeById.get(r.bikeId);
      const card = bike ? cards.get(bike.modelId) : undefined;
      const group = r.status === 'cancelled' ? null : reservationGroup({ start: r.startAt, end: r.endAt }, now);
      const building = r.buildingId === null ? undefined : buildingById.get(r.buildingId);
      const mine = caller?.id === r.userId;
      return {
        id: r.id,
        code: r.code,
        status: r.status as Reservation['status'],
        group,
        start: r.startAt.toISOString(),
        end: r.endAt.toISOString(),
        initialEnd: r.initialEndAt?.toISOString() ?? null,
        bike: { id: r.bikeId, frameNumber: bike?.frameNumber ?? '', name: card ? `${card.brand} ${card.model}` : `#${r.bikeId}` },
        building: building
          ? { id: building.id, name: language ? localizedName(building.name, building.nameTranslations, language) : building.name }
          : null,
        user: users.get(r.userId) ? { id: r.userId, name: users.get(r.userId)!.name } : { id: r.userId, name: '' },
        company: { id: r.companyId, name: companyNames.get(r.companyId)?.name ?? '' },
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        canChangeEnd: (mine || staff) && group !== null && group !== 'finished',
        canCancel: (mine || staff) && group === 'future',
        box: boxes.get(r.id) ?? null,
      };
    });
  }

  async function visible(caller: AuthUser, id: number) {
    const row = await reservationsRepository.byId(db, id, scopeOf(caller, RESERVATION_SCOPE));
    if (!row) throw notFound('No such reservation');
    return row;
  }

  /**
   * Checks the rules for the person inside the transaction that then writes: a lock on the person makes their limits
   * hold under load. The condition and whether a quiz exists are read before (`prepared`): on PGlite a query outside
   * the transaction would wait for it.
   */
  async function prepared(companyId: number) {
    const condition = await conditions.sharedBikeConditionOf(companyId);
    const quizAskedNow = condition.quizRequired && (await quizAsked(companyId));
    return { condition, quizAsked: quizAskedNow };
  }
  type Prepared = Awaited<ReturnType<typeof prepared>>;

  async function assertRules(
    tx: DbOrTx,
    p: Prepared,
    b: {
      userId: number;
      companyId: number;
      start: Date;
      end: Date;
      buildingId: number;
      bikeBuildingId: number | null;
      termsAccepted: boolean;
      exceptId?: number;
      changing?: boolean;
    },
  ) {
    await reservationsRepository.lockBookingsOf(tx, b.userId);
    const others = await reservationsRepository.ofUserBetween(
      tx,
      b.userId,
      new Date(b.start.getTime() - 370 * DAY_MS),
      new Date(b.end.getTime() + 370 * DAY_MS),
      b.exceptId,
    );
    const quizPassed = b.changing || !p.quizAsked || (await reservationsRepository.quizPassed(tx, b.userId, b.companyId));
    const code = bookingRefusal({
      rules: p.condition.sharedBikes,
      now: clock.now(),
      start: b.start,
      end: b.end,
      buildingId: b.buildingId,
      bikeBuildingId: b.bikeBuildingId,
      others,
      termsAccepted: b.termsAccepted,
      quizPassed,
    });
    if (code) throw refused(code);
  }

  const nobodyOverlaps = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (sqlState(error) === '23P01') throw unavailable();
      throw error;
    }
  };

  return {
    /** How many of the company's live reservations start in [start, end) (the fleet manager's dashboard, decision 094). */
    countStartingBetween: (companyId: number, start: Date, end: Date) =>
      reservationsRepository.companyStartingBetween(db, companyId, start, end),

    async buildings(caller: AuthUser, companyId: number | undefined, language: Locale) {
      const company = companyId && scopeOf(caller, RESERVATION_SCOPE).kind === 'all' ? companyId : memberCompanyId(caller);
      const { condition, shared } = await sharedFleet(company);
      const list = await buildingsOf(company, condition.sharedBikes.buildingIds);
      const count = (id: number) => shared.filter((b) => b.buildingId === id || b.buildingId === null).length;
      return {
        data: list
          .map((b) => ({ id: b.id, name: localizedName(b.name, b.nameTranslations, language), bikeCount: count(b.id) }))
          .filter((b) => b.bikeCount > 0),
      };
    },

    /** The bikes of the building free for the whole slot; with `forbidInterBuilding`, only those sitting there. */
    async availability(caller: AuthUser, q: AvailabilityQuery): Promise<{ data: SharedBike[] }> {
      const booker = await bookerOf(caller, q.userId);
      const { condition, shared } = await sharedFleet(booker.companyId);
      const buildings = await buildingsOf(booker.companyId, condition.sharedBikes.buildingIds);
      if (!buildings.some((b) => b.id === q.buildingId)) throw notFound('No such building');
      const here = shared.filter((b) => b.buildingId === q.buildingId || b.buildingId === null);
      const busy = await reservationsRepository.busyBikeIds(
        db,
        here.map((b) => b.id),
        new Date(q.start),
        new Date(q.end),
      );
      const free = here.filter((b) => !busy.has(b.id));
      // A slot nobody could get goes into the usage statistics (decision 038).
      if (free.length === 0)
        await recordTurnedAway(db, {
          companyId: booker.companyId,
          buildingId: q.buildingId,
          userId: booker.id,
          start: new Date(q.start),
          end: new Date(q.end),
        });
      const cards = await models.cardsByIds(free.map((b) => b.modelId));
      return {
        data: free.map((b) => {
          const card = cards.get(b.modelId);
          return {
            id: b.id,
            frameNumber: b.frameNumber,
            model: card ? { brand: card.brand, model: card.model, frameType: card.frameType } : null,
            size: b.size,
            photoUrl: card?.photoUrl ?? null,
            batteryWh: card?.batteryWh ?? null,
            buildingId: b.buildingId,
          };
        }),
      };
    },

    async usage(caller: AuthUser, userId?: number): Promise<SharedBikeUsage> {
      const booker = await bookerOf(caller, userId);
      const now = clock.now();
      const year = yearOf(now);
      const slots = await reservationsRepository.ofUserBetween(
        db,
        booker.id,
        new Date(now.getTime() - 370 * DAY_MS),
        new Date(now.getTime() + 370 * DAY_MS),
      );
      const condition = await conditions.sharedBikeConditionOf(booker.companyId);
      return { ...yearlyDaysUsage(slots, year), quizRequired: !(await quizPassed(booker.id, booker.companyId, condition.quizRequired)) };
    },

    async create(caller: AuthUser, input: ReservationCreateInput, actor: Actor) {
      const booker = await bookerOf(caller, input.userId);
      const { condition, shared } = await sharedFleet(booker.companyId);
      if (!can(caller, 'admin') && !hasCompanyAccess('sharing', condition.access)) throw forbidden();
      const users = condition.sharedBikes.userIds;
      if (users.length && !users.includes(booker.id)) throw invalid({ userId: 'not_allowed' });
      const buildings = await buildingsOf(booker.companyId, condition.sharedBikes.buildingIds);
      if (!buildings.some((b) => b.id === input.buildingId)) throw invalid({ buildingId: 'unknown' });
      const bike = shared.find((b) => b.id === input.bikeId);
      if (!bike) throw invalid({ bikeId: 'unknown' });
      const start = new Date(input.start);
      const end = new Date(input.end);
      if (start.getTime() < clock.now().getTime() - START_GRACE_MS) throw invalid({ start: 'in_the_past' });

      const p = await prepared(booker.companyId);
      // Read before the transaction: on PGlite (one connection) a query outside it would wait for it (decision 033).
      const person = mail ? await identity.byId(booker.id) : undefined;
      const card = mail ? (await models.cardsByIds([bike.modelId])).get(bike.modelId) : undefined;
      const row = await nobodyOverlaps(() =>
        db.transaction(async (tx) => {
          await assertRules(tx, p, {
            userId: booker.id,
            companyId: booker.companyId,
            start,
            end,
            buildingId: input.buildingId,
            bikeBuildingId: bike.buildingId,
            termsAccepted: input.acceptTerms === true,
          });
          const made = await reservationsRepository.insert(tx, {
            code: reservationCode((n) => crypto.randomBytes(n)),
            companyId: booker.companyId,
            userId: booker.id,
            bikeId: bike.id,
            buildingId: input.buildingId,
            startAt: start,
            endAt: end,
            createdById: actor.id,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'reservation.created',
            entity: 'reservation',
            entityId: made.id,
            after: made,
            ip: actor.ip,
          });
          await keyCodes?.booked(tx, made, actor);
          if (mail && person) {
            const building = buildings.find((b) => b.id === input.buildingId);
            const message = bookingMail({
              language: person.language,
              name: person.firstname,
              code: made.code,
              bike: `${card ? `${card.brand} ${card.model} ` : ''}(${bike.frameNumber})`,
              building: building ? localizedName(building.name, building.nameTranslations, toLocale(person.language)) : '',
              start,
              end,
              bookedBy: caller.id === booker.id ? null : `${caller.firstname} ${caller.lastname}`.trim(),
              link: `${publicUrl}/${person.language}/dashboard/reservations/mine`,
            });
            await mail.send({ to: person.email, ...message }, tx);
          }
          return made;
        }),
      );
      return { id: row.id, code: row.code };
    },

    async list(caller: AuthUser, query: ReservationListQuery, language?: Locale) {
      const where = reservationWhere(scopeOf(caller, RESERVATION_SCOPE), query, clock.now());
      const offset = (query.page - 1) * query.perPage;
      const [rows, total] = await Promise.all([
        reservationsRepository.page(db, where, query.sort, query.order, query.perPage, offset),
        reservationsRepository.count(db, where),
      ]);
      return cappedPageOf(await views(rows, caller, language), total, query);
    },
    async listForExport(caller: AuthUser, query: ReservationListQuery) {
      return views(
        await reservationsRepository.page(
          db,
          reservationWhere(scopeOf(caller, RESERVATION_SCOPE), query, clock.now()),
          query.sort,
          query.order,
          EXPORT_MAX_ROWS,
          0,
        ),
        caller,
      );
    },

    async detail(caller: AuthUser, id: number, language?: Locale) {
      const [view] = await views([await visible(caller, id)], caller, language);
      return view!;
    },

    /** A new end, checked like a new booking (the person's limits and the bike's other reservations). */
    async changeEnd(caller: AuthUser, id: number, endIso: string, actor: Actor) {
      const seen = await visible(caller, id);
      const end = new Date(endIso);
      const p = await prepared(seen.companyId);
      await nobodyOverlaps(() =>
        db.transaction(async (tx) => {
          const before = (await reservationsRepository.lock(tx, seen.id))!;
          if (before.status === 'cancelled' || before.endAt <= clock.now()) throw closed('This reservation is over or cancelled');
          if (end <= before.startAt) throw invalid({ end: 'end_before_start' });
          if (end.getTime() <= clock.now().getTime()) throw invalid({ end: 'in_the_past' });
          await assertRules(tx, p, {
            userId: before.userId,
            companyId: before.companyId,
            start: before.startAt,
            end,
            buildingId: before.buildingId ?? 0,
            bikeBuildingId: null,
            termsAccepted: true,
            exceptId: before.id,
            changing: true,
          });
          const after = await reservationsRepository.update(tx, before.id, {
            endAt: end,
            initialEndAt: before.initialEndAt ?? before.endAt,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'reservation.end_changed',
            entity: 'reservation',
            entityId: before.id,
            before: { end: before.endAt },
            after: { end: after.endAt },
            ip: actor.ip,
          });
          await keyCodes?.endChanged(tx, after, actor);
        }),
      );
      return this.detail(caller, id);
    },

    /** Only a reservation that has not started can be cancelled; its slot is free again at once. */
    async cancel(caller: AuthUser, id: number, actor: Actor) {
      const seen = await visible(caller, id);
      await db.transaction(async (tx) => {
        const before = (await reservationsRepository.lock(tx, seen.id))!;
        if (before.status === 'cancelled' || before.startAt <= clock.now()) throw closed('Only a future reservation can be cancelled');
        const after = await reservationsRepository.update(tx, before.id, { status: 'cancelled', cancelledAt: clock.now() });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'reservation.cancelled',
          entity: 'reservation',
          entityId: before.id,
          before: { status: before.status },
          after: { status: after.status },
          ip: actor.ip,
        });
        await keyCodes?.cancelled(tx, after, actor);
      });
      return this.detail(caller, id);
    },

    /** The companies with shared bikes, for staff who book on anyone's behalf (admin, search, bikeMechanic). */
    async bookingCompanies(caller: AuthUser) {
      if (scopeOf(caller, RESERVATION_SCOPE).kind !== 'all') throw forbidden();
      const rows = await companies.listWithAccess();
      return { data: rows.filter((c) => hasCompanyAccess('sharing', c.access)).map((c) => ({ id: c.id, name: c.name })) };
    },

    /** The people a caller may book for: anyone active of the named company (staff), of their own (fleet manager). */
    async bookers(caller: AuthUser, q: { companyId?: number; q?: string }) {
      const scope = scopeOf(caller, RESERVATION_SCOPE);
      if (scope.kind === 'own' || !people) throw forbidden();
      const companyId = scope.kind === 'company' ? scope.companyId : q.companyId;
      if (!companyId) throw invalid({ companyId: 'required' });
      if (scope.kind === 'company' && q.companyId && q.companyId !== scope.companyId) throw notFound('No such company');
      const rows = await people.customers({ companyId, q: q.q, limit: 20 });
      return { data: rows.map((r) => ({ id: r.id, name: `${r.firstname} ${r.lastname}`.trim(), email: r.email })) };
    },

    /** The company's shared bikes and where each sits, with the buildings to choose from (fleet manager, admin). */
    async homes(caller: AuthUser, companyId?: number) {
      const company = scopedCompanyId(scopeOf(caller), companyId);
      if (!(await companies.exists(company))) throw notFound('No such company');
      const [{ shared }, buildings] = await Promise.all([sharedFleet(company), conditions.buildingsOfCompany(company)]);
      const cards = await models.cardsByIds(shared.map((b) => b.modelId));
      return {
        data: shared.map((b) => {
          const card = cards.get(b.modelId);
          return {
            id: b.id,
            frameNumber: b.frameNumber,
            name: card ? `${card.brand} ${card.model}` : `#${b.id}`,
            size: b.size,
            buildingId: b.buildingId,
          };
        }),
        buildings: buildings.map((b) => ({ id: b.id, name: b.name })),
      };
    },

    /** Where a shared bike sits (fleet manager of its company, or admin). */
    async setHome(caller: AuthUser, bikeId: number, buildingId: number | null, actor: Actor) {
      const [bike] = await bikes.fleetByIds([bikeId]);
      if (!bike || bike.companyId === null || !inScope(scopeOf(caller), { companyId: bike.companyId })) throw notFound('No such bike');
      if (buildingId !== null && !(await conditions.buildingsOfCompany(bike.companyId)).some((b) => b.id === buildingId))
        throw invalid({ buildingId: 'unknown' });
      await db.transaction(async (tx) => {
        await reservationsRepository.setHome(tx, bikeId, buildingId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'shared_bike.building_set',
          entity: 'bike',
          entityId: bikeId,
          after: { buildingId },
          ip: actor.ip,
        });
      });
      return { bikeId, buildingId };
    },

    /** The shared-bike quiz passed: bookings are open to the person from now on. */
    async recordQuizPass(tx: DbOrTx, userId: number, companyId: number, score: number, actor: Actor) {
      await reservationsRepository.recordQuizPass(tx, userId, companyId, score);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'shared_bike.quiz_passed',
        entity: 'user',
        entityId: userId,
        after: { score },
        ip: actor.ip,
      });
    },
  };
}
