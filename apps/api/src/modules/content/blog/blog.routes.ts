import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogPostInputSchema,
  blogPostKeyParamSchema,
  blogPostListQuerySchema,
  blogPostListSchema,
  blogPostSchema,
  blogPublishRequestSchema,
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  localeSchema,
  PHOTO_MAX_BYTES,
  publicBlogPostListSchema,
  publicBlogPostQuerySchema,
  publicBlogPostResponseSchema,
  slugParamSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { readUploadedFile } from '../../../platform/files';
import { rssXml } from './blog-feeds';
import type { BlogService } from './blog.service';

const tags = ['content'];
/** The blog is written by the shop's admins; everyone reads what is published. */
const admin = { access: ADMIN } as const;
const open = { access: { public: true } } as const;
const imageResponse = z.object({ post: blogPostSchema, url: z.string() });

export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService; publicUrl: string }> = async (app, { blog, publicUrl }) => {
  app.get(
    '/api/blog-posts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Blog posts, last changed first; filters status (draft, scheduled, published), locale, tag, q',
        querystring: blogPostListQuerySchema,
        response: { 200: blogPostListSchema },
      },
    },
    async (request) => blog.list(request.query),
  );
  app.post(
    '/api/blog-posts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Write a post (a draft); the body keeps only allowed HTML; the slug comes from the title when empty',
        body: blogPostInputSchema,
        response: { 201: blogPostSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await blog.create(request.body, actorOf(request))),
  );
  app.get(
    '/api/blog-posts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A post by id or slug, whatever its status',
        params: blogPostKeyParamSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => blog.get(request.params.id),
  );
  app.put(
    '/api/blog-posts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a post's text, language, slug or tags",
        params: idParamSchema,
        body: blogPostInputSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => blog.update(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/api/blog-posts/:id/publish',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Publish now, or schedule for `publishAt`',
        params: idParamSchema,
        body: blogPublishRequestSchema,
        response: { 200: blogPostSchema },
      },
    },
    async (request) => blog.publish(request.params.id, request.body.publishAt, actorOf(request)),
  );
  app.post(
    '/api/blog-posts/:id/unpublish',
    {
      config: admin,
      schema: { tags, summary: 'Back to draft: the post leaves the public blog', params: idParamSchema, response: { 200: blogPostSchema } },
    },
    async (request) => blog.unpublish(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/blog-posts/:id/cover',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set the cover photo (JPG or PNG, at most 5 MB), multipart field "file"',
        params: idParamSchema,
        response: { 200: imageResponse },
      },
    },
    async (request) => blog.storeImage(request.params.id, await readUploadedFile(request, PHOTO_MAX_BYTES), actorOf(request), true),
  );
  app.delete(
    '/api/blog-posts/:id/cover',
    { config: admin, schema: { tags, summary: 'Remove the cover photo', params: idParamSchema, response: { 200: blogPostSchema } } },
    async (request) => blog.removeCover(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/blog-posts/:id/images',
    {
      config: admin,
      schema: {
        tags,
        summary: "Upload an image for the post's body (JPG or PNG, at most 5 MB); answers its URL",
        params: idParamSchema,
        response: { 200: imageResponse },
      },
    },
    async (request) => blog.storeImage(request.params.id, await readUploadedFile(request, PHOTO_MAX_BYTES), actorOf(request), false),
  );
  app.get(
    '/api/blog-posts/:id/history',
    {
      config: admin,
      schema: {
        tags,
        summary: "The post's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => blog.history(request.params.id, request.query),
  );

  app.get(
    '/api/public/blog-posts',
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: 'Published posts of one language, newest first',
        querystring: publicBlogPostQuerySchema,
        response: { 200: publicBlogPostListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return blog.publicList(request.query);
    },
  );
  app.get(
    '/api/public/blog-posts/:slug',
    {
      config: open,
      schema: {
        tags: ['public'],
        summary: 'A published post; 404 for a draft or a post not yet due',
        params: slugParamSchema,
        response: { 200: publicBlogPostResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { post: await blog.publicPost(request.params.slug) };
    },
  );

  // One RSS 2.0 feed per language, beside the pages it announces.
  app.get(
    '/:locale/blog/rss.xml',
    { config: open, schema: { hide: true, params: z.object({ locale: localeSchema }) } },
    async (request, reply) => {
      const { locale } = request.params;
      const posts = await blog.publishedForFeeds(locale, 50);
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=600')
        .send(rssXml(publicUrl, locale, posts));
    },
  );
};
