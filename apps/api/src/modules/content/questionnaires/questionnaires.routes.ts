import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  publicQuestionnaireSchema,
  questionnaireAnswerCreatedSchema,
  questionnaireAnswersInputSchema,
  questionnaireCreatedSchema,
  questionnaireInputSchema,
  questionnaireListQuerySchema,
  questionnaireListSchema,
  questionnaireResponseListQuerySchema,
  questionnaireResponseListSchema,
  questionnaireSchema,
  questionnaireSlugParamSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { readerLanguage, varyByLanguage } from '../../../platform/reader-language';
import { questionnaireColumns, responseColumns } from './questionnaires.export';
import type { QuestionnairesService } from './questionnaires.service';

const tags = ['content'];
/** Spec §2 `company-questionnaires` (admin); §6 names them among the staff's tasks. */
const admin = { access: ADMIN } as const;
const open = { access: { public: true } } as const;

export const questionnairesRoutes: FastifyPluginAsyncZod<{ questionnaires: QuestionnairesService }> = async (app, { questionnaires }) => {
  listRoute(app, '/api/questionnaires', {
    config: admin,
    schema: {
      tags,
      summary: 'Company questionnaires with their responses count, newest first; filters q, isActive; ?format=csv or xlsx downloads them',
      querystring: questionnaireListQuerySchema,
      response: { 200: questionnaireListSchema },
    },
    list: (request) => questionnaires.list(request.query),
    download: async (request, language) => ({
      fileName: 'questionnaires',
      rows: await questionnaires.listForExport(request.query),
      columns: questionnaireColumns(language),
    }),
  });

  app.post(
    '/api/questionnaires',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Build a questionnaire; the slug is made from the title when empty (unique: -2, -3…), a given one must be free (422 slug_taken)',
        body: questionnaireInputSchema,
        response: { 201: questionnaireCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await questionnaires.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/questionnaires/:id',
    { config: admin, schema: { tags, summary: 'One questionnaire', params: idParamSchema, response: { 200: questionnaireSchema } } },
    async (request) => questionnaires.detail(request.params.id),
  );

  app.put(
    '/api/questionnaires/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a questionnaire (an empty slug keeps the current one)',
        params: idParamSchema,
        body: questionnaireInputSchema,
        response: { 200: questionnaireSchema },
      },
    },
    async (request) => questionnaires.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/questionnaires/:id',
    { config: admin, schema: { tags, summary: 'Delete a questionnaire and its responses', params: idParamSchema } },
    async (request, reply) => {
      await questionnaires.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  listRoute(app, '/api/questionnaires/:id/responses', {
    config: admin,
    schema: {
      tags,
      summary: 'The responses with their submitted date, newest first; ?format=csv or xlsx downloads them',
      params: idParamSchema,
      querystring: questionnaireResponseListQuerySchema,
      response: { 200: questionnaireResponseListSchema },
    },
    list: (request) => questionnaires.responses(request.params.id, request.query),
    download: async (request, language) => {
      const { questionnaire, rows } = await questionnaires.responsesForExport(request.params.id, request.query);
      return { fileName: `questionnaire-${questionnaire.slug}`, rows, columns: responseColumns(language, questionnaire) };
    },
  });

  app.get(
    '/api/public/questionnaires/:slug',
    {
      config: open,
      schema: {
        tags,
        summary: 'The public form of an active questionnaire; 404 not_found when unknown, 404 questionnaire_inactive when inactive',
        params: questionnaireSlugParamSchema,
        response: { 200: publicQuestionnaireSchema },
      },
    },
    async (request, reply) => {
      varyByLanguage(reply);
      return questionnaires.publicForm(request.params.slug, readerLanguage(request));
    },
  );

  app.post(
    '/api/public/questionnaires/:slug',
    {
      config: open,
      schema: {
        tags,
        summary: 'Answer a questionnaire: 201; 422 with a code per field (answers.<name>); 429 past the hourly limit per address',
        params: questionnaireSlugParamSchema,
        body: questionnaireAnswersInputSchema,
        response: { 201: questionnaireAnswerCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await questionnaires.answer(request.params.slug, request.body, actorOf(request))),
  );
};
