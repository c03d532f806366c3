import { PUBLIC_REQUESTS_PER_HOUR, tradeInEstimate, type REQUEST_STATUSES, type REQUEST_TYPES } from '@veloport/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { Actor, IdentityService } from '../identity/identity.service';
import { requestsRepository, requestWhere, type RequestRow } from './requests.repository';

export type RequestsService = ReturnType<typeof createRequestsService>;
type RequestType = (typeof REQUEST_TYPES)[number];
type RequestStatus = (typeof REQUEST_STATUSES)[number];
type Contact = { firstname: string; lastname: string; email: string; phone?: string | null; locale: string };

const HOUR_MS = 3_600_000;

/** Contact, trade-in, leasing and rental / test-ride requests from the public site, answered by the back office. */
export function createRequestsService({ db, identity }: { db: Db; identity: IdentityService }) {
  /**
   * At most PUBLIC_REQUESTS_PER_HOUR requests per address and hour, counted in the database (any process
   * sees the same count). Enough for a family or an office; a script filling the inbox is stopped.
   */
  async function checkRate(ip: string, now: Date) {
    const { n, oldest } = await requestsRepository.recentFrom(db, ip, new Date(now.getTime() - HOUR_MS));
    if (n >= PUBLIC_REQUESTS_PER_HOUR) {
      const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + HOUR_MS - now.getTime()) / 1000));
      throw new AppError(429, 'too_many_attempts', 'Too many requests from this address', undefined, { retryAfter });
    }
  }

  async function create(type: RequestType, input: Contact & Record<string, unknown>, actor: Actor, extra: Record<string, unknown> = {}) {
    const now = new Date();
    await checkRate(actor.ip ?? 'unknown', now);
    const { firstname, lastname, email, phone, locale, ...payload } = input;
    return db.transaction(async (tx) => {
      const row = await requestsRepository.insert(tx, { type, firstname, lastname, email, phone: phone ?? null, locale, payload: { ...payload, ...extra }, ip: actor.ip ?? 'unknown' });
      await recordAudit(tx, { actorId: null, action: `request.${type}_received`, entity: 'public_request', entityId: row.id, after: { type, email }, ip: actor.ip });
      return row;
    });
  }

  async function views(rows: RequestRow[]) {
    const names = await identity.namesByIds(rows.map((r) => r.handledBy));
    return rows.map((r) => ({
      id: r.id,
      type: r.type as RequestType,
      status: r.status as RequestStatus,
      locale: r.locale,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      phone: r.phone,
      payload: r.payload,
      handledBy: r.handledBy === null ? null : ((u) => (u ? { id: u.id, name: u.name } : null))(names.get(r.handledBy)),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  return {
    contact: async (input: Contact & Record<string, unknown>, actor: Actor) => ({ id: (await create('contact', input, actor)).id }),
    leasing: async (input: Contact & Record<string, unknown>, actor: Actor) => ({ id: (await create('leasing', input, actor)).id }),
    testRide: async (input: Contact & Record<string, unknown>, actor: Actor) => ({ id: (await create('test_ride', input, actor)).id }),

    /** Answers the estimate (packages/domain trade-in.ts) and keeps the request with it for the back office. */
    async tradeIn(input: Contact & { brand: string; year: number; batteryWh: number; condition: 'excellent' | 'good' | 'fair' | 'poor' } & Record<string, unknown>, actor: Actor) {
      if (input.year > new Date().getUTCFullYear()) throw invalid({ year: 'too_big' });
      const estimate = tradeInEstimate(input);
      const row = await create('trade_in', input, actor, { estimate });
      return { id: row.id, estimate };
    },

    async list(query: { page: number; perPage: number; order: 'asc' | 'desc'; type?: RequestType; status?: RequestStatus }) {
      const where = requestWhere(query);
      const [rows, total] = await Promise.all([requestsRepository.page(db, where, query.order, query.perPage, (query.page - 1) * query.perPage), requestsRepository.count(db, where)]);
      return { data: await views(rows), meta: { page: query.page, perPage: query.perPage, total } };
    },

    async setStatus(id: number, status: RequestStatus, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const before = await requestsRepository.byIdForUpdate(tx, id);
        if (!before) throw notFound();
        const after = await requestsRepository.update(tx, id, { status, handledBy: actor.id });
        await recordAudit(tx, { actorId: actor.id, action: 'request.status_changed', entity: 'public_request', entityId: id, before: { status: before.status }, after: { status }, ip: actor.ip });
        return after;
      });
      return (await views([row]))[0]!;
    },
  };
}
