import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  INSURANCE_DOCUMENT_MAX_BYTES,
  insuranceDocumentListSchema,
  insuranceDocumentParamsSchema,
  insuranceDocumentSchema,
  insuranceFollowUpDetailSchema,
  insuranceInputSchema,
  insuranceFollowUpListQuerySchema,
  insuranceFollowUpListSchema,
  insurancePatchSchema,
  insuranceTransitionSchema,
  renewalDueListSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { contentDisposition, readUpload } from '../../../platform/files';
import { listRoute } from '../../../platform/list-route';
import { scopeOf } from '../../../platform/tenancy';
import type { InsuranceRenewalsService } from './insurance-renewals.service';
import { insuranceColumns } from './insurance.export';
import type { InsuranceService } from './insurance.service';

const tags = ['billing'];
const admin = { access: ADMIN } as const;
/** A fleet manager reads their company's follow-ups (another company's: 404); only admins change them. */
const adminOrFleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const insuranceRoutes: FastifyPluginAsyncZod<{ insurance: InsuranceService; renewals: InsuranceRenewalsService }> = async (
  app,
  { insurance, renewals },
) => {
  listRoute(app, '/api/insurance-follow-ups', {
    config: adminOrFleet,
    schema: {
      tags,
      summary: 'Insurance claims and renewals; filters kind, status, bikeId, companyId, q; ?format=csv or xlsx downloads them',
      querystring: insuranceFollowUpListQuerySchema,
      response: { 200: insuranceFollowUpListSchema },
    },
    list: (request) => insurance.list(scopeOf(request.user!), request.query),
    download: async (request, language) => ({
      fileName: 'insurance-follow-ups',
      rows: await insurance.listForExport(scopeOf(request.user!), request.query),
      columns: insuranceColumns(language),
    }),
  });

  app.get(
    '/api/insurance-follow-ups/renewals-due',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Insured bikes whose policy ends within 30 days (from insuranceEnd), soonest first',
        response: { 200: renewalDueListSchema },
      },
    },
    async (request) => renewals.list(scopeOf(request.user!)),
  );

  app.post(
    '/api/insurance-follow-ups',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Open a claim (theft, damage) or a renewal of an insured bike',
        body: insuranceInputSchema,
        response: { 201: insuranceFollowUpDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await insurance.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/insurance-follow-ups/:id',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'One follow-up with its status history and documents',
        params: idParamSchema,
        response: { 200: insuranceFollowUpDetailSchema },
      },
    },
    async (request) => insurance.detail(scopeOf(request.user!), request.params.id),
  );

  app.patch(
    '/api/insurance-follow-ups/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Correct a follow-up (date, description, amounts, insurer, reference); 409 once closed',
        params: idParamSchema,
        body: insurancePatchSchema,
        response: { 200: insuranceFollowUpDetailSchema },
      },
    },
    async (request) => insurance.patch(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/insurance-follow-ups/:id/transitions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move along open → submitted → accepted | refused → paid → closed; 409 invalid_transition otherwise',
        params: idParamSchema,
        body: insuranceTransitionSchema,
        response: { 200: insuranceFollowUpDetailSchema },
      },
    },
    async (request) => insurance.transition(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/insurance-follow-ups/:id/documents',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Attach a document (PDF, JPG or PNG, at most 10 MB), multipart field "file"',
        params: idParamSchema,
        response: { 201: insuranceDocumentSchema },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request, INSURANCE_DOCUMENT_MAX_BYTES);
      return reply.status(201).send(await insurance.upload(request.params.id, file, actorOf(request)));
    },
  );

  app.get(
    '/api/insurance-follow-ups/:id/documents',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: "A follow-up's documents, newest first",
        params: idParamSchema,
        response: { 200: insuranceDocumentListSchema },
      },
    },
    async (request) => {
      const { documents } = await insurance.detail(scopeOf(request.user!), request.params.id);
      return { data: documents, meta: { page: 1, perPage: Math.max(1, documents.length), total: documents.length } };
    },
  );

  app.get(
    '/api/insurance-follow-ups/:id/documents/:docId',
    { config: adminOrFleet, schema: { tags, summary: 'Download a document', params: insuranceDocumentParamsSchema } },
    async (request, reply) => {
      const file = await insurance.download(scopeOf(request.user!), request.params.id, request.params.docId);
      return reply
        .header('Content-Disposition', contentDisposition(file.name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );
};
