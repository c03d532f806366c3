import { randomBytes } from 'node:crypto';
import {
  canMoveAssistance,
  toLocale,
  type AssistanceCreateInput,
  type AssistanceListQuery,
  type AssistanceReport,
  type AssistanceStatus,
  type AuthUser,
  type Clock,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { sniffImageType, type FileStorage } from '../../../platform/files';
import { pageOf } from '../../../platform/list';
import type { Mailer } from '../../../platform/mail';
import type { CompaniesService } from '../../companies/companies.service';
import type { ConditionsService } from '../../companies/conditions/conditions.service';
import type { IdentityService } from '../../identity/identity.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import { reservationsRepository } from '../reservations.repository';
import { newReportMail } from './assistance-mails';
import { assistanceRepository, assistanceWhere, type AssistanceRow } from './assistance.repository';
import { scopeOf, type ScopeRule } from '../../../platform/tenancy';

type Deps = {
  clock: Clock;
  db: Db;
  files: FileStorage;
  mail: Mailer;
  publicUrl: string;
  identity: IdentityService;
  companies: CompaniesService;
  conditions: ConditionsService;
  bikes: BikesService;
};
type Actor = { id: number | null; ip?: string | null };
export type AssistanceService = ReturnType<typeof createAssistanceService>;

/** The workshop (admins, the shop's mechanics) sees and handles every company's reports; a fleet manager the company's; a reporter their own. */
export const ASSISTANCE_SCOPE: ScopeRule = { staff: ['bikeMechanic'] };

/** Problems with a shared bike reported from a reservation (decision 038): the fleet manager and the workshop handle them. */
export function createAssistanceService({ clock, db, files, mail, publicUrl, identity, companies, conditions, bikes }: Deps) {
  async function views(rows: AssistanceRow[], caller: AuthUser): Promise<AssistanceReport[]> {
    const people = [...rows.flatMap((r) => [r.reporterId, r.inProgressById, r.resolvedById])];
    const [names, companyNames, fleet, booked] = await Promise.all([
      identity.namesByIds(people),
      companies.namesByIds(rows.map((r) => r.companyId)),
      bikes.fleetByIds(rows.map((r) => r.bikeId)),
      assistanceRepository.reservationsByIds(
        db,
        rows.map((r) => r.reservationId),
      ),
    ]);
    const buildings = await conditions.buildingsByIds(booked.flatMap((b) => (b.buildingId ? [b.buildingId] : [])));
    const bikeById = new Map(fleet.map((b) => [b.id, b]));
    const reservationById = new Map(booked.map((b) => [b.id, b]));
    const buildingById = new Map(buildings.map((b) => [b.id, b]));
    const person = (id: number | null) => (id === null ? null : { id, name: names.get(id)?.name ?? '' });
    const scope = scopeOf(caller, ASSISTANCE_SCOPE);
    return rows.map((r) => {
      const reservation = reservationById.get(r.reservationId)!;
      const building = reservation?.buildingId ? buildingById.get(reservation.buildingId) : undefined;
      return {
        id: r.id,
        kind: r.kind as AssistanceReport['kind'],
        status: r.status as AssistanceStatus,
        comment: r.comment,
        hasPhoto: r.photoKey !== null,
        reservation: {
          id: r.reservationId,
          code: reservation?.code ?? '',
          start: reservation?.startAt.toISOString() ?? r.createdAt.toISOString(),
          end: reservation?.endAt.toISOString() ?? r.createdAt.toISOString(),
        },
        bike: { id: r.bikeId, frameNumber: bikeById.get(r.bikeId)?.frameNumber ?? '' },
        building: building ? { id: building.id, name: building.name } : null,
        company: { id: r.companyId, name: companyNames.get(r.companyId)?.name ?? '' },
        reporter: person(r.reporterId)!,
        createdAt: r.createdAt.toISOString(),
        inProgress: r.inProgressAt ? { at: r.inProgressAt.toISOString(), by: person(r.inProgressById) } : null,
        resolved: r.resolvedAt ? { at: r.resolvedAt.toISOString(), by: person(r.resolvedById) } : null,
        canChangeStatus: scope.kind !== 'own' && r.status !== 'resolved',
        canAddPhoto: r.reporterId === caller.id && r.status !== 'resolved',
      };
    });
  }

  async function visible(caller: AuthUser, id: number) {
    const row = await assistanceRepository.byId(db, id, scopeOf(caller, ASSISTANCE_SCOPE));
    if (!row) throw notFound('No such assistance report');
    return row;
  }

  /** The company's fleet managers and the workshop's mechanics, each in their own language. */
  async function recipients(companyId: number) {
    const [fleet, workshop] = await Promise.all([identity.holding('fleetManager', [companyId]), identity.holding('bikeMechanic', null)]);
    const seen = new Set<string>();
    return [...fleet, ...workshop].filter((p) => !seen.has(p.email) && Boolean(seen.add(p.email)));
  }

  return {
    /** The holder of a started, not cancelled reservation reports a problem with its bike; the fleet manager and the workshop get a mail. */
    async create(caller: AuthUser, input: AssistanceCreateInput, actor: Actor) {
      const reservation = await reservationsRepository.byId(db, input.reservationId, { kind: 'own', userId: caller.id });
      if (!reservation) throw notFound('No such reservation');
      if (reservation.status === 'cancelled') throw new AppError(409, 'reservation_closed', 'This reservation was cancelled');
      if (reservation.startAt > clock.now())
        throw new AppError(409, 'reservation_not_started', 'A problem can be reported once the reservation has started');
      const [people, companyNames, fleet] = await Promise.all([
        recipients(reservation.companyId),
        companies.namesByIds([reservation.companyId]),
        bikes.fleetByIds([reservation.bikeId]),
      ]);
      const row = await db.transaction(async (tx) => {
        const made = await assistanceRepository.insert(tx, {
          companyId: reservation.companyId,
          reservationId: reservation.id,
          bikeId: reservation.bikeId,
          reporterId: caller.id,
          kind: input.kind,
          comment: input.comment,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'assistance.reported',
          entity: 'assistance_report',
          entityId: made.id,
          after: made,
          ip: actor.ip,
        });
        const facts = {
          id: made.id,
          kind: input.kind,
          bike: fleet[0]?.frameNumber ?? `#${reservation.bikeId}`,
          reporter: `${caller.firstname} ${caller.lastname}`,
          company: companyNames.get(reservation.companyId)?.name ?? '',
          code: reservation.code,
          start: reservation.startAt,
          comment: input.comment,
          publicUrl,
        };
        for (const p of people) await mail.send({ to: p.email, ...newReportMail(toLocale(p.language), p.name, facts) }, tx);
        return made;
      });
      return this.detail(caller, row.id);
    },

    async list(caller: AuthUser, q: AssistanceListQuery) {
      const where = assistanceWhere(scopeOf(caller, ASSISTANCE_SCOPE), q);
      const [rows, total] = await Promise.all([
        assistanceRepository.page(db, where, q.sort, q.order, q.perPage, (q.page - 1) * q.perPage),
        assistanceRepository.count(db, where),
      ]);
      return pageOf(await views(rows, caller), total, q);
    },
    async listForExport(caller: AuthUser, q: AssistanceListQuery) {
      return views(
        await assistanceRepository.page(db, assistanceWhere(scopeOf(caller, ASSISTANCE_SCOPE), q), q.sort, q.order, EXPORT_MAX_ROWS, 0),
        caller,
      );
    },

    async detail(caller: AuthUser, id: number) {
      const [view] = await views([await visible(caller, id)], caller);
      return view!;
    },

    /** The fleet manager or the workshop moves a report on: open → in_progress → resolved (409 backwards), with who and when. */
    async changeStatus(caller: AuthUser, id: number, status: AssistanceStatus, actor: Actor) {
      const seen = await visible(caller, id);
      if (scopeOf(caller, ASSISTANCE_SCOPE).kind === 'own') throw forbidden();
      await db.transaction(async (tx) => {
        const before = await assistanceRepository.lock(tx, seen.id);
        if (!canMoveAssistance(before.status as AssistanceStatus, status))
          throw new AppError(409, 'invalid_transition', `A report that is ${before.status} cannot become ${status}`);
        const now = clock.now();
        const step =
          status === 'in_progress' ? { inProgressAt: now, inProgressById: caller.id } : { resolvedAt: now, resolvedById: caller.id };
        await assistanceRepository.update(tx, before.id, { status, ...step });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'assistance.status_changed',
          entity: 'assistance_report',
          entityId: before.id,
          before: { status: before.status },
          after: { status },
          ip: actor.ip,
        });
      });
      return this.detail(caller, id);
    },

    /** The reporter adds (or replaces) the photo of the problem: a JPG or PNG, judged by its bytes. */
    async setPhoto(caller: AuthUser, id: number, data: Buffer, actor: Actor) {
      const row = await visible(caller, id);
      if (row.reporterId !== caller.id) throw forbidden();
      if (row.status === 'resolved') throw new AppError(409, 'report_resolved', 'This report is resolved');
      const type = sniffImageType(data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only JPG or PNG images');
      const key = `assistance/${id}/${randomBytes(8).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
      await files.put(key, data);
      await db.transaction(async (tx) => {
        await assistanceRepository.update(tx, id, { photoKey: key });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'assistance.photo_added',
          entity: 'assistance_report',
          entityId: id,
          before: { photoKey: row.photoKey },
          after: { photoKey: key },
          ip: actor.ip,
        });
      });
      if (row.photoKey) await files.remove(row.photoKey);
      return this.detail(caller, id);
    },

    async photo(caller: AuthUser, id: number) {
      const row = await visible(caller, id);
      const data = row.photoKey ? await files.get(row.photoKey) : null;
      if (!data) throw notFound();
      return { data, type: sniffImageType(data) ?? 'application/octet-stream' };
    },
  };
}
