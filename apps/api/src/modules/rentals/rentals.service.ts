import { randomBytes } from 'node:crypto';
import {
  brusselsDayOf,
  canChangeRentalEnd,
  canTakeRentalAction,
  daysLate,
  isLateRental,
  normalizeFrameNumber,
  RENTAL_MAX_DAYS,
  RENTAL_MAX_PHOTOS,
  rentalDays,
  rentalTotalCents,
  type AuthUser,
  type Rental,
  type RentalAction,
  type RentalHandoverInput,
  type RentalInput,
  type RentalListQuery,
  type RentalPhotoStage,
  type RentalRequest,
  type RentalStatus,
  type Clock,
  can,
} from '@veloport/domain';
import type { Db, DbOrTx, IdCondition } from '../../db/client';
import { readHistory, recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound, sqlState } from '../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../platform/export';
import { sniffImageType, type FileStorage } from '../../platform/files';
import { pageOf } from '../../platform/list';
import type { BikeModelsService } from '../catalog/bike-models.service';
import type { CompaniesService } from '../companies/companies.service';
import type { IdentityService } from '../identity/identity.service';
import type { PeopleService } from '../identity/users/people.service';
import type { RequestsService } from '../requests/requests.service';
import type { BikesService } from '../stock/bikes/bikes.service';
import type { StockService } from '../stock/stock.service';
import { rentalsRepository, rentalWhere, type RentalRow } from './rentals.repository';
import { scopeOf } from '../../platform/tenancy';

export type RentalsService = ReturnType<typeof createRentalsService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = {
  clock: Clock;
  db: Db;
  files: FileStorage;
  bikes: BikesService;
  models: BikeModelsService;
  stock: StockService;
  companies: CompaniesService;
  identity: IdentityService;
  people: PeopleService;
  requests: RequestsService;
};

const unavailable = () => new AppError(409, 'bike_unavailable', 'A bike is already rented on one of those days');
const wrongStatus = (status: string, action: string) => new AppError(409, 'invalid_transition', `A rental ${status} cannot be ${action}`);

/** Rentals are the shop's (decision 037): admins see and change every one, a fleet manager reads the company's (decision 068). */
const canWrite = (user: AuthUser | null) => can(user, 'admin');

/** The bike lines' days violate `bike_rental_bikes_no_overlap` (SQLSTATE 23P01): another rental holds a bike on one of those days. */
export async function nobodyOverlaps<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // 40P01: two rentals sharing bikes waited on each other (PostgreSQL picked one to fail) — they overlap all the same.
    if (sqlState(error) === '23P01' || sqlState(error) === '40P01') throw unavailable();
    throw error;
  }
}

/** Bike rentals (decision 037): the shop's rental bikes by the day, never two rentals of one bike on the same day. */
export function createRentalsService({ clock, db, files, bikes, models, stock, companies, identity, people, requests }: Deps) {
  /** The rental fleet: renting bikes owned by nobody (the shop), usable, with their model and store. */
  async function fleet() {
    const rows = (await bikes.rentalFleet()).filter((b) => b.status === 'usable');
    const [cards, locations] = await Promise.all([models.cardsByIds(rows.map((b) => b.modelId)), stock.locations()]);
    return rows.map((b) => {
      const card = cards.get(b.modelId);
      return {
        id: b.id,
        frameNumber: b.frameNumber,
        size: b.size,
        name: card ? `${card.brand} ${card.model}` : `#${b.id}`,
        batteryWh: card?.batteryWh ?? null,
        location: locations.get(b.stockLocationId)?.name ?? null,
      };
    });
  }

  async function views(rows: RentalRow[], caller: AuthUser | null, today = clock.today()): Promise<Rental[]> {
    const lines = await rentalsRepository.bikesOf(
      db,
      rows.map((r) => r.id),
    );
    const [bikeRows, companyNames, names] = await Promise.all([
      bikes.fleetByIds(lines.map((l) => l.bikeId)),
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.namesByIds(rows.flatMap((r) => [r.pickedUpById, r.returnedById])),
    ]);
    const cards = await models.cardsByIds(bikeRows.map((b) => b.modelId));
    const bikeById = new Map(bikeRows.map((b) => [b.id, b]));
    const person = (id: number | null) => (id === null ? null : ((u) => (u ? { id: u.id, name: u.name } : null))(names.get(id)));
    const write = canWrite(caller);
    return rows.map((r) => {
      const status = r.status as RentalStatus;
      const photos = (stage: RentalPhotoStage, keys: string[]) =>
        keys.map((key, index) => ({ key, url: `/api/bike-rentals/${r.id}/photos/${stage}/${index}` }));
      return {
        id: r.id,
        status,
        late: isLateRental({ status, endDate: r.endDate }, today),
        daysLate: daysLate({ status, endDate: r.endDate }, today),
        requestId: r.requestId,
        company: r.companyId === null ? null : (companyNames.get(r.companyId) ?? { id: r.companyId, name: '' }),
        firstname: r.firstname,
        lastname: r.lastname,
        email: r.email,
        phone: r.phone,
        startDate: r.startDate,
        endDate: r.endDate,
        days: rentalDays(r.startDate, r.endDate),
        bikes: lines
          .filter((l) => l.rentalId === r.id)
          .map((l) => {
            const bike = bikeById.get(l.bikeId);
            const card = bike ? cards.get(bike.modelId) : undefined;
            return {
              id: l.bikeId,
              frameNumber: bike?.frameNumber ?? '',
              name: card ? `${card.brand} ${card.model}` : `#${l.bikeId}`,
              size: bike?.size ?? null,
            };
          }),
        pricePerDayCents: r.pricePerDayCents,
        depositCents: r.depositCents,
        totalCents: r.totalCents,
        notes: r.notes,
        pickup: r.pickedUpAt ? { at: r.pickedUpAt.toISOString(), condition: r.pickupCondition, by: person(r.pickedUpById) } : null,
        return: r.returnedAt ? { at: r.returnedAt.toISOString(), condition: r.returnCondition, by: person(r.returnedById) } : null,
        photos: { pickup: photos('pickup', r.pickupPhotos), return: photos('return', r.returnPhotos) },
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        can: {
          pickup: write && canTakeRentalAction(status, 'pickup'),
          return: write && canTakeRentalAction(status, 'return'),
          cancel: write && canTakeRentalAction(status, 'cancel'),
          changeEnd: write && canChangeRentalEnd(status),
          addPhotos: write && status !== 'cancelled',
        },
      };
    });
  }

  async function visible(caller: AuthUser, id: number) {
    const row = await rentalsRepository.byId(db, id, scopeOf(caller));
    if (!row) throw notFound('No such rental');
    return row;
  }

  async function detail(caller: AuthUser, id: number) {
    const [view] = await views([await visible(caller, id)], caller);
    return view!;
  }

  /** Locks the rental, applies `change`, records it under `entity = 'bike_rental'` with who and when. */
  async function changing(
    caller: AuthUser,
    id: number,
    action: string,
    actor: Actor,
    change: (tx: DbOrTx, before: RentalRow) => Promise<Partial<RentalRow>>,
  ) {
    await visible(caller, id);
    await nobodyOverlaps(() =>
      db.transaction(async (tx) => {
        const before = (await rentalsRepository.lock(tx, id))!;
        const values = await change(tx, before);
        const after = await rentalsRepository.update(tx, id, values);
        await recordAudit(tx, { actorId: actor.id, action, entity: 'bike_rental', entityId: id, before, after, ip: actor.ip });
      }),
    );
    return detail(caller, id);
  }

  function mustAllow(status: RentalStatus, action: RentalAction) {
    if (!canTakeRentalAction(status, action))
      throw wrongStatus(status, action === 'return' ? 'returned' : action === 'pickup' ? 'picked up' : 'cancelled');
  }

  /** The frame numbers `q` names among the rental fleet (a prefix, separators ignored). */
  async function bikesMatching(q: string | undefined) {
    const frame = q ? normalizeFrameNumber(q) : '';
    if (!frame) return [];
    return (await bikes.rentalFleet()).filter((b) => b.frameNumber.includes(frame)).map((b) => b.id);
  }

  /** The public rental request behind a new rental: a rental request (not a test ride) not yet turned into a rental. */
  async function checkRequest(requestId: number | null) {
    if (requestId === null) return;
    const request = await requests.detail(requestId).catch(() => null);
    if (!request || request.type !== 'test_ride' || request.payload.kind !== 'rental') throw invalid({ requestId: 'unknown' });
    if ((await rentalsRepository.usedRequestIds(db, [requestId])).size) throw invalid({ requestId: 'duplicate' });
  }

  return {
    /** Billing's reads, through its bill-source adapter (decisions 048, 069): rentals out and not billed, their bikes. */
    outToBill: (unbilled: IdCondition, limit: number, ids?: number[]) => rentalsRepository.outToBill(db, unbilled, ids, limit),
    async bikesOfRentals(ids: number[]) {
      // A bike's line may be there twice (released, then booked again): each bike once per rental.
      const seen = new Map((await rentalsRepository.bikesOf(db, ids)).map((b) => [`${b.rentalId}:${b.bikeId}`, b]));
      return [...seen.values()].map((b) => ({ rentalId: b.rentalId, bikeId: b.bikeId }));
    },

    detail,

    async list(caller: AuthUser, query: RentalListQuery) {
      const where = rentalWhere(scopeOf(caller), { ...query, qBikeIds: await bikesMatching(query.q) }, clock.today());
      const [rows, total] = await Promise.all([
        rentalsRepository.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        rentalsRepository.count(db, where),
      ]);
      return pageOf(await views(rows, caller), total, query);
    },
    async listForExport(caller: AuthUser, query: RentalListQuery) {
      const where = rentalWhere(scopeOf(caller), { ...query, qBikeIds: await bikesMatching(query.q) }, clock.today());
      return views(await rentalsRepository.page(db, where, query.sort, query.order, EXPORT_MAX_ROWS, 0), caller);
    },

    /** The rental bikes free on every day of [startDate, endDate]; `exceptRentalId` counts that rental's own days as free (extending it). */
    async availability(q: { startDate: string; endDate: string; exceptRentalId?: number }) {
      const all = await fleet();
      const [busy, out] = await Promise.all([
        rentalsRepository.busyBikeIds(
          db,
          all.map((b) => b.id),
          q.startDate,
          q.endDate,
          q.exceptRentalId,
        ),
        rentalsRepository.lateBikeIds(db, clock.today()),
      ]);
      return { data: all.filter((b) => !busy.has(b.id) && !out.has(b.id)) };
    },

    /** Public rental requests still open (new or in progress) and not yet turned into a rental, newest first. */
    async openRequests(): Promise<{ data: RentalRequest[] }> {
      const pages = await Promise.all(
        (['new', 'in_progress'] as const).map((status) =>
          requests.list({ page: 1, perPage: 100, order: 'desc', type: 'test_ride', status }),
        ),
      );
      const rentals = pages.flatMap((p) => p.data).filter((r) => r.payload.kind === 'rental');
      const used = await rentalsRepository.usedRequestIds(
        db,
        rentals.map((r) => r.id),
      );
      const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
      const day = (v: unknown) => (typeof v === 'string' ? brusselsDayOf(new Date(v)) : null);
      return {
        data: rentals
          .filter((r) => !used.has(r.id))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((r) => ({
            id: r.id,
            firstname: r.firstname,
            lastname: r.lastname,
            email: r.email,
            phone: r.phone,
            bikes: typeof r.payload.bikes === 'number' ? r.payload.bikes : null,
            startDate: day(r.payload.start),
            endDate: day(r.payload.end),
            size: text(r.payload.size),
            rideType: text(r.payload.rideType),
            comment: text(r.payload.comment),
            createdAt: r.createdAt,
          })),
      };
    },

    async create(caller: AuthUser, input: RentalInput, actor: Actor) {
      if (input.startDate < clock.today()) throw invalid({ startDate: 'in_the_past' });
      const rentable = new Set((await bikes.rentalFleet()).filter((b) => b.status === 'usable').map((b) => b.id));
      if (input.bikeIds.some((id) => !rentable.has(id))) throw invalid({ bikeIds: 'unknown_bike' });
      if (input.companyId !== null && !(await companies.namesByIds([input.companyId])).has(input.companyId))
        throw invalid({ companyId: 'unknown_company' });
      await checkRequest(input.requestId);
      // A bike still out on a late rental is not back: the constraint knows only the agreed days, so it is refused here.
      const out = await rentalsRepository.lateBikeIds(db, clock.today());
      if (input.bikeIds.some((id) => out.has(id))) throw unavailable();
      const { bikeIds, ...rest } = input;
      const row = await nobodyOverlaps(() =>
        db.transaction(async (tx) => {
          const made = await rentalsRepository.insert(tx, {
            ...rest,
            totalCents: rentalTotalCents({ ...input, bikeCount: bikeIds.length }),
            createdById: actor.id,
          });
          // In one order of bikes, so that two rentals of the same bikes wait on each other instead of deadlocking.
          await rentalsRepository.insertBikes(
            tx,
            [...bikeIds]
              .sort((a, b) => a - b)
              .map((bikeId) => ({ rentalId: made.id, bikeId, startDate: made.startDate, endDate: made.endDate })),
          );
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'bike_rental.created',
            entity: 'bike_rental',
            entityId: made.id,
            after: { ...made, bikeIds },
            ip: actor.ip,
          });
          return made;
        }),
      );
      // The request is handled: it leaves the open requests (its own history says who closed it).
      if (input.requestId !== null) await requests.setStatus(input.requestId, 'closed', actor);
      return detail(caller, row.id);
    },

    /** A new end day (an extension or an earlier end), checked against the bikes' other rentals by the database. */
    changeEnd: (caller: AuthUser, id: number, endDate: string, actor: Actor) =>
      changing(caller, id, 'bike_rental.end_changed', actor, async (tx, before) => {
        const status = before.status as RentalStatus;
        if (!canChangeRentalEnd(status)) throw wrongStatus(status, 'changed');
        const days = rentalDays(before.startDate, endDate);
        if (days < 1) throw invalid({ endDate: 'end_before_start' });
        if (days > RENTAL_MAX_DAYS) throw invalid({ endDate: 'too_long' });
        await rentalsRepository.setBikeDays(tx, id, { endDate });
        const bikeCount = (await rentalsRepository.bikesOf(tx, [id])).length;
        return {
          endDate,
          totalCents: rentalTotalCents({ pricePerDayCents: before.pricePerDayCents, startDate: before.startDate, endDate, bikeCount }),
        };
      }),

    /** The customer takes the bikes, on a day of the rental or later (a late pickup does not move the end). */
    pickup: (caller: AuthUser, id: number, input: RentalHandoverInput, actor: Actor) =>
      changing(caller, id, 'bike_rental.picked_up', actor, async (_tx, before) => {
        mustAllow(before.status as RentalStatus, 'pickup');
        const at = input.at ? new Date(input.at) : clock.now();
        if (brusselsDayOf(at) < before.startDate) throw invalid({ at: 'end_before_start' });
        if (at.getTime() > clock.now().getTime() + 5 * 60_000) throw invalid({ at: 'invalid' });
        return { status: 'picked_up', pickedUpAt: at, pickupCondition: input.condition, pickedUpById: actor.id };
      }),

    /** The bikes come back; an early return frees the days left for other rentals (the agreed price stays). */
    returnBikes: (caller: AuthUser, id: number, input: RentalHandoverInput, actor: Actor) =>
      changing(caller, id, 'bike_rental.returned', actor, async (tx, before) => {
        mustAllow(before.status as RentalStatus, 'return');
        const at = input.at ? new Date(input.at) : clock.now();
        if (before.pickedUpAt && at < before.pickedUpAt) throw invalid({ at: 'end_before_start' });
        if (at.getTime() > clock.now().getTime() + 5 * 60_000) throw invalid({ at: 'invalid' });
        const day = brusselsDayOf(at);
        if (day < before.endDate) await rentalsRepository.setBikeDays(tx, id, { endDate: day < before.startDate ? before.startDate : day });
        return { status: 'returned', returnedAt: at, returnCondition: input.condition, returnedById: actor.id };
      }),

    /** A rental not yet picked up may be cancelled; its bikes are free on those days at once. */
    cancel: (caller: AuthUser, id: number, actor: Actor) =>
      changing(caller, id, 'bike_rental.cancelled', actor, async (tx, before) => {
        mustAllow(before.status as RentalStatus, 'cancel');
        await rentalsRepository.release(tx, id);
        return { status: 'cancelled', cancelledAt: clock.now() };
      }),

    /** A photo of the bikes' condition at the pickup or the return: JPG or PNG judged by its bytes. */
    async addPhoto(caller: AuthUser, id: number, stage: RentalPhotoStage, data: Buffer, actor: Actor) {
      const type = sniffImageType(data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only JPG or PNG images');
      const row = await visible(caller, id);
      if (row.status === 'cancelled') throw wrongStatus('cancelled', 'photographed');
      const column = stage === 'pickup' ? 'pickupPhotos' : 'returnPhotos';
      if (row[column].length >= RENTAL_MAX_PHOTOS) throw invalid({ file: 'too_many' });
      const key = `rentals/${id}/${stage}-${randomBytes(8).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
      await files.put(key, data);
      return changing(caller, id, 'bike_rental.photo_added', actor, async (_tx, before) => ({ [column]: [...before[column], key] }));
    },
    async removePhoto(caller: AuthUser, id: number, stage: RentalPhotoStage, index: number, actor: Actor) {
      const column = stage === 'pickup' ? 'pickupPhotos' : 'returnPhotos';
      const key = (await visible(caller, id))[column][index];
      if (!key) throw notFound();
      const after = await changing(caller, id, 'bike_rental.photo_removed', actor, async (_tx, before) => ({
        [column]: before[column].filter((k) => k !== key),
      }));
      await files.remove(key);
      return after;
    },
    async photo(caller: AuthUser, id: number, stage: RentalPhotoStage, index: number) {
      const key = (await visible(caller, id))[stage === 'pickup' ? 'pickupPhotos' : 'returnPhotos'][index];
      const data = key ? await files.get(key) : null;
      if (!data) throw notFound();
      return { data, type: sniffImageType(data) ?? 'application/octet-stream' };
    },

    async history(caller: AuthUser, id: number, query: { page: number; perPage: number }) {
      await visible(caller, id);
      return readHistory(db, people.names, { entity: 'bike_rental', entityId: id }, query);
    },
  };
}
