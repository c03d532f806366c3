import { and, arrayContains, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { BlogPostListQuery, BlogPostStatus, Locale } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { blogPosts } from './blog.table';

export type BlogPostRow = typeof blogPosts.$inferSelect;

function statusWhere(status: BlogPostStatus, now: Date): SQL | undefined {
  if (status === 'draft') return isNull(blogPosts.publishAt);
  if (status === 'scheduled') return gt(blogPosts.publishAt, now);
  return lte(blogPosts.publishAt, now);
}

/** Status, language and tag exactly; `q` in the title, slug or summary. */
export function blogPostWhere(f: Pick<BlogPostListQuery, 'status' | 'locale' | 'tag' | 'q'>, now: Date): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    f.status ? statusWhere(f.status, now) : undefined,
    f.locale ? eq(blogPosts.locale, f.locale) : undefined,
    f.tag ? arrayContains(blogPosts.tags, [f.tag.toLowerCase()]) : undefined,
    q ? or(ilike(blogPosts.title, q), ilike(blogPosts.slug, q), ilike(blogPosts.summary, q)) : undefined,
  );
}

/** What a visitor may read: published (a publication date not in the future) in their language. */
export function publishedWhere(locale: Locale | null, tag: string | undefined, now: Date): SQL | undefined {
  return and(
    locale ? eq(blogPosts.locale, locale) : undefined,
    isNotNull(blogPosts.publishAt),
    lte(blogPosts.publishAt, now),
    tag ? arrayContains(blogPosts.tags, [tag.toLowerCase()]) : undefined,
  );
}

const SORTS = {
  title: blogPosts.title,
  publishAt: blogPosts.publishAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
} as const;

export const blogRepository = {
  async byId(db: DbOrTx, id: number): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    return row;
  },
  async bySlug(db: DbOrTx, slug: string): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    return row;
  },
  async lock(db: DbOrTx, id: number): Promise<BlogPostRow | undefined> {
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    return row;
  },
  async slugTaken(db: DbOrTx, slug: string, exceptId?: number) {
    const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
    return Boolean(row && row.id !== exceptId);
  },
  async insert(db: DbOrTx, values: typeof blogPosts.$inferInsert) {
    const [row] = await db.insert(blogPosts).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof blogPosts.$inferInsert>) {
    const [row] = await db
      .update(blogPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning();
    return row!;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: BlogPostListQuery['sort'], order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(blogPosts).where(where).orderBy(dir(SORTS[sort]), dir(blogPosts.id)).limit(limit).offset(offset);
  },
  /** Newest publication first. */
  published(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
    return db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishAt), desc(blogPosts.id)).limit(limit).offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(blogPosts).where(where);
    return Number(row?.n ?? 0);
  },
};
