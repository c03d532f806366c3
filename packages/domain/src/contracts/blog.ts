import { z } from 'zod';
import { BLOG_BODY_MAX_LENGTH, BLOG_MAX_TAGS, BLOG_POST_STATUSES } from '../blog';
import {
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  localeSchema,
  namedRefSchema,
  optionalText,
  photoSchema,
  requiredText,
} from './common';

export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES);

/** A slug: lower-case words joined by hyphens; generated from the title when left empty. */
const blogSlugSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .nullish()
  .transform((v) => v || null);

const tagSchema = z.string().trim().min(1).max(40);

/**
 * `POST /api/blog-posts` and `PUT /api/blog-posts/{id}`. `body` is HTML from the editor: the server keeps only
 * an allow-list of tags and attributes (headings, paragraphs, lists, links, images, emphasis).
 */
export const blogPostInputSchema = z.object({
  title: requiredText(160),
  slug: blogSlugSchema,
  summary: optionalText(500),
  body: z.string().max(BLOG_BODY_MAX_LENGTH).default(''),
  locale: localeSchema,
  tags: z
    .array(tagSchema)
    .max(BLOG_MAX_TAGS)
    .default([])
    .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
});
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

/** `POST /api/blog-posts/{id}/publish`: now when `publishAt` is absent, else scheduled for then. */
export const blogPublishRequestSchema = z.object({ publishAt: isoDateTimeSchema.nullish().transform((v) => v ?? null) });

export const blogPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  locale: localeSchema,
  tags: z.array(z.string()),
  cover: photoSchema.nullable(),
  status: blogPostStatusSchema,
  publishAt: isoDateTimeSchema.nullable(),
  author: namedRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListItemSchema = blogPostSchema.omit({ body: true });
export const blogPostListSchema = listOf(blogPostListItemSchema);
export const blogPostListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['title', 'publishAt', 'createdAt', 'updatedAt']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: blogPostStatusSchema.optional(),
  locale: localeSchema.optional(),
  tag: tagSchema.optional(),
});
export type BlogPostListQuery = z.output<typeof blogPostListQuerySchema>;

/** `GET /api/blog-posts/{id}`: an id or a slug (the screens' addresses are by slug). */
export const blogPostKeyParamSchema = z.object({ id: z.string().trim().min(1).max(120) });

/** What a visitor sees of a published post. */
export const publicBlogPostSchema = blogPostSchema.omit({ status: true, createdAt: true }).extend({ publishedAt: isoDateTimeSchema });
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;
export const publicBlogPostListItemSchema = publicBlogPostSchema.omit({ body: true });
export const publicBlogPostListSchema = listOf(publicBlogPostListItemSchema);
export const publicBlogPostQuerySchema = z.object({
  locale: localeSchema.default('fr'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(12),
  tag: tagSchema.optional(),
});
export type PublicBlogPostQuery = z.output<typeof publicBlogPostQuerySchema>;
export const publicBlogPostResponseSchema = z.object({ post: publicBlogPostSchema });
