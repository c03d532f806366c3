import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, IdCondition } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { checkoutTicketLines, checkoutTickets } from './checkout.table';

export type TicketRow = typeof checkoutTickets.$inferSelect;
export type TicketLineRow = typeof checkoutTicketLines.$inferSelect;
export type TicketFilters = {
  paymentMethod?: string;
  customerKind?: string;
  userId?: number;
  from?: string;
  to?: string;
  billed?: boolean;
  q?: string;
};

/** Brussels calendar days: a ticket rung up at 00:30 on the 3rd belongs to the 3rd. */
const day = (d: string) => sql`(${d}::date::timestamp at time zone 'Europe/Brussels')`;

function where(f: TicketFilters): SQL | undefined {
  // `q`: the ticket's number, or part of the customer's name or e-mail.
  const digits = f.q && /^#?\d{1,9}$/.test(f.q) ? Number(f.q.replace('#', '')) : undefined;
  const q = f.q
    ? or(
        digits !== undefined ? eq(checkoutTickets.id, digits) : undefined,
        ilike(checkoutTickets.customerName, containsPattern(f.q)),
        ilike(checkoutTickets.customerEmail, containsPattern(f.q)),
      )
    : undefined;
  return and(
    f.paymentMethod ? eq(checkoutTickets.paymentMethod, f.paymentMethod) : undefined,
    f.customerKind ? eq(checkoutTickets.customerKind, f.customerKind) : undefined,
    f.userId ? eq(checkoutTickets.userId, f.userId) : undefined,
    f.from ? gte(checkoutTickets.createdAt, day(f.from)) : undefined,
    f.to ? lt(checkoutTickets.createdAt, sql`${day(f.to)} + interval '1 day'`) : undefined,
    f.billed === undefined ? undefined : f.billed ? sql`${checkoutTickets.billedAt} is not null` : sql`${checkoutTickets.billedAt} is null`,
    q,
  );
}

export const checkoutRepository = {
  /** Billing's read (decision 048): tickets of a known customer (an anonymous sale has nobody to bill) not billed yet, newest first. */
  toBill: (db: DbOrTx, unbilled: IdCondition, ids: number[] | undefined, limit: number) =>
    db
      .select()
      .from(checkoutTickets)
      .where(
        and(
          ne(checkoutTickets.customerKind, 'anonymous'),
          sql`(${checkoutTickets.userId} is not null or ${checkoutTickets.companyId} is not null)`,
          unbilled(checkoutTickets.id),
          ids ? inArray(checkoutTickets.id, ids.length ? ids : [0]) : undefined,
        ),
      )
      .orderBy(desc(checkoutTickets.id))
      .limit(limit),
  /** The till's own "billed" mark, kept for its screens. */
  markBilled: async (db: DbOrTx, ids: number[]) => {
    if (ids.length)
      await db
        .update(checkoutTickets)
        .set({ billedAt: sql`now()` })
        .where(inArray(checkoutTickets.id, ids));
  },
  async insert(db: DbOrTx, values: typeof checkoutTickets.$inferInsert): Promise<TicketRow> {
    const [row] = await db.insert(checkoutTickets).values(values).returning();
    return row!;
  },
  async insertLines(db: DbOrTx, values: (typeof checkoutTicketLines.$inferInsert)[]): Promise<TicketLineRow[]> {
    return db.insert(checkoutTicketLines).values(values).returning();
  },
  async bySaleKey(db: DbOrTx, saleKey: string): Promise<TicketRow | undefined> {
    const [row] = await db.select().from(checkoutTickets).where(eq(checkoutTickets.saleKey, saleKey));
    return row;
  },
  async byId(db: DbOrTx, id: number): Promise<TicketRow | undefined> {
    const [row] = await db.select().from(checkoutTickets).where(eq(checkoutTickets.id, id));
    return row;
  },
  linesOf: (db: DbOrTx, ticketIds: number[]): Promise<TicketLineRow[]> =>
    ticketIds.length === 0
      ? Promise.resolve([])
      : db.select().from(checkoutTicketLines).where(inArray(checkoutTicketLines.ticketId, ticketIds)).orderBy(asc(checkoutTicketLines.id)),
  page(db: DbOrTx, f: TicketFilters, sort: 'id' | 'createdAt' | 'total', order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    const by =
      sort === 'total'
        ? [dir(sql`${checkoutTickets.inclVatCents} + ${checkoutTickets.giftCardsSoldCents}`), dir(checkoutTickets.id)]
        : sort === 'createdAt'
          ? [dir(checkoutTickets.createdAt), dir(checkoutTickets.id)]
          : [dir(checkoutTickets.id)];
    return db
      .select()
      .from(checkoutTickets)
      .where(where(f))
      .orderBy(...by)
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, f: TicketFilters) {
    const [row] = await db.select({ n: count() }).from(checkoutTickets).where(where(f));
    return Number(row?.n ?? 0);
  },
  /** An accessory merged into another (catalogue): the ticket lines follow it. */
  async moveAccessory(db: DbOrTx, keepId: number, duplicateId: number) {
    await db.update(checkoutTicketLines).set({ accessoryId: keepId }).where(eq(checkoutTicketLines.accessoryId, duplicateId));
  },
};
