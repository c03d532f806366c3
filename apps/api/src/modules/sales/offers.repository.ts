import { INT4_MAX, type OfferLineDetailQuery } from '@veloport/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../platform/list';
import { scopeCondition, type TenantScope } from '../../platform/tenancy';
import { offerLines, offers } from './sales.table';

export type OfferRow = typeof offers.$inferSelect;
export type OfferLineRow = typeof offerLines.$inferSelect;
export type OfferFilters = { status?: string; contractType?: string; companyId?: number; userId?: number };

const scoped = (scope: TenantScope, where?: SQL) => and(scopeCondition(scope, { company: offers.companyId, owner: offers.userId }), where);

function filters(f: OfferFilters) {
  return and(
    f.status ? eq(offers.status, f.status) : undefined,
    f.contractType ? eq(offers.contractType, f.contractType) : undefined,
    f.companyId ? eq(offers.companyId, f.companyId) : undefined,
    f.userId ? eq(offers.userId, f.userId) : undefined,
  );
}

const lineNet = sql`${offerLines.quantity} * ${offerLines.unitPriceCents} * (100 - ${offerLines.discountPercent})`;

/** The line-details filters: the offer's status and contract, the line's kind, the salesperson, words in the line. */
function lineFilters(q: OfferLineDetailQuery) {
  const offerNumber = q.q && /^\d+$/.test(q.q) ? Number(q.q) : null;
  return and(
    q.status ? eq(offers.status, q.status) : undefined,
    q.contractType ? eq(offers.contractType, q.contractType) : undefined,
    q.kind ? eq(offerLines.kind, q.kind) : undefined,
    q.salespersonId ? eq(offers.createdById, q.salespersonId) : undefined,
    q.q
      ? or(
          ilike(offerLines.label, containsPattern(q.q)),
          ilike(offerLines.description, containsPattern(q.q)),
          offerNumber !== null && offerNumber <= INT4_MAX ? eq(offers.id, offerNumber) : undefined,
        )
      : undefined,
  );
}

export const offersRepository = {
  async byId(db: DbOrTx, scope: TenantScope, id: number): Promise<OfferRow | undefined> {
    const [row] = await db
      .select()
      .from(offers)
      .where(scoped(scope, eq(offers.id, id)));
    return row;
  },
  /** The row locked for the rest of the transaction: two signatures or edits of one offer run one after the other. */
  async lock(db: DbOrTx, scope: TenantScope, id: number): Promise<OfferRow | undefined> {
    const [row] = await db
      .select()
      .from(offers)
      .where(scoped(scope, eq(offers.id, id)))
      .for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof offers.$inferInsert) {
    const [row] = await db.insert(offers).values(values).returning();
    return row!;
  },
  /** Sending does not touch `updatedAt`: the signing check compares it to refuse an offer changed meanwhile. */
  async markSent(db: DbOrTx, id: number, at: Date) {
    const [row] = await db.update(offers).set({ sentAt: at }).where(eq(offers.id, id)).returning();
    return row!;
  },

  async update(db: DbOrTx, id: number, values: Partial<typeof offers.$inferInsert>) {
    const [row] = await db
      .update(offers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(offers.id, id))
      .returning();
    return row!;
  },
  page(
    db: DbOrTx,
    scope: TenantScope,
    f: OfferFilters,
    sort: 'id' | 'createdAt' | 'status',
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
  ) {
    const dir = order === 'asc' ? asc : desc;
    const by =
      sort === 'status'
        ? [dir(offers.status), dir(offers.id)]
        : sort === 'createdAt'
          ? [dir(offers.createdAt), dir(offers.id)]
          : [dir(offers.id)];
    return db
      .select()
      .from(offers)
      .where(scoped(scope, filters(f)))
      .orderBy(...by)
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, scope: TenantScope, f: OfferFilters) {
    const [row] = await db
      .select({ n: count() })
      .from(offers)
      .where(scoped(scope, filters(f)));
    return Number(row?.n ?? 0);
  },

  /** `offers/list/offer_details`: lines with their offer, filtered and sorted (a line's total before VAT, after its discount). */
  linePage(db: DbOrTx, query: OfferLineDetailQuery, limit: number, offset: number) {
    const dir = query.order === 'asc' ? asc : desc;
    const by =
      query.sort === 'total'
        ? [dir(lineNet), dir(offerLines.id)]
        : query.sort === 'offer'
          ? [dir(offers.id), asc(offerLines.id)]
          : [dir(offers.createdAt), dir(offerLines.id)];
    return db
      .select({ line: offerLines, offer: offers })
      .from(offerLines)
      .innerJoin(offers, eq(offers.id, offerLines.offerId))
      .where(lineFilters(query))
      .orderBy(...by)
      .limit(limit)
      .offset(offset);
  },
  async lineCount(db: DbOrTx, query: OfferLineDetailQuery) {
    const [row] = await db
      .select({ n: count() })
      .from(offerLines)
      .innerJoin(offers, eq(offers.id, offerLines.offerId))
      .where(lineFilters(query));
    return Number(row?.n ?? 0);
  },

  /** The lines of many offers, in one query, in the order they were added. */
  async linesOf(db: DbOrTx, offerIds: number[]): Promise<OfferLineRow[]> {
    if (offerIds.length === 0) return [];
    return db.select().from(offerLines).where(inArray(offerLines.offerId, offerIds)).orderBy(asc(offerLines.id));
  },
  async line(db: DbOrTx, offerId: number, lineId: number): Promise<OfferLineRow | undefined> {
    const [row] = await db
      .select()
      .from(offerLines)
      .where(and(eq(offerLines.offerId, offerId), eq(offerLines.id, lineId)));
    return row;
  },
  async insertLine(db: DbOrTx, values: typeof offerLines.$inferInsert) {
    const [row] = await db.insert(offerLines).values(values).returning();
    return row!;
  },
  async updateLine(db: DbOrTx, lineId: number, values: Partial<typeof offerLines.$inferInsert>) {
    const [row] = await db.update(offerLines).set(values).where(eq(offerLines.id, lineId)).returning();
    return row!;
  },
  async removeLine(db: DbOrTx, lineId: number) {
    await db.delete(offerLines).where(eq(offerLines.id, lineId));
  },
  /** An accessory merged into another (catalogue): its offer lines follow it. */
  async moveAccessory(db: DbOrTx, keepId: number, duplicateId: number) {
    await db.update(offerLines).set({ accessoryId: keepId }).where(eq(offerLines.accessoryId, duplicateId));
  },
};
