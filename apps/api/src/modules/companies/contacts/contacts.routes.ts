import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allContactsQuerySchema,
  contactInputSchema,
  contactListQuerySchema,
  contactListSchema,
  contactSchema,
  idParamSchema,
} from '@veloport/domain';
import { auditActor } from '../../../platform/audit';
import { listRoute } from '../../../platform/list-route';
import { scopeOf } from '../../../platform/tenancy';
import { contactColumns } from './contacts.export';
import type { ContactsService } from './contacts.service';

const tags = ['contacts'];
const admin = { access: { auth: true, permission: ['admin'] } } as const;
/** Admins, and a fleet manager for their own company's contacts (others' answer 404). */
const adminOrFleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const contactsRoutes: FastifyPluginAsyncZod<{ contacts: ContactsService }> = async (app, { contacts }) => {
  listRoute(app, '/api/companies/contacts', {
    config: admin,
    schema: {
      tags,
      summary: 'Every company contact (companies/contacts); ?format=csv or xlsx downloads the filtered list',
      querystring: allContactsQuerySchema,
      response: { 200: contactListSchema },
    },
    list: (request) => contacts.list(scopeOf(request.user!), request.query),
    download: async (request, language) => ({
      fileName: 'contacts',
      rows: await contacts.listForExport(scopeOf(request.user!), request.query),
      columns: contactColumns(language),
    }),
  });

  app.get(
    '/api/companies/:id/contacts',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: "A company's contacts",
        params: idParamSchema,
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema },
      },
    },
    async (request) => contacts.list(scopeOf(request.user!), { ...request.query, companyId: request.params.id }),
  );

  app.post(
    '/api/companies/:id/contacts',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Add a contact to a company',
        params: idParamSchema,
        body: contactInputSchema,
        response: { 201: contactSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await contacts.create(scopeOf(request.user!), request.params.id, request.body, auditActor(request))),
  );

  app.get(
    '/api/contacts/:id',
    { config: adminOrFleet, schema: { tags, summary: 'A contact', params: idParamSchema, response: { 200: contactSchema } } },
    async (request) => contacts.get(scopeOf(request.user!), request.params.id),
  );

  app.put(
    '/api/contacts/:id',
    {
      config: adminOrFleet,
      schema: { tags, summary: 'Update a contact', params: idParamSchema, body: contactInputSchema, response: { 200: contactSchema } },
    },
    async (request) => contacts.update(scopeOf(request.user!), request.params.id, request.body, auditActor(request)),
  );

  app.delete(
    '/api/contacts/:id',
    { config: adminOrFleet, schema: { tags, summary: 'Delete a contact', params: idParamSchema } },
    async (request, reply) => {
      await contacts.remove(scopeOf(request.user!), request.params.id, auditActor(request));
      return reply.status(204).send();
    },
  );
};
