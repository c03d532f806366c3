import {
  PUBLIC_REQUESTS_PER_HOUR,
  brusselsDayOf,
  toLocale,
  tradeInEstimate,
  yearOf,
  type REQUEST_HISTORY_KINDS,
  type REQUEST_STATUSES,
  type REQUEST_TYPES,
  type Clock,
} from '@veloport/domain';
import type { Db, Tx } from '../../db/client';
import { readHistory, recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { Actor, IdentityService } from '../identity/identity.service';
import { acknowledgementMail, replyMail, type TestRideRecap } from './requests.mail';
import { requestsRepository, requestWhere, type RequestRow } from './requests.repository';

export type RequestsService = ReturnType<typeof createRequestsService>;
type RequestType = (typeof REQUEST_TYPES)[number];
type RequestStatus = (typeof REQUEST_STATUSES)[number];
type Contact = { firstname: string; lastname: string; email: string; phone?: string | null; locale: string };
type HistoryKind = (typeof REQUEST_HISTORY_KINDS)[number];
type TestRideInput = { kind: 'rental' | 'test_ride'; start: string; end: string; storeId: number | null; bikeSlug: string | null };

/**
 * The stores a rental / test ride can be asked at, which the stock module owns: requests declare what they
 * need here and app.ts hands over the stock service (decision 009).
 */
export type RequestStores = {
  /** The stores (a handful of rows): id → name. */
  locations(): Promise<Map<number, { id: number; name: string }>>;
  /** 422 store_closed naming each field whose day the store is closed on: its opening calendar (decision 098). */
  assertOpen(storeId: number, daysByField: Record<string, string>): Promise<void>;
};
/** The bike a test ride asks for, by its public slug: its brand and model, for the acknowledgement. */
export type RequestBikes = { titleOf(slug: string): Promise<string | null> };
/**
 * What a request starts elsewhere: the sales module turns a leasing request into a lead (decision 022). `prepare`
 * reads what it needs before the request's transaction; the writer it returns runs inside it, so the request and
 * its lead are stored together or not at all.
 */
export type RequestLeads = {
  prepare(type: RequestType, input: Contact & Record<string, unknown>): Promise<((tx: Tx, requestId: number) => Promise<void>) | null>;
};
/** `replyTo`: the shop's address for the customer's answer (MAIL_REPLY_TO); the sender is a no-reply address. */
type Deps = {
  clock: Clock;
  db: Db;
  identity: IdentityService;
  stores: RequestStores;
  mailer: Mailer;
  replyTo?: string;
  leads?: RequestLeads;
  bikes?: RequestBikes;
};

const statusOf = (v: unknown): RequestStatus | null =>
  v && typeof v === 'object' && 'status' in v && typeof v.status === 'string' ? (v.status as RequestStatus) : null;

const HOUR_MS = 3_600_000;

/** Contact, trade-in, leasing and rental / test-ride requests from the public site, answered by the back office. */
export function createRequestsService({ clock, db, identity, stores, mailer, replyTo, leads, bikes }: Deps) {
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

  async function create(
    type: RequestType,
    input: Contact & Record<string, unknown>,
    actor: Actor,
    extra: Record<string, unknown> = {},
    recap?: TestRideRecap,
  ) {
    const now = clock.now();
    await checkRate(actor.ip ?? 'unknown', now);
    const { firstname, lastname, email, phone, locale, ...payload } = input;
    const startLead = leads ? await leads.prepare(type, input) : null;
    return db.transaction(async (tx) => {
      const row = await requestsRepository.insert(tx, {
        type,
        firstname,
        lastname,
        email,
        phone: phone ?? null,
        locale,
        payload: { ...payload, ...extra },
        ip: actor.ip ?? 'unknown',
      });
      await startLead?.(tx, row.id);
      await recordAudit(tx, {
        actorId: null,
        action: `request.${type}_received`,
        entity: 'public_request',
        entityId: row.id,
        after: { type, email },
        ip: actor.ip,
      });
      // The visitor learns the request arrived, in their language; a reply goes to the shop, never to the no-reply sender.
      await mailer.send(
        {
          to: email,
          ...acknowledgementMail(toLocale(locale), { type, firstname, createdAt: row.createdAt, recap }, Boolean(replyTo)),
          ...(replyTo ? { replyTo } : {}),
        },
        tx,
      );
      return row;
    });
  }

  async function views(rows: RequestRow[]) {
    const storeIdOf = (r: RequestRow) => (typeof r.payload.storeId === 'number' ? r.payload.storeId : null);
    const [names, locations] = await Promise.all([
      identity.namesByIds(rows.map((r) => r.handledBy)),
      rows.some((r) => storeIdOf(r) !== null) ? stores.locations() : new Map<number, { id: number; name: string }>(),
    ]);
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
      store: ((id) => (id === null ? null : ((l) => (l ? { id: l.id, name: l.name } : null))(locations.get(id))))(storeIdOf(r)),
      handledBy: r.handledBy === null ? null : ((u) => (u ? { id: u.id, name: u.name } : null))(names.get(r.handledBy)),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  const names = async (ids: number[]) => new Map([...(await identity.namesByIds(ids))].map(([id, u]) => [id, u.name]));

  /** Every field, the replies and the history (received, status changes, replies: who and when), newest first. */
  async function detail(id: number) {
    const row = await requestsRepository.byId(db, id);
    if (!row) throw notFound();
    const [[view], replyRows, audit] = await Promise.all([
      views([row]),
      requestsRepository.replies(db, id),
      readHistory(db, names, { entity: 'public_request', entityId: id }, { page: 1, perPage: 100 }),
    ]);
    const authors = await identity.namesByIds(replyRows.map((r) => r.authorId));
    const replies = replyRows.map((r) => ({
      id: r.id,
      message: r.message,
      author: r.authorId === null ? null : ((u) => (u ? { id: u.id, name: u.name } : null))(authors.get(r.authorId)),
      sentAt: r.sentAt.toISOString(),
    }));
    const replyById = new Map(replies.map((r) => [r.id, r]));
    const kindOf = (action: string): HistoryKind | null =>
      action === 'request.status_changed'
        ? 'status_changed'
        : action === 'request.replied'
          ? 'replied'
          : action.endsWith('_received')
            ? 'received'
            : null;
    const history = audit.data.flatMap((e) => {
      const kind = kindOf(e.action);
      if (!kind) return [];
      const replyId = e.after && typeof e.after === 'object' && 'replyId' in e.after ? Number(e.after.replyId) : null;
      return [
        {
          id: `audit-${e.id}`,
          kind,
          at: e.at,
          actor: e.actor,
          from: kind === 'received' ? null : statusOf(e.before),
          to: kind === 'received' ? 'new' : statusOf(e.after),
          message: kind === 'replied' && replyId !== null ? (replyById.get(replyId)?.message ?? null) : null,
        },
      ];
    });
    // Requests older than the audit log (imported, demo data) still say when they came in.
    if (!history.some((h) => h.kind === 'received')) {
      history.push({
        id: `received-${row.id}`,
        kind: 'received',
        at: row.createdAt.toISOString(),
        actor: null,
        from: null,
        to: 'new',
        message: null,
      });
    }
    return { ...view!, replies, history };
  }

  return {
    detail,

    /**
     * Answers the requester by e-mail in their language, keeps the reply, marks the request answered by the author.
     * The mail is queued in the same transaction: the history and the mail exist together or not at all.
     */
    async reply(id: number, message: string, actor: Actor) {
      const row = await requestsRepository.byId(db, id);
      if (!row) throw notFound();
      const author = actor.id === null ? undefined : (await identity.namesByIds([actor.id])).get(actor.id);
      await db.transaction(async (tx) => {
        const before = await requestsRepository.byIdForUpdate(tx, id);
        if (!before) throw notFound();
        const reply = await requestsRepository.insertReply(tx, { requestId: id, message, authorId: actor.id });
        await requestsRepository.update(tx, id, { status: 'answered', handledBy: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'request.replied',
          entity: 'public_request',
          entityId: id,
          before: { status: before.status },
          after: { status: 'answered', replyId: reply.id },
          ip: actor.ip,
        });
        await mailer.send(
          {
            to: row.email,
            ...replyMail(
              toLocale(row.locale),
              { type: row.type as RequestType, firstname: row.firstname, createdAt: row.createdAt },
              message,
              author?.name ?? '',
              Boolean(replyTo),
            ),
            ...(replyTo ? { replyTo } : {}),
          },
          tx,
        );
      });
      return detail(id);
    },

    contact: async (input: Contact & Record<string, unknown>, actor: Actor) => ({ id: (await create('contact', input, actor)).id }),
    leasing: async (input: Contact & Record<string, unknown>, actor: Actor) => ({ id: (await create('leasing', input, actor)).id }),
    /**
     * A test ride or rental asked at a store starts and ends on days the store is open (422 store_closed, decision 098);
     * the acknowledgement restates the bike, the dates and the store.
     */
    async testRide(input: Contact & TestRideInput & Record<string, unknown>, actor: Actor) {
      const store = input.storeId === null ? null : ((await stores.locations()).get(input.storeId) ?? null);
      if (input.storeId !== null && !store) throw invalid({ storeId: 'unknown_location' });
      if (store) await stores.assertOpen(store.id, { start: brusselsDayOf(input.start), end: brusselsDayOf(input.end) });
      const bike = input.bikeSlug && bikes ? await bikes.titleOf(input.bikeSlug) : null;
      const recap = { kind: input.kind, bike, start: input.start, end: input.end, store: store?.name ?? null };
      return { id: (await create('test_ride', input, actor, {}, recap)).id };
    },

    /** Answers the estimate (packages/domain trade-in.ts) and keeps the request with it for the back office. */
    async tradeIn(
      input: Contact & { brand: string; year: number; batteryWh: number; condition: 'excellent' | 'good' | 'fair' | 'poor' } & Record<
          string,
          unknown
        >,
      actor: Actor,
    ) {
      if (input.year > yearOf(clock.now())) throw invalid({ year: 'too_big' });
      const estimate = tradeInEstimate(input, clock.now());
      const row = await create('trade_in', input, actor, { estimate });
      return { id: row.id, estimate };
    },

    async list(query: { page: number; perPage: number; order: 'asc' | 'desc'; type?: RequestType; status?: RequestStatus }) {
      const where = requestWhere(query);
      const [rows, total] = await Promise.all([
        requestsRepository.page(db, where, query.order, query.perPage, (query.page - 1) * query.perPage),
        requestsRepository.count(db, where),
      ]);
      return { data: await views(rows), meta: { page: query.page, perPage: query.perPage, total } };
    },

    async setStatus(id: number, status: RequestStatus, actor: Actor) {
      const row = await db.transaction(async (tx) => {
        const before = await requestsRepository.byIdForUpdate(tx, id);
        if (!before) throw notFound();
        const after = await requestsRepository.update(tx, id, { status, handledBy: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'request.status_changed',
          entity: 'public_request',
          entityId: id,
          before: { status: before.status },
          after: { status },
          ip: actor.ip,
        });
        return after;
      });
      return (await views([row]))[0]!;
    },
  };
}
