import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkResponseSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  emailCheckQuerySchema,
  emailCheckResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  requestSetPasswordLinkSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  tokenCheckResponseSchema,
  userResponseSchema,
} from '@veloport/domain';
import { clearSessionCookie, SESSION_COOKIE, type CookieSettings } from '../../../platform/cookies';
import type { EmailConfirmationsService } from './email-confirmations.service';
import type { IdentityService } from '../identity.service';
import type { LoginService } from './login.service';
import type { PasswordFlowsService } from './password-flows.service';
import { signIn as openSession } from './sign-in';

export type AuthRoutesOptions = {
  identity: IdentityService;
  login: LoginService;
  passwordFlows: PasswordFlowsService;
  emailConfirmations: EmailConfirmationsService;
  cookies: CookieSettings;
};

const tags = ['auth'];
const publicAccess = { access: { public: true } } as const;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { identity, login, passwordFlows, emailConfirmations, cookies },
) => {
  /** A session opened on this browser replaces the one it had: an id planted before sign-in is worthless after. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await identity.endSession(previous);
    await openSession(identity, cookies, request, reply, userId);
  };
  const limits = login.limits;

  app.post(
    '/api/auth/login',
    { config: publicAccess, schema: { tags, summary: 'Sign in', body: loginRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const user = await login.login(request.body.email, request.body.password, request.ip);
      await signIn(request, reply, user.id);
      return { user: await identity.toAuthUser(user) };
    },
  );

  app.post('/api/auth/logout', { config: publicAccess, schema: { tags, summary: 'Sign out' } }, async (request, reply) => {
    if (request.sessionToken) await identity.endSession(request.sessionToken);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get(
    '/api/auth/me',
    { config: { access: { auth: true } }, schema: { tags, summary: 'The signed-in user', response: { 200: userResponseSchema } } },
    async (request) => ({
      user: request.user!,
    }),
  );

  app.get(
    '/api/auth/check',
    { config: publicAccess, schema: { tags, summary: 'Is a user signed in', response: { 200: checkResponseSchema } } },
    async (request) => ({
      authenticated: request.user !== null,
      user: request.user,
    }),
  );

  app.get(
    '/api/auth/email-check',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Professional or personal address',
        querystring: emailCheckQuerySchema,
        response: { 200: emailCheckResponseSchema },
      },
    },
    async (request) => {
      await limits.lookup(request.query.email, request.ip);
      return identity.emailCheck(request.query.email);
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: publicAccess,
      schema: { tags, summary: 'Create an account', body: registerRequestSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      await limits.lookup(request.body.email, request.ip);
      const row = await identity.register(request.body, { id: null, ip: request.ip });
      const confirmationPending = row.pendingCompanyId !== null;
      // The account exists either way; if the mail fails, signing in with the password sends a new link.
      if (confirmationPending) await emailConfirmations.sendSignupLink(row).catch(() => undefined);
      const signedIn = row.status === 'active';
      if (signedIn) await signIn(request, reply, row.id);
      return reply.status(201).send({ user: await identity.toAuthUser(row), signedIn, confirmationPending });
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { config: publicAccess, schema: { tags, summary: 'E-mail a reset link', body: forgotPasswordRequestSchema } },
    async (request, reply) => {
      await limits.lookup(request.body.email, request.ip);
      await passwordFlows.forgotPassword(request.body.email, request.body.locale);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/auth/password-tokens/:token',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Is a password link still usable',
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ purpose: z.enum(['reset', 'set']).default('reset') }),
        response: { 200: tokenCheckResponseSchema },
      },
    },
    async (request) => passwordFlows.checkToken(request.params.token, request.query.purpose),
  );

  app.post(
    '/api/auth/reset-password',
    { config: publicAccess, schema: { tags, summary: 'Choose a new password with a reset link', body: resetPasswordRequestSchema } },
    async (request, reply) => {
      await passwordFlows.resetPassword(request.body.token, request.body.password, request.ip);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/set-password',
    {
      config: publicAccess,
      schema: { tags, summary: 'First password of an invited user', body: setPasswordRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request, reply) => {
      const user = await passwordFlows.setPassword(request.body.email, request.body.token, request.body.password, request.ip);
      if (user.status === 'active') await signIn(request, reply, user.id);
      return { user: await identity.toAuthUser(user) };
    },
  );

  app.post(
    '/api/auth/set-password-link',
    { config: publicAccess, schema: { tags, summary: 'Send a new set-password link', body: requestSetPasswordLinkSchema } },
    async (request, reply) => {
      await limits.lookup(request.body.email, request.ip);
      await passwordFlows.sendSetPasswordLink(request.body.email, request.body.locale);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/confirm-email',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Follow the link of a company sign-up or of a new address (400 token_invalid, 409 email_taken)',
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema },
      },
    },
    async (request) => emailConfirmations.confirm(request.body.token, request.ip),
  );
};
