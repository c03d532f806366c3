import {
  isPromotionRunning,
  normalizePromoCode,
  promoOnLines,
  promoRefusal,
  type PromoCode,
  type PromoCodeListQuery,
  type promoCodeInputSchema,
  type Clock,
} from '@veloport/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/client';
import { readHistory, recordAudit, type UserNames } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { cappedPageOf } from '../../../platform/list';
import { CODE_GUESS_LIMIT, createRateLimits, type Counter } from '../../../platform/rate-limits';
import { promoCodesRepository as repo, type PromoCodeRow as Row } from './promo-codes.repository';

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
type Actor = { id: number | null; ip?: string | null };
type Input = z.output<typeof promoCodeInputSchema>;

const ENTITY = 'promo_code';
/** A customer's wrong codes count per client address and per account, like a gift card's balance check. */
const guessCounters = (client: { ip: string; userId: number }): Counter[] => [
  { bucket: 'promo_code:wrong', key: `ip:${client.ip}`, limit: CODE_GUESS_LIMIT },
  { bucket: 'promo_code:wrong', key: `user:${client.userId}`, limit: CODE_GUESS_LIMIT },
];

const view = (r: Row): PromoCode => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  value: r.value,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  maxUses: r.maxUses,
  perCustomerLimit: r.perCustomerLimit,
  minimumOrderCents: r.minimumOrderCents,
  active: r.active,
  description: r.description,
  isPublic: r.isPublic,
  appliesTo: r.appliesTo,
  usesCount: r.usesCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const values = (input: Input) => ({
  code: input.code,
  kind: input.kind,
  value: input.value,
  startsOn: input.startsOn ?? null,
  endsOn: input.endsOn ?? null,
  maxUses: input.maxUses ?? null,
  perCustomerLimit: input.perCustomerLimit ?? null,
  minimumOrderCents: input.minimumOrderCents,
  active: input.active,
  description: input.description ?? null,
  isPublic: input.isPublic,
  appliesTo: input.appliesTo,
});

/** Promo codes for shop orders and the till: rules in the domain, uses counted under the code's row lock (decision 050). */
export function createPromoCodesService({ clock, db, names }: { clock: Clock; db: Db; names: UserNames }) {
  const guesses = createRateLimits(db, clock);

  async function byCode(tx: DbOrTx, code: string, lock: boolean, field = 'code') {
    const row = await repo.byCode(tx, normalizePromoCode(code), lock);
    // An unknown code reads like a mistyped one.
    if (!row) throw invalid({ [field]: 'invalid' });
    return row;
  }

  async function customerUses(tx: DbOrTx, promoCodeId: number, userId: number | null) {
    if (userId === null) return 0;
    return repo.usesBy(tx, promoCodeId, userId);
  }

  /**
   * The discount on `lines` (VAT included; without lines the total is one line of every kind, which a code limited
   * to some products does not fit), or 422 with the reason on the field the customer can act on.
   */
  async function evaluate(
    tx: DbOrTx,
    row: Row,
    totalCents: number,
    userId: number | null,
    fields: { code: string; total: string } = { code: 'code', total: 'totalCents' },
    lines?: readonly { kind: string; inclVatCents: number }[],
  ) {
    const refusal = promoRefusal(row, {
      today: clock.today(),
      totalCents,
      usesCount: row.usesCount,
      customerUses: await customerUses(tx, row.id, userId),
    });
    if (refusal === 'below_minimum') throw invalid({ [fields.total]: refusal });
    if (refusal) throw invalid({ [fields.code]: refusal });
    const priced = promoOnLines(row, lines ?? [{ kind: row.appliesTo.length ? '' : 'any', inclVatCents: totalCents }]);
    if (priced.eligibleCents === 0 && totalCents > 0) throw invalid({ [fields.code]: 'not_applicable' });
    return {
      code: row.code,
      discountCents: priced.discountCents,
      totalAfterCents: totalCents - priced.discountCents,
      shares: priced.shares,
      row,
    };
  }

  async function recordUse(
    tx: DbOrTx,
    row: Row,
    use: { userId: number | null; reference: string; totalCents: number; discountCents: number },
    actor: Actor,
  ) {
    const written = await repo.recordUse(tx, { promoCodeId: row.id, ...use, actorId: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${ENTITY}.used`,
      entity: ENTITY,
      entityId: row.id,
      after: { useId: written.id, userId: use.userId, reference: use.reference, discountCents: use.discountCents },
      ip: actor.ip,
    });
    return written;
  }

  const page = (query: PromoCodeListQuery, limit: number, offset: number) =>
    repo.page(db, repo.listWhere(query), query.sort, query.order, limit, offset);

  const taken = (error: unknown) => {
    if (isUniqueViolation(error)) return invalid({ code: 'duplicate' });
    return error;
  };

  return {
    async list(query: PromoCodeListQuery) {
      const [rows, total] = await Promise.all([
        page(query, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, repo.listWhere(query)),
      ]);
      return cappedPageOf(rows.map(view), total, query);
    },
    listForExport: async (query: PromoCodeListQuery) => (await page(query, EXPORT_MAX_ROWS, 0)).map(view),

    async get(id: number) {
      const row = await repo.byId(db, id);
      if (!row) throw notFound();
      return view(row);
    },

    async create(input: Input, actor: Actor) {
      try {
        return view(
          await db.transaction(async (tx) => {
            const row = await repo.insert(tx, { ...values(input), createdById: actor.id });
            await recordAudit(tx, {
              actorId: actor.id,
              action: `${ENTITY}.created`,
              entity: ENTITY,
              entityId: row.id,
              after: row,
              ip: actor.ip,
            });
            return row;
          }),
        );
      } catch (error) {
        throw taken(error);
      }
    },

    async update(id: number, input: Input, actor: Actor) {
      try {
        return view(
          await db.transaction(async (tx) => {
            const before = await repo.byId(tx, id, true);
            if (!before) throw notFound();
            const after = await repo.update(tx, id, { ...values(input), updatedAt: clock.now() });
            await recordAudit(tx, {
              actorId: actor.id,
              action: `${ENTITY}.updated`,
              entity: ENTITY,
              entityId: id,
              before,
              after,
              ip: actor.ip,
            });
            return after;
          }),
        );
      } catch (error) {
        throw taken(error);
      }
    },

    /**
     * What the code takes off an order of `totalCents`; nothing is recorded but a wrong code, which counts against the
     * client and the account: 429 once either has given CODE_GUESS_LIMIT wrong codes in its window. A customer checks
     * only the codes shown to customers: one that is not public reads `invalid`, exactly like an unknown code, so a
     * guesser never learns that it exists (decision 070); staff at the till (`atTill`) check every code.
     */
    async check(
      input: { code: string; totalCents: number; lines?: { kind: string; inclVatCents: number }[] },
      client: { userId: number; ip: string; atTill: boolean },
    ) {
      const counters = guessCounters(client);
      await guesses.refuseWhenReached(counters);
      try {
        const row = await byCode(db, input.code, false);
        if (!row.isPublic && !client.atTill) throw invalid({ code: 'invalid' });
        const { code, discountCents, totalAfterCents } = await evaluate(db, row, input.totalCents, client.userId, undefined, input.lines);
        return { code, discountCents, totalAfterCents };
      } catch (error) {
        if (error instanceof AppError && error.fields?.code === 'invalid') await guesses.record(counters);
        throw error;
      }
    },

    /**
     * Inside a sale's transaction (the till, an order; decision 059): the code's row is locked until the sale
     * commits, so a one-use code rung up at twenty tills at once is granted once. Refusals land on `field`.
     * Returns the discount shared over the lines; `commit` records the use once the sale has its reference.
     */
    async lockForSale(
      tx: DbOrTx,
      input: { code: string; lines: readonly { kind: string; inclVatCents: number }[]; userId: number | null },
      field: string,
      options: { publicOnly?: boolean } = {},
    ) {
      const row = await byCode(tx, input.code, true, field);
      // The web shop (decision 082) takes only the codes shown to customers: a hidden one reads like an unknown one.
      if (options.publicOnly && !row.isPublic) throw invalid({ [field]: 'invalid' });
      const totalCents = input.lines.reduce((s, l) => s + l.inclVatCents, 0);
      const result = await evaluate(tx, row, totalCents, input.userId, { code: field, total: field }, input.lines);
      return {
        code: row.code,
        promoCodeId: row.id,
        discountCents: result.discountCents,
        shares: result.shares,
        commit: (reference: string, actor: Actor) =>
          recordUse(tx, row, { userId: input.userId, reference, totalCents, discountCents: result.discountCents }, actor),
      };
    },

    /**
     * An order cancelled before it shipped gives its use back (decision 082, as decision 059 foresaw): the use of
     * `reference` is deleted and the count lowered under the code's lock, audited.
     */
    async giveBackUse(tx: DbOrTx, promoCodeId: number, reference: string, actor: Actor) {
      if (!(await repo.removeUse(tx, promoCodeId, reference))) return;
      await recordAudit(tx, {
        actorId: actor.id,
        action: `${ENTITY}.use_given_back`,
        entity: ENTITY,
        entityId: promoCodeId,
        after: { reference },
        ip: actor.ip,
      });
    },

    /**
     * Wrong codes typed in the web shop by an anonymous visitor count per client address, in the same counter as a
     * customer's check (decision 070): 429 from the tenth in 15 minutes.
     */
    shopGuesses: {
      refuseWhenReached: (ip: string) =>
        guesses.refuseWhenReached([{ bucket: 'promo_code:wrong', key: `ip:${ip}`, limit: CODE_GUESS_LIMIT }]),
      record: (ip: string) => guesses.record([{ bucket: 'promo_code:wrong', key: `ip:${ip}`, limit: CODE_GUESS_LIMIT }]),
    },

    /**
     * One use of the code on an order: checked and counted under the code's row lock, so with 3 uses left and ten
     * orders at once, exactly 3 get the discount.
     */
    async redeem(
      input: { code: string; totalCents: number; reference: string; lines?: { kind: string; inclVatCents: number }[] },
      userId: number | null,
      actor: Actor,
    ) {
      return db.transaction(async (tx) => {
        const row = await byCode(tx, input.code, true);
        const { code, discountCents, totalAfterCents } = await evaluate(tx, row, input.totalCents, userId, undefined, input.lines);
        const use = await recordUse(tx, row, { userId, reference: input.reference, totalCents: input.totalCents, discountCents }, actor);
        return { code, discountCents, totalAfterCents, useId: use.id };
      });
    },

    /** The codes marked public that a customer can use today, soonest end first (the dashboard carousel, decision 058). */
    async promotions(today: string, limit = 5) {
      const rows = await repo.runningPublic(db, today, limit);
      return rows
        .filter((r) => isPromotionRunning(r, today))
        .map((r) => ({
          id: r.id,
          code: r.code,
          kind: r.kind,
          value: r.value,
          minimumOrderCents: r.minimumOrderCents,
          endsOn: r.endsOn,
          description: r.description,
        }));
    },

    history: (id: number, query: { page: number; perPage: number }) => readHistory(db, names, { entity: ENTITY, entityId: id }, query),

    /** The codes' rules as they stand and how often `userId` used each (a sale offer's code shown before signing, decision 059). */
    async standing(tx: DbOrTx, ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, Row>();
      return new Map((await repo.byIds(tx, ids)).map((r) => [r.id, r]));
    },
    customerUses,
  };
}
