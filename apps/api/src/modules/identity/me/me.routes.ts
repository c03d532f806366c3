import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  changePasswordRequestSchema,
  confirmEmailResponseSchema,
  idParamSchema,
  updateProfileRequestSchema,
  userResponseSchema,
  usersByStockLocationQuerySchema,
  usersByStockLocationSchema,
} from '@veloport/domain';
import { setSessionCookie, type CookieSettings } from '../../../platform/cookies';
import { notFound } from '../../../platform/errors';
import { readUploadedFile } from '../../../platform/files';
import type { EmailConfirmationsService } from '../sign-in/email-confirmations.service';
import type { IdentityService } from '../identity.service';

const tags = ['me'];
const signedIn = { access: { auth: true } } as const;

export const meRoutes: FastifyPluginAsyncZod<{
  identity: IdentityService;
  emailConfirmations: EmailConfirmationsService;
  cookies: CookieSettings;
}> = async (app, { identity, emailConfirmations, cookies }) => {
  app.put(
    '/api/me',
    {
      config: signedIn,
      schema: { tags, summary: 'Update my personal information', body: updateProfileRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const row = await identity.updateProfile(request.user!.id, request.body, { id: request.user!.id, ip: request.ip });
      return { user: await identity.toAuthUser(row) };
    },
  );

  // A change of my address asked by someone else waits for me (decision 070): from my old mailbox, or here, signed in.
  app.post(
    '/api/me/email-change/approve',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Approve the change of my e-mail address that someone else asked for; the new address then gets its link (409 if none waits)',
        response: { 200: confirmEmailResponseSchema },
      },
    },
    async (request) => emailConfirmations.approveSignedIn(request.user!.id, request.ip),
  );

  app.post(
    '/api/me/email-change/cancel',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cancel the pending change of my e-mail address (409 if none is pending)',
        response: { 200: confirmEmailResponseSchema },
      },
    },
    async (request) => emailConfirmations.cancelSignedIn(request.user!.id, request.ip),
  );

  app.post(
    '/api/me/password',
    { config: signedIn, schema: { tags, summary: 'Change my password (signs out my other sessions)', body: changePasswordRequestSchema } },
    async (request, reply) => {
      const user = request.user!;
      await identity.changePassword(user.id, request.body.currentPassword, request.body.password, { id: user.id, ip: request.ip });
      // This browser stays signed in with a new session.
      const token = await identity.startSession(user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      setSessionCookie(reply, token, cookies);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/me/avatar',
    { config: signedIn, schema: { tags, summary: 'Upload my avatar (JPG or PNG, at most 2 MB), multipart field "file"' } },
    async (request) => {
      const data = await readUploadedFile(request, AVATAR_MAX_BYTES);
      const row = await identity.setAvatar(request.user!.id, data, { id: request.user!.id, ip: request.ip });
      return { user: await identity.toAuthUser(row) };
    },
  );

  app.delete(
    '/api/me/avatar',
    { config: signedIn, schema: { tags, summary: 'Remove my avatar', response: { 200: userResponseSchema } } },
    async (request) => {
      const row = await identity.removeAvatar(request.user!.id, { id: request.user!.id, ip: request.ip });
      return { user: await identity.toAuthUser(row) };
    },
  );

  app.get(
    '/api/users/:id/avatar',
    { config: signedIn, schema: { tags: ['users'], summary: "A user's avatar image", params: idParamSchema } },
    async (request, reply) => {
      const avatar = await identity.avatarFor(request.user!, request.params.id);
      if (!avatar) throw notFound();
      return reply.header('Cache-Control', 'private, max-age=86400').type(avatar.type).send(avatar.data);
    },
  );

  app.get(
    '/api/users/by-stock-location',
    {
      config: { access: { auth: true, permission: ['admin'] } },
      schema: {
        tags: ['users'],
        summary: 'Staff of a stock location',
        querystring: usersByStockLocationQuerySchema,
        response: { 200: usersByStockLocationSchema },
      },
    },
    async (request) => ({ data: await identity.usersByStockLocation(request.query.stock_location) }),
  );
};
