import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../../identity/identity.table';

/**
 * Blog posts (issue 15, decision 056): one language per post; `body` is HTML already through the allow-list.
 * `publishAt` null is a draft; a date in the future is a scheduled post, in the past a published one.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary'),
    body: text('body').notNull().default(''),
    locale: text('locale').notNull(),
    tags: text('tags').array().notNull().default([]),
    coverKey: text('cover_key'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_public_idx').on(t.locale, t.publishAt),
    index('blog_posts_updated_idx').on(t.updatedAt, t.id),
  ],
);
