import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companiesMinimalSchema,
  companyInputSchema,
  companyListQuerySchema,
  companyListSchema,
  companyProcessParamsSchema,
  companyProcessSchema,
  companySchema,
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
} from '@veloport/domain';
import { auditActor } from '../../platform/audit';
import { listRoute } from '../../platform/list-route';
import { scopeOf } from '../../platform/tenancy';
import { companyColumns } from './companies.export';
import type { CompaniesService } from './companies.service';

const tags = ['companies'];
const admin = { access: { auth: true, permission: ['admin'] } } as const;
/** Admins, and a fleet manager for their own company (others' answer 404). */
const adminOrFleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.get(
    '/api/companies/list/minimal',
    { config: admin, schema: { tags, summary: 'All companies, id and name', response: { 200: companiesMinimalSchema } } },
    async () => ({ data: await companies.listMinimal() }),
  );

  listRoute(app, '/api/companies', {
    config: admin,
    schema: {
      tags,
      summary: 'Companies: search, filters, pages; ?format=csv downloads them',
      querystring: companyListQuerySchema,
      response: { 200: companyListSchema },
    },
    list: (request) => companies.list(scopeOf(request.user!), request.query),
    download: async (request, language) => ({
      fileName: 'companies',
      rows: await companies.listForExport(scopeOf(request.user!), request.query),
      columns: companyColumns(language),
    }),
  });

  app.post(
    '/api/companies',
    {
      config: admin,
      schema: { tags, summary: 'Create a company with its first condition', body: companyInputSchema, response: { 201: companySchema } },
    },
    async (request, reply) => reply.status(201).send(await companies.create(request.body, auditActor(request))),
  );

  app.get(
    '/api/companies/:id',
    { config: adminOrFleet, schema: { tags, summary: 'A company', params: idParamSchema, response: { 200: companySchema } } },
    async (request) => companies.get(scopeOf(request.user!), request.params.id),
  );

  app.put(
    '/api/companies/:id',
    {
      config: admin,
      schema: { tags, summary: 'Update a company', params: idParamSchema, body: companyInputSchema, response: { 200: companySchema } },
    },
    async (request) => companies.update(scopeOf(request.user!), request.params.id, request.body, auditActor(request)),
  );

  app.get(
    '/api/companies/:id/history',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Who changed the company, its conditions, contacts, documents, quiz, and when',
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => companies.history(scopeOf(request.user!), request.params.id, request.query),
  );

  app.get(
    '/api/companies/:id/process',
    {
      config: admin,
      schema: { tags, summary: 'The onboarding checklist', params: idParamSchema, response: { 200: companyProcessSchema } },
    },
    async (request) => companies.process(scopeOf(request.user!), request.params.id),
  );

  app.post(
    '/api/companies/:id/process/:step/complete',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tick an onboarding step (409 when already done)',
        params: companyProcessParamsSchema,
        response: { 200: companyProcessSchema },
      },
    },
    async (request) => companies.completeStep(scopeOf(request.user!), request.params.id, request.params.step, auditActor(request)),
  );

  app.post(
    '/api/companies/:id/process/:step/undo',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Untick an onboarding step (409 when not done)',
        params: companyProcessParamsSchema,
        response: { 200: companyProcessSchema },
      },
    },
    async (request) => companies.undoStep(scopeOf(request.user!), request.params.id, request.params.step, auditActor(request)),
  );
};
