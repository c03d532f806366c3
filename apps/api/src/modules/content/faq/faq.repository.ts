import { and, asc, count, desc, eq, gt, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { faqEntries, faqFeedback } from './faq.table';

export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type FaqFilters = { theme?: string; q?: string };
export type FaqSort = 'position' | 'updatedAt' | 'helpful' | 'notHelpful';

const QUESTION = { fr: faqEntries.questionFr, en: faqEntries.questionEn, nl: faqEntries.questionNl } as const;
const ANSWER = { fr: faqEntries.answerFr, en: faqEntries.answerEn, nl: faqEntries.answerNl } as const;

/** `q` in the question or answer of the given languages (all three for the admin list). */
function search(q: string | undefined, locales: readonly Locale[]): SQL | undefined {
  if (!q) return undefined;
  const p = containsPattern(q);
  return or(...locales.flatMap((l) => [ilike(QUESTION[l], p), ilike(ANSWER[l], p)]));
}

export const faqWhere = (f: FaqFilters): SQL | undefined =>
  and(f.theme ? eq(faqEntries.theme, f.theme) : undefined, search(f.q, ['fr', 'en', 'nl']));

const SORTS = { updatedAt: faqEntries.updatedAt, helpful: faqEntries.helpfulCount, notHelpful: faqEntries.notHelpfulCount } as const;

export const faqRepository = {
  async byId(db: DbOrTx, id: number): Promise<FaqEntryRow | undefined> {
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<FaqEntryRow | undefined> {
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof faqEntries.$inferInsert) {
    const [row] = await db.insert(faqEntries).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof faqEntries.$inferInsert>) {
    const [row] = await db
      .update(faqEntries)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(faqEntries.id, id))
      .returning();
    return row!;
  },
  remove: (db: DbOrTx, id: number) => db.delete(faqEntries).where(eq(faqEntries.id, id)),
  /** The place after the last entry of a theme. */
  async nextPosition(db: DbOrTx, theme: string) {
    const [row] = await db
      .select({ n: max(faqEntries.position) })
      .from(faqEntries)
      .where(eq(faqEntries.theme, theme));
    return (row?.n ?? 0) + 1;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: FaqSort, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    const by =
      sort === 'position'
        ? [dir(faqEntries.theme), dir(faqEntries.position), dir(faqEntries.id)]
        : [dir(SORTS[sort]), asc(faqEntries.theme), asc(faqEntries.position)];
    return db
      .select()
      .from(faqEntries)
      .where(where)
      .orderBy(...by)
      .limit(limit)
      .offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(faqEntries).where(where);
    return Number(row?.n ?? 0);
  },
  /** The published entries, matching `q` in the reader's language, in their order within each theme. */
  published: (db: DbOrTx, locale: Locale, q: string | undefined) =>
    db
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.published, true), search(q, [locale])))
      .orderBy(asc(faqEntries.position), asc(faqEntries.id)),
  /** The theme's entries locked, in their order: two reorderings of one theme run one after the other. */
  lockTheme: (db: DbOrTx, theme: string) =>
    db
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(eq(faqEntries.theme, theme))
      .orderBy(asc(faqEntries.position), asc(faqEntries.id))
      .for('update'),
  /** Positions 1, 2, 3… in the order given, in one statement. */
  async setOrder(db: DbOrTx, ids: number[]) {
    const values = sql.join(
      ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update faq_entries as e set position = v.pos, updated_at = now() from (values ${values}) as v(id, pos) where e.id = v.id`,
    );
  },

  /** The client's latest vote on the entry within the window. */
  async lastVote(db: DbOrTx, entryId: number, client: string, since: Date) {
    const [row] = await db
      .select()
      .from(faqFeedback)
      .where(and(eq(faqFeedback.entryId, entryId), eq(faqFeedback.client, client), gt(faqFeedback.at, since)))
      .orderBy(desc(faqFeedback.at))
      .limit(1);
    return row;
  },
  async votesSince(db: DbOrTx, client: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(faqFeedback)
      .where(and(eq(faqFeedback.client, client), gt(faqFeedback.at, since)));
    return Number(row?.n ?? 0);
  },
  insertVote: (db: DbOrTx, values: typeof faqFeedback.$inferInsert) => db.insert(faqFeedback).values(values),
  changeVote: (db: DbOrTx, id: number, helpful: boolean) =>
    db
      .update(faqFeedback)
      .set({ helpful, at: sql`now()` })
      .where(eq(faqFeedback.id, id)),
  /** Adds (or takes back) one vote on the entry's counts, in the row itself. */
  async addToCounts(db: DbOrTx, entryId: number, helpful: number, notHelpful: number) {
    await db
      .update(faqEntries)
      .set({
        helpfulCount: sql`${faqEntries.helpfulCount} + ${helpful}`,
        notHelpfulCount: sql`${faqEntries.notHelpfulCount} + ${notHelpful}`,
      })
      .where(eq(faqEntries.id, entryId));
  },
};
