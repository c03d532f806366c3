import crypto from 'node:crypto';
import {
  ticketNumberOf,
  giftCardCodeFrom,
  giftCardRefusal,
  giftCardStatus,
  giftCardVoidRefusal,
  type GiftCardVoidReason,
  normalizeGiftCardCode,
  parseBillNumber,
  type GiftCard,
  type GiftCardDetail,
  type GiftCardListQuery,
  type giftCardInputSchema,
  type giftCardVoidSchema,
  type Clock,
} from '@veloport/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit, type UserNames } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { billsRepository } from '../bills/bills.repository';
import { recordBillPayment } from '../payments/record-bill-payment';
import { cappedPageOf } from '../../../platform/list';
import { giftCardsRepository as repo, HAND_MADE_REFERENCE, VOID_REFERENCE, type GiftCardRow as Row } from './gift-cards.repository';

export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
type Actor = { id: number | null; ip?: string | null };
type Input = z.output<typeof giftCardInputSchema>;
type VoidInput = z.output<typeof giftCardVoidSchema>;
type Deps = { clock: Clock; db: Db; names: UserNames; limit?: { attempts: number; windowSeconds: number } };

const ENTITY = 'gift_card';
/** 10 wrong codes per client in 15 minutes: room for typing mistakes, hopeless for guessing 80-bit codes. */
export const GIFT_CARD_ATTEMPT_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };
/** Unknown and malformed codes read the same: the answer never tells whether a code exists. */
const invalidCode = () => invalid({ code: 'invalid' });
/** The code as a receipt (and a bill's payment) prints it: the last group only. */
const receiptCode = (code: string) => `****-****-****-${code.slice(-4)}`;
/** A bill a card can pay: issued, with something left (a credited or paid bill is not). */
const OPEN_BILL = new Set(['issued', 'sent', 'partly_paid']);
/** The audit log keeps the first group only: the log is read by more people than the cards' list. */
const masked = (code: string) => `${code.slice(0, 4)}-****-****-****`;

function view(row: Row, today: string): GiftCard {
  return {
    id: row.id,
    code: row.code,
    initialCents: row.initialCents,
    balanceCents: row.balanceCents,
    expiresOn: row.expiresOn,
    status: giftCardStatus(row, today),
    soldVia: row.soldVia as GiftCard['soldVia'],
    soldOnTicket: row.ticketId === null ? null : { id: row.ticketId, number: ticketNumberOf(row.ticketId) },
    buyerName: row.buyerName,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Gift cards sold at the till or online: random codes, partial use under a row lock, every use recorded (decision 050). */
export function createGiftCardsService({ clock, db, names, limit = GIFT_CARD_ATTEMPT_LIMIT }: Deps) {
  /** 429 once the client has given `limit.attempts` wrong codes within the window (a guesser, not a busy till). */
  async function refuseWhenReached(key: string) {
    const since = new Date(clock.now().getTime() - limit.windowSeconds * 1000);
    if ((await repo.attemptsSince(db, key, since)) >= limit.attempts)
      throw new AppError(429, 'too_many_attempts', 'Too many wrong gift card codes', undefined, { retryAfter: limit.windowSeconds });
  }
  /** A wrong code counts against the client, then answers "invalid" whether the code was malformed or unknown. */
  async function wrongCode(key: string): Promise<never> {
    await repo.addAttempt(db, key);
    throw invalidCode();
  }

  const listWhere = (query: GiftCardListQuery) => repo.listWhere(query, clock.today());
  const page = (query: GiftCardListQuery, limitRows: number, offset: number) =>
    repo.page(db, listWhere(query), query.sort, query.order, limitRows, offset);

  /** `sale`: the first history entry's reference (the ticket's number for a card sold at the till). */
  async function insertCard(tx: DbOrTx, input: Input & { ticketId?: number; reference?: string }, actor: Actor) {
    // 80 random bits: a collision is astronomically unlikely; the unique index would refuse it, and we draw again.
    for (let tries = 0; tries < 5; tries++) {
      const code = giftCardCodeFrom(crypto.randomBytes(16));
      const row = await repo.insert(tx, {
        code,
        initialCents: input.amountCents,
        balanceCents: input.amountCents,
        expiresOn: input.expiresOn ?? null,
        soldVia: input.soldVia,
        ticketId: input.ticketId ?? null,
        buyerName: input.buyerName ?? null,
        note: input.note ?? null,
        createdById: actor.id,
      });
      if (!row) continue;
      await repo.insertUse(tx, {
        giftCardId: row.id,
        amountCents: row.initialCents,
        balanceAfterCents: row.balanceCents,
        reference: input.reference ?? HAND_MADE_REFERENCE,
        actorId: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: `${ENTITY}.created`,
        entity: ENTITY,
        entityId: row.id,
        after: { ...row, code: masked(row.code) },
        ip: actor.ip,
      });
      return row;
    }
    throw new Error('No free gift card code after 5 draws');
  }

  async function get(id: number): Promise<GiftCardDetail> {
    const row = await repo.byId(db, id);
    if (!row) throw notFound();
    const uses = await repo.usesOf(db, id);
    const actorIds = [...new Set([...uses.map((u) => u.actorId), row.voidedById].flatMap((a) => (a === null ? [] : [a])))];
    const who = actorIds.length ? await names(actorIds) : new Map<number, string>();
    return {
      ...view(row, clock.today()),
      uses: uses.map((u) => ({
        id: u.id,
        amountCents: u.amountCents,
        balanceAfterCents: u.balanceAfterCents,
        reference: u.reference,
        by: u.actorId === null ? null : { id: u.actorId, name: who.get(u.actorId) ?? `#${u.actorId}` },
        at: u.at.toISOString(),
      })),
      voided: row.voidedAt
        ? {
            at: row.voidedAt.toISOString(),
            by: row.voidedById === null ? null : { id: row.voidedById, name: who.get(row.voidedById) ?? `#${row.voidedById}` },
            reason: row.voidReason as GiftCardVoidReason,
            note: row.voidNote,
          }
        : null,
    };
  }

  return {
    get,
    async list(query: GiftCardListQuery) {
      const [rows, total] = await Promise.all([
        page(query, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, listWhere(query)),
      ]);
      const today = clock.today();
      return cappedPageOf(
        rows.map((r) => view(r, today)),
        total,
        query,
      );
    },
    async listForExport(query: GiftCardListQuery) {
      const today = clock.today();
      return (await page(query, EXPORT_MAX_ROWS, 0)).map((r) => view(r, today));
    },

    async create(input: Input, actor: Actor): Promise<GiftCardDetail> {
      if (input.expiresOn && input.expiresOn < clock.today()) throw invalid({ expiresOn: 'in_the_past' });
      const row = await db.transaction((tx) => insertCard(tx, input, actor));
      return get(row.id);
    },

    /**
     * Pay `amountCents` of an issued bill with a card (decision 120): the card's row is locked for the transaction, so
     * twenty tills redeeming the same card at once are served one after the other and the balance never goes below
     * zero; the bill is locked next and gets a `gift_card` payment, which the books read as the card's debt spent on
     * it (489000 against 400000). Card first, then bill, in every path: two redemptions never wait on each other.
     */
    async redeem(input: { code: string; amountCents: number; billNumber: string }, actor: Actor & { key: string }) {
      const key = `redeem:${actor.key}`;
      await refuseWhenReached(key);
      const code = normalizeGiftCardCode(input.code);
      if (!code) return wrongCode(key);
      const number = parseBillNumber(input.billNumber);
      const billId = number ? await billsRepository.idByNumber(db, number.year, number.sequence) : undefined;
      if (!billId) throw invalid({ billNumber: 'unknown_bill' });
      const done = await db.transaction(async (tx) => {
        const card = await repo.lockByCode(tx, code);
        if (!card) return null;
        const refusal = giftCardRefusal(card, input.amountCents, clock.today());
        if (refusal === 'expired' || refusal === 'voided') throw invalid({ code: refusal });
        if (refusal) throw invalid({ amountCents: refusal });
        const open = await billsRepository.lock(tx, billId);
        if (!open || open.kind !== 'invoice' || !OPEN_BILL.has(open.status)) throw invalid({ billNumber: 'bill_not_open' });
        const leftCents = open.inclVatCents - (await billsRepository.creditedCents(tx, billId)) - open.paidCents;
        if (input.amountCents > leftCents) throw invalid({ amountCents: 'more_than_left_to_pay' });
        const balanceCents = card.balanceCents - input.amountCents;
        await repo.setBalance(tx, card.id, balanceCents, clock.now());
        await repo.insertUse(tx, {
          giftCardId: card.id,
          amountCents: -input.amountCents,
          balanceAfterCents: balanceCents,
          reference: open.number,
          actorId: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.redeemed`,
          entity: ENTITY,
          entityId: card.id,
          before: { balanceCents: card.balanceCents },
          after: { balanceCents, amountCents: input.amountCents, reference: open.number, billId },
          ip: actor.ip,
        });
        const { bill } = await recordBillPayment(tx, {
          billId,
          amountCents: input.amountCents,
          date: clock.today(),
          source: 'gift_card',
          reference: receiptCode(card.code),
          actor,
        });
        return {
          code: card.code,
          amountCents: input.amountCents,
          balanceCents,
          bill: { id: bill.id, number: bill.number!, status: bill.status, leftToPayCents: leftCents - input.amountCents },
        };
      });
      // Counted after the transaction: on PGlite a write outside an open transaction would wait for it.
      return done ?? wrongCode(key);
    },

    /**
     * Void a card (decision 119): under the same row lock as a use, what remains goes to 0 with a movement naming the
     * void, and the card keeps who voided it, when and why. 409 when voided already or with nothing left on it.
     */
    async voidCard(id: number, input: VoidInput, actor: Actor): Promise<GiftCardDetail> {
      await db.transaction(async (tx) => {
        const card = await repo.lockById(tx, id);
        if (!card) throw notFound();
        const refusal = giftCardVoidRefusal(card);
        if (refusal === 'already_voided') throw new AppError(409, refusal, 'This gift card is voided already');
        if (refusal) throw new AppError(409, refusal, 'This gift card holds nothing: there is nothing to void');
        const at = clock.now();
        const voided = { voidedAt: at, voidedById: actor.id, voidReason: input.reason, voidNote: input.note ?? null };
        await repo.markVoided(tx, card.id, voided);
        await repo.insertUse(tx, {
          giftCardId: card.id,
          amountCents: -card.balanceCents,
          balanceAfterCents: 0,
          reference: VOID_REFERENCE,
          actorId: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: `${ENTITY}.voided`,
          entity: ENTITY,
          entityId: card.id,
          before: { code: masked(card.code), balanceCents: card.balanceCents, status: giftCardStatus(card, clock.today()) },
          after: { code: masked(card.code), balanceCents: 0, status: 'void', ...voided, voidedAt: at.toISOString() },
          ip: actor.ip,
        });
      });
      return get(id);
    },

    /**
     * Inside a sale's transaction (the till; decision 059): the card's row is locked until the sale commits and the
     * amount checked; `spend` takes it off once the sale has its reference. An unknown or malformed code answers
     * null: the caller counts it with `countWrongCode` after its transaction (PGlite) and answers "invalid".
     */
    async lockForSale(
      tx: DbOrTx,
      input: { code: string; amountCents: number | { upTo: number } },
      fields: { code: string; amount: string },
    ) {
      const code = normalizeGiftCardCode(input.code);
      if (!code) return null;
      const card = await repo.lockByCode(tx, code);
      if (!card) return null;
      // The web shop pays what the card holds, up to what the order costs (decision 082); an empty card is refused.
      const amountCents =
        typeof input.amountCents === 'number' ? input.amountCents : Math.max(1, Math.min(card.balanceCents, input.amountCents.upTo));
      const refusal = giftCardRefusal(card, amountCents, clock.today());
      if (refusal === 'expired' || refusal === 'voided') throw invalid({ [fields.code]: refusal });
      if (refusal) throw invalid({ [fields.amount]: refusal });
      const balanceCents = card.balanceCents - amountCents;
      return {
        giftCardId: card.id,
        amountCents,
        maskedCode: receiptCode(card.code),
        balanceAfterCents: balanceCents,
        async spend(reference: string, actor: Actor) {
          await repo.setBalance(tx, card.id, balanceCents, clock.now());
          await repo.insertUse(tx, {
            giftCardId: card.id,
            amountCents: -amountCents,
            balanceAfterCents: balanceCents,
            reference,
            actorId: actor.id,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: `${ENTITY}.redeemed`,
            entity: ENTITY,
            entityId: card.id,
            before: { balanceCents: card.balanceCents },
            after: { balanceCents, amountCents: amountCents, reference },
            ip: actor.ip,
          });
        },
      };
    },
    /**
     * A card sold on a till ticket (decision 063), inside the ticket's transaction: it exists only if the sale commits,
     * its first history entry names the ticket, and the ticket's line keeps its id.
     */
    issueForTicket: (
      tx: DbOrTx,
      input: { amountCents: number; expiresOn: string; ticketId: number; buyerName: string | null },
      actor: Actor,
    ) =>
      insertCard(
        tx,
        {
          amountCents: input.amountCents,
          expiresOn: input.expiresOn,
          soldVia: 'till',
          buyerName: input.buyerName,
          note: null,
          ticketId: input.ticketId,
          reference: ticketNumberOf(input.ticketId),
        },
        actor,
      ),
    /** What a cancelled web shop order had paid with the card goes back on it, under the card's lock (decision 082). */
    async giveBack(tx: DbOrTx, input: { giftCardId: number; amountCents: number; reference: string }, actor: Actor) {
      const card = await repo.lockById(tx, input.giftCardId);
      if (!card || input.amountCents <= 0) return;
      const balanceCents = card.balanceCents + input.amountCents;
      await repo.setBalance(tx, card.id, balanceCents, clock.now());
      await repo.insertUse(tx, {
        giftCardId: card.id,
        amountCents: input.amountCents,
        balanceAfterCents: balanceCents,
        reference: input.reference,
        actorId: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: `${ENTITY}.given_back`,
        entity: ENTITY,
        entityId: card.id,
        before: { balanceCents: card.balanceCents },
        after: { balanceCents, amountCents: input.amountCents, reference: input.reference },
        ip: actor.ip,
      });
    },
    /** A card bought in the web shop (decision 082), issued once its order is paid, inside that transaction. */
    issueForShopOrder: (
      tx: DbOrTx,
      input: { amountCents: number; expiresOn: string; reference: string; buyerName: string },
      actor: Actor,
    ) => insertCard(tx, { ...input, soldVia: 'online', note: null }, actor),
    /** The code and expiry of cards by id (the receipt of the ticket that sold them). */
    async codesByIds(ids: number[]) {
      if (!ids.length) return new Map<number, { id: number; code: string; expiresOn: string | null }>();
      return new Map((await repo.codesByIds(db, ids)).map((r) => [r.id, r]));
    },
    /** 429 before a till tries a card when this cashier has given too many wrong codes. */
    refuseWhenTooManyWrong: (clientKey: string) => refuseWhenReached(`redeem:${clientKey}`),
    /** A wrong code given at the till counts against the cashier (after the sale's transaction), then "invalid" on `field`. */
    async countWrongCode(clientKey: string, field: string): Promise<never> {
      await repo.addAttempt(db, `redeem:${clientKey}`);
      throw invalid({ [field]: 'invalid' });
    },
    /** What a card holds, for whoever has its code (the public balance check); wrong codes count towards the limit. */
    async balance(input: { code: string }, clientKey: string) {
      const key = `balance:${clientKey}`;
      await refuseWhenReached(key);
      const code = normalizeGiftCardCode(input.code);
      const card = code ? await repo.byCode(db, code) : undefined;
      if (!card) return wrongCode(key);
      return { balanceCents: card.balanceCents, expiresOn: card.expiresOn, status: giftCardStatus(card, clock.today()) };
    },
  };
}
