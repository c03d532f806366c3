import {
  blogPostStatus,
  slugify,
  type BlogPost,
  type BlogPostInput,
  type BlogPostListQuery,
  type Locale,
  type PublicBlogPost,
  type PublicBlogPostQuery,
  type Clock,
} from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { readHistory, recordAudit, type UserNames } from '../../../platform/audit';
import { invalid, notFound } from '../../../platform/errors';
import { sniffImageType, type FileStorage } from '../../../platform/files';
import { pageOf } from '../../../platform/list';
import { isDemoKey, newPublicKey, publicFileUrl } from '../../../platform/public-files';
import { sanitizeBlogHtml } from './blog-html';
import { blogPostWhere, blogRepository, publishedWhere, type BlogPostRow } from './blog.repository';

export type BlogService = ReturnType<typeof createBlogService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = { clock: Clock; db: Db; files: FileStorage; names: UserNames };

const iso = (d: Date) => d.toISOString();
const slugTaken = () => invalid({ slug: 'slug_taken' });

/** Blog posts (issue 15, decision 056): written and scheduled by admins, read by everyone once due. */
export function createBlogService({ clock, db, files, names }: Deps) {
  async function views(rows: BlogPostRow[], now = clock.now()): Promise<BlogPost[]> {
    const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
    const authors = authorIds.length ? await names(authorIds) : new Map<number, string>();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      summary: r.summary,
      body: r.body,
      locale: r.locale as Locale,
      tags: r.tags,
      cover: r.coverKey ? { key: r.coverKey, url: publicFileUrl(r.coverKey) } : null,
      status: blogPostStatus(r.publishAt, now),
      publishAt: r.publishAt ? iso(r.publishAt) : null,
      author: r.authorId === null ? null : { id: r.authorId, name: authors.get(r.authorId) ?? `#${r.authorId}` },
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }
  const view = async (row: BlogPostRow) => (await views([row]))[0]!;
  const publicView = ({ status: _status, createdAt: _created, publishAt, ...post }: BlogPost): PublicBlogPost => ({
    ...post,
    publishAt,
    publishedAt: publishAt!,
  });

  /** The slug asked for, or one made from the title (with -2, -3… when taken). */
  async function slugFor(input: BlogPostInput, exceptId?: number) {
    if (input.slug) {
      if (await blogRepository.slugTaken(db, input.slug, exceptId)) throw slugTaken();
      return input.slug;
    }
    const base = slugify(input.title, 90);
    for (let n = 1; n < 50; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await blogRepository.slugTaken(db, slug, exceptId))) return slug;
    }
    throw slugTaken();
  }

  const columns = (input: BlogPostInput, slug: string) => ({
    title: input.title,
    slug,
    summary: input.summary,
    body: sanitizeBlogHtml(input.body),
    locale: input.locale,
    tags: input.tags,
  });

  /** An id (digits) or a slug. */
  async function find(key: string) {
    const row =
      /^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= 2_147_483_647
        ? await blogRepository.byId(db, Number(key))
        : await blogRepository.bySlug(db, key);
    if (!row) throw notFound();
    return row;
  }

  async function change(id: number, action: string, actor: Actor, values: Partial<BlogPostRow>) {
    try {
      const after = await db.transaction(async (tx) => {
        const before = await blogRepository.lock(tx, id);
        if (!before) throw notFound();
        const row = await blogRepository.update(tx, id, values);
        await recordAudit(tx, { actorId: actor.id, action, entity: 'blog_post', entityId: id, before, after: row, ip: actor.ip });
        return row;
      });
      return view(after);
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  }

  return {
    async list(query: BlogPostListQuery) {
      const where = blogPostWhere(query, clock.now());
      const [rows, total] = await Promise.all([
        blogRepository.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        blogRepository.count(db, where),
      ]);
      const data = (await views(rows)).map(({ body: _body, ...post }) => post);
      return pageOf(data, total, query);
    },

    get: async (key: string) => view(await find(key)),

    async create(input: BlogPostInput, actor: Actor) {
      const slug = await slugFor(input);
      try {
        const row = await db.transaction(async (tx) => {
          const post = await blogRepository.insert(tx, { ...columns(input, slug), authorId: actor.id });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'blog_post.created',
            entity: 'blog_post',
            entityId: post.id,
            after: post,
            ip: actor.ip,
          });
          return post;
        });
        return view(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async update(id: number, input: BlogPostInput, actor: Actor) {
      if (!(await blogRepository.byId(db, id))) throw notFound();
      return change(id, 'blog_post.updated', actor, columns(input, await slugFor(input, id)));
    },

    /** Publishes now, or schedules for `publishAt` (a date in the past publishes at once, dated then). */
    publish: (id: number, publishAt: string | null, actor: Actor) =>
      change(id, publishAt && new Date(publishAt) > clock.now() ? 'blog_post.scheduled' : 'blog_post.published', actor, {
        publishAt: publishAt ? new Date(publishAt) : clock.now(),
      }),

    unpublish: (id: number, actor: Actor) => change(id, 'blog_post.unpublished', actor, { publishAt: null }),

    /** Stores a JPG or PNG under a public key: the cover (`cover`) or an image for the body (its URL is returned). */
    async storeImage(id: number, data: Buffer, actor: Actor, asCover: boolean) {
      const row = await blogRepository.byId(db, id);
      if (!row) throw notFound();
      const type = sniffImageType(data);
      if (!type) throw invalid({ file: 'invalid' });
      const key = newPublicKey(`blog-${id}`, type);
      await files.put(key, data);
      if (!asCover) {
        await recordAudit(db, {
          actorId: actor.id,
          action: 'blog_post.image_added',
          entity: 'blog_post',
          entityId: id,
          after: { image: key },
          ip: actor.ip,
        });
        return { post: await view(row), url: publicFileUrl(key) };
      }
      const post = await change(id, 'blog_post.cover_changed', actor, { coverKey: key });
      if (row.coverKey && !isDemoKey(row.coverKey)) await files.remove(row.coverKey);
      return { post, url: publicFileUrl(key) };
    },

    async removeCover(id: number, actor: Actor) {
      const row = await blogRepository.byId(db, id);
      if (!row) throw notFound();
      const post = await change(id, 'blog_post.cover_removed', actor, { coverKey: null });
      if (row.coverKey && !isDemoKey(row.coverKey)) await files.remove(row.coverKey);
      return post;
    },

    async history(id: number, query: { page: number; perPage: number }) {
      if (!(await blogRepository.byId(db, id))) throw notFound();
      return readHistory(db, names, { entity: 'blog_post', entityId: id }, query);
    },

    /** Published and due posts of one language, newest first. */
    async publicList(query: PublicBlogPostQuery) {
      const where = publishedWhere(query.locale, query.tag, clock.now());
      const [rows, total] = await Promise.all([
        blogRepository.published(db, where, query.perPage, (query.page - 1) * query.perPage),
        blogRepository.count(db, where),
      ]);
      const data = (await views(rows)).map((p) => {
        const { body: _body, ...rest } = publicView(p);
        return rest;
      });
      return pageOf(data, total, query);
    },

    /** A published and due post; a draft, a scheduled post or an unknown slug is 404 alike. */
    async publicPost(slug: string) {
      const row = await blogRepository.bySlug(db, slug);
      if (!row || !row.publishAt || row.publishAt > clock.now()) throw notFound();
      return publicView(await view(row));
    },

    /** For the sitemap and the feeds: every published post (newest first), at most `limit`. */
    async publishedForFeeds(locale: Locale | null, limit = 1000) {
      return blogRepository.published(db, publishedWhere(locale, undefined, clock.now()), limit, 0);
    },

    /** The title and summary of a published post, for the page's <head>. */
    async publicHead(slug: string): Promise<{ title: string; summary: string | null; locale: Locale } | null> {
      const row = await blogRepository.bySlug(db, slug);
      if (!row || !row.publishAt || row.publishAt > clock.now()) return null;
      return { title: row.title, summary: row.summary, locale: row.locale as Locale };
    },
  };
}
