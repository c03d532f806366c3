import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quizStartRequestSchema, quizStartResponseSchema, quizSubmitRequestSchema, quizSubmitResponseSchema } from '@veloport/domain';
import type { CookieSettings } from '../../../platform/cookies';
import type { IdentityService } from '../identity.service';
import type { QuizAttemptsService } from './quiz-attempts.service';
import { signIn } from '../sign-in/sign-in';

const tags = ['auth'];
/** Public: the taker's account is inactive, so they cannot sign in; each call carries their credentials instead. */
const publicAccess = { access: { public: true } } as const;

export const quizAttemptsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityService;
  quizAttempts: QuizAttemptsService;
  cookies: CookieSettings;
}> = async (app, { identity, quizAttempts, cookies }) => {
  app.post(
    '/api/auth/quiz/start',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'The quiz of an inactive account, after the user_inactive sign-in error (409 quiz_not_required, quiz_unavailable)',
        body: quizStartRequestSchema,
        response: { 200: quizStartResponseSchema },
      },
    },
    async (request) => ({ quiz: await quizAttempts.start(request.body.email, request.body.password, request.ip) }),
  );

  app.post(
    '/api/auth/quiz/submit',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Answer the quiz: passing activates the account and signs it in',
        body: quizSubmitRequestSchema,
        response: { 200: quizSubmitResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password, answers } = request.body;
      const result = await quizAttempts.submit(email, password, answers, request.ip);
      if (!result.passed) return result;
      await signIn(identity, cookies, request, reply, result.user.id);
      return {
        passed: true as const,
        score: result.score,
        minimumScore: result.minimumScore,
        user: await identity.toAuthUser(result.user),
      };
    },
  );
};
