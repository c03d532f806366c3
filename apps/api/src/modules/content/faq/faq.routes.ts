import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  faqEntryInputSchema,
  faqEntryListQuerySchema,
  faqEntryListSchema,
  faqEntrySchema,
  faqFeedbackInputSchema,
  faqFeedbackSchema,
  faqIdParamSchema,
  faqOrderInputSchema,
  publicFaqQuerySchema,
  publicFaqSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { faqColumns } from './faq.export';
import type { FaqService } from './faq.service';

const tags = ['content'];
const admin = { access: ADMIN } as const;
const open = { access: { public: true } } as const;

/** The FAQ (issue 15, decision 055): admins write and order it; the public site and every signed-in user read it. */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  listRoute(app, '/api/faq-entries', {
    config: admin,
    schema: {
      tags,
      summary:
        'FAQ entries (admin), by theme and position; filters theme, q (any language); ?format=csv or xlsx downloads them with their helpful counts',
      querystring: faqEntryListQuerySchema,
      response: { 200: faqEntryListSchema },
    },
    list: (request) => faq.list(request.query),
    download: async (request, language) => ({
      fileName: 'faq',
      rows: await faq.listForExport(request.query),
      columns: faqColumns(language),
    }),
  });

  app.post(
    '/api/faq-entries',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Write a FAQ entry: theme, question and Markdown answer in fr, en and nl (HTML tags removed); it goes at the end of its theme',
        body: faqEntryInputSchema,
        response: { 201: faqEntrySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await faq.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/faq-entries/order',
    {
      config: admin,
      schema: {
        tags,
        summary: "A theme's new order (drag and drop): every entry of the theme once; 422 otherwise",
        body: faqOrderInputSchema,
        response: { 200: faqEntryListSchema },
      },
    },
    async (request) => faq.reorder(request.body, actorOf(request)),
  );

  app.get(
    '/api/faq-entries/:id',
    {
      config: admin,
      schema: { tags, summary: 'A FAQ entry in its three languages', params: faqIdParamSchema, response: { 200: faqEntrySchema } },
    },
    async (request) => faq.detail(request.params.id),
  );

  app.put(
    '/api/faq-entries/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a FAQ entry (a new theme puts it at the end of that theme)',
        params: faqIdParamSchema,
        body: faqEntryInputSchema,
        response: { 200: faqEntrySchema },
      },
    },
    async (request) => faq.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/faq-entries/:id',
    { config: admin, schema: { tags, summary: 'Delete a FAQ entry (kept in the history)', params: faqIdParamSchema } },
    async (request, reply) => {
      await faq.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/public/faq-entries',
    {
      config: open,
      schema: {
        tags,
        summary: 'The published FAQ in one language (?locale=, French by default), grouped by theme, searchable (?q=)',
        querystring: publicFaqQuerySchema,
        response: { 200: publicFaqSchema },
      },
    },
    async (request) => faq.published(request.query.locale, request.query.q),
  );

  app.post(
    '/api/public/faq-entries/:id/feedback',
    {
      config: open,
      schema: {
        tags,
        summary: '"Was this helpful?": one vote per client and entry a day (a second replaces the first); 429 after 30 votes an hour',
        params: faqIdParamSchema,
        body: faqFeedbackInputSchema,
        response: { 200: faqFeedbackSchema },
      },
    },
    async (request) => faq.feedback(request.params.id, request.body.helpful, request.ip),
  );
};
