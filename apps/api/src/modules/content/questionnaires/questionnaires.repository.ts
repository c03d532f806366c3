import { and, asc, count, desc, eq, gte, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { questionnaireResponses, questionnaires } from './questionnaires.table';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type QuestionnaireResponseRow = typeof questionnaireResponses.$inferSelect;
export type QuestionnaireFilters = { q?: string; isActive?: boolean };
export type QuestionnaireSort = 'id' | 'title' | 'createdAt' | 'responsesCount';

/** `q` in the title, slug or description; active or not. */
export function questionnaireWhere(f: QuestionnaireFilters): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    f.isActive === undefined ? undefined : eq(questionnaires.isActive, f.isActive),
    q ? or(ilike(questionnaires.title, q), ilike(questionnaires.slug, q), ilike(questionnaires.description, q)) : undefined,
  );
}

/** The responses of each listed questionnaire, counted in the same query as the page. */
// Written out with its table names: inside a subquery, drizzle would print both columns unqualified ("id" would be the response's).
const responsesCount =
  sql<number>`(select count(*) from "questionnaire_responses" where "questionnaire_responses"."questionnaire_id" = "questionnaires"."id")`.mapWith(
    Number,
  );
const SORTS = { id: questionnaires.id, title: questionnaires.title, createdAt: questionnaires.createdAt, responsesCount } as const;

export type QuestionnaireWithCount = QuestionnaireRow & { responsesCount: number };

export const questionnairesRepository = {
  async byId(db: DbOrTx, id: number): Promise<QuestionnaireWithCount | undefined> {
    const [row] = await db.select({ q: questionnaires, responsesCount }).from(questionnaires).where(eq(questionnaires.id, id));
    return row ? { ...row.q, responsesCount: row.responsesCount } : undefined;
  },
  async bySlug(db: DbOrTx, slug: string): Promise<QuestionnaireRow | undefined> {
    const [row] = await db.select().from(questionnaires).where(eq(questionnaires.slug, slug));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<QuestionnaireRow | undefined> {
    const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id)).for('update');
    return row;
  },
  /** The slugs that start like `base` (`base`, `base-2`…): the next free one is picked among them. */
  async slugsLike(db: DbOrTx, base: string): Promise<string[]> {
    const rows = await db
      .select({ slug: questionnaires.slug })
      .from(questionnaires)
      .where(or(eq(questionnaires.slug, base), like(questionnaires.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)));
    return rows.map((r) => r.slug);
  },
  async insert(db: DbOrTx, values: typeof questionnaires.$inferInsert) {
    const [row] = await db.insert(questionnaires).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof questionnaires.$inferInsert>) {
    const [row] = await db
      .update(questionnaires)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(questionnaires.id, id))
      .returning();
    return row!;
  },
  async remove(db: DbOrTx, id: number) {
    await db.delete(questionnaires).where(eq(questionnaires.id, id));
  },
  async page(
    db: DbOrTx,
    where: SQL | undefined,
    sort: QuestionnaireSort,
    order: 'asc' | 'desc',
    limit: number,
    offset: number,
  ): Promise<QuestionnaireWithCount[]> {
    const dir = order === 'asc' ? asc : desc;
    const rows = await db
      .select({ q: questionnaires, responsesCount })
      .from(questionnaires)
      .where(where)
      .orderBy(dir(SORTS[sort]), dir(questionnaires.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ ...r.q, responsesCount: r.responsesCount }));
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(questionnaires).where(where);
    return Number(row?.n ?? 0);
  },

  async insertResponse(db: DbOrTx, values: typeof questionnaireResponses.$inferInsert) {
    const [row] = await db.insert(questionnaireResponses).values(values).returning();
    return row!;
  },
  responses(db: DbOrTx, questionnaireId: number, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db
      .select()
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.questionnaireId, questionnaireId))
      .orderBy(dir(questionnaireResponses.submittedAt), dir(questionnaireResponses.id))
      .limit(limit)
      .offset(offset);
  },
  async countResponses(db: DbOrTx, questionnaireId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.questionnaireId, questionnaireId));
    return Number(row?.n ?? 0);
  },
  /** Responses from one address to one questionnaire since `since`, and the oldest of them (when the limit lifts). */
  async recentFrom(db: DbOrTx, questionnaireId: number, ip: string, since: Date) {
    const [row] = await db
      .select({ n: count(), oldest: sql<string | null>`min(${questionnaireResponses.submittedAt})` })
      .from(questionnaireResponses)
      .where(
        and(
          eq(questionnaireResponses.questionnaireId, questionnaireId),
          eq(questionnaireResponses.ip, ip),
          gte(questionnaireResponses.submittedAt, since),
        ),
      );
    return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  },
};
