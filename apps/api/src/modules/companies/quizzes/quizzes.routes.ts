import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  QUIZ_FILE_MAX_BYTES,
  companyQuizResponseSchema,
  idParamSchema,
  quizFileParamsSchema,
  quizFileSchema,
  quizInputSchema,
} from '@veloport/domain';
import { auditActor } from '../../../platform/audit';
import { contentDisposition, readUpload } from '../../../platform/files';
import { scopeOf } from '../../../platform/tenancy';
import type { QuizzesService } from './quizzes.service';

const tags = ['quizzes'];
/** Admins, and a fleet manager for their own company's quiz (others' answer 404). */
const adminOrFleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const quizzesRoutes: FastifyPluginAsyncZod<{ quizzes: QuizzesService }> = async (app, { quizzes }) => {
  app.get(
    '/api/companies/:id/quiz',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: "A company's quiz (null until saved) and its files",
        params: idParamSchema,
        response: { 200: companyQuizResponseSchema },
      },
    },
    async (request) => quizzes.get(scopeOf(request.user!), request.params.id),
  );

  app.put(
    '/api/companies/:id/quiz',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Save the quiz whole (questions and answers are replaced)',
        params: idParamSchema,
        body: quizInputSchema,
        response: { 200: companyQuizResponseSchema },
      },
    },
    async (request) => quizzes.save(scopeOf(request.user!), request.params.id, request.body, auditActor(request)),
  );

  app.post(
    '/api/companies/:id/quiz/files',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Attach a file to the quiz (PDF, JPG or PNG, at most 10 MB), multipart field "file"',
        params: idParamSchema,
        response: { 201: quizFileSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request.user!);
      const file = await readUpload(request, QUIZ_FILE_MAX_BYTES);
      return reply.status(201).send(await quizzes.uploadFile(scope, request.params.id, file, auditActor(request)));
    },
  );

  app.delete(
    '/api/companies/:id/quiz/files/:fileId',
    { config: adminOrFleet, schema: { tags, summary: 'Remove a quiz file', params: quizFileParamsSchema } },
    async (request, reply) => {
      await quizzes.removeFile(scopeOf(request.user!), request.params.id, request.params.fileId, auditActor(request));
      return reply.status(204).send();
    },
  );

  // Public on purpose: an inactive user takes the quiz before they can sign in. The token is unguessable and only
  // shown to the quiz's editors and to a taker whose credentials were checked (POST /api/auth/quiz/start).
  app.get(
    '/api/quiz-files/:token',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'A quiz file, by the link the quiz gives', params: z.object({ token: z.string().min(20).max(100) }) },
    },
    async (request, reply) => {
      const file = await quizzes.fileByToken(request.params.token);
      return reply
        .header('Content-Disposition', contentDisposition(file.name, 'inline'))
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );
};
