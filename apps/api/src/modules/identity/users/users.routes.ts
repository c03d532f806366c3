import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserRequestSchema,
  createUserResponseSchema,
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  updateUserRequestSchema,
  userDetailResponseSchema,
  userListQuerySchema,
  userListSchema,
} from '@veloport/domain';
import { auditActor } from '../../../platform/audit';
import { listRoute } from '../../../platform/list-route';
import { scopeOf } from '../../../platform/tenancy';
import type { UsersAdminService } from './users-admin.service';
import { userColumns } from './users.export';

const tags = ['users'];
/** Admins: everyone. Fleet managers: their own company's users; anyone else's answers 404. */
const adminOrFleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const usersRoutes: FastifyPluginAsyncZod<{ usersAdmin: UsersAdminService }> = async (app, { usersAdmin }) => {
  listRoute(app, '/api/users', {
    config: adminOrFleet,
    schema: {
      tags,
      summary: 'Users: search, filters, pages; ?format=csv downloads them',
      querystring: userListQuerySchema,
      response: { 200: userListSchema },
    },
    list: (request) => usersAdmin.list(scopeOf(request.user!), request.query),
    download: async (request, language) => ({
      fileName: 'users',
      rows: await usersAdmin.listForExport(scopeOf(request.user!), request.query),
      columns: userColumns(language),
    }),
  });

  app.post(
    '/api/users',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Create a user and e-mail them a set-password link (fleet manager: own company, no permissions)',
        body: createUserRequestSchema,
        response: { 201: createUserResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await usersAdmin.create(scopeOf(request.user!), request.body, auditActor(request))),
  );

  app.get(
    '/api/users/:id',
    { config: adminOrFleet, schema: { tags, summary: 'A user', params: idParamSchema, response: { 200: userDetailResponseSchema } } },
    async (request) => ({ user: await usersAdmin.get(scopeOf(request.user!), request.params.id) }),
  );

  app.put(
    '/api/users/:id',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Update a user (status changes through deactivate/reactivate)',
        params: idParamSchema,
        body: updateUserRequestSchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) => ({
      user: await usersAdmin.update(scopeOf(request.user!), request.params.id, request.body, auditActor(request)),
    }),
  );

  app.post(
    '/api/users/:id/deactivate',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Deactivate a user; their sessions end at once',
        params: idParamSchema,
        response: { 200: userDetailResponseSchema },
      },
    },
    async (request) => ({ user: await usersAdmin.deactivate(scopeOf(request.user!), request.params.id, auditActor(request)) }),
  );

  app.post(
    '/api/users/:id/reactivate',
    {
      config: adminOrFleet,
      schema: { tags, summary: 'Reactivate a user', params: idParamSchema, response: { 200: userDetailResponseSchema } },
    },
    async (request) => ({ user: await usersAdmin.reactivate(scopeOf(request.user!), request.params.id, auditActor(request)) }),
  );

  app.post(
    '/api/users/:id/invitation',
    { config: adminOrFleet, schema: { tags, summary: 'Send the invitation (set-password link) again', params: idParamSchema } },
    async (request, reply) => {
      await usersAdmin.resendInvitation(scopeOf(request.user!), request.params.id, auditActor(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/users/:id/history',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: "Who changed the user's account, and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => usersAdmin.history(scopeOf(request.user!), request.params.id, request.query),
  );
};
