import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  companyDocumentListSchema,
  companyDocumentParamsSchema,
  companyDocumentSchema,
  pageQuerySchema,
  idParamSchema,
} from '@veloport/domain';
import { auditActor } from '../../../platform/audit';
import { contentDisposition, readUpload } from '../../../platform/files';
import { scopeOf } from '../../../platform/tenancy';
import type { DocumentsService } from './documents.service';

const tags = ['companies'];
const admin = { access: { auth: true, permission: ['admin'] } } as const;
/** A fleet manager reads their own company's documents; only admins add or remove them. */
const adminOrFleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, { documents }) => {
  app.get(
    '/api/companies/:id/documents',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: "A company's documents, newest first",
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: companyDocumentListSchema },
      },
    },
    async (request) => documents.list(scopeOf(request.user!), request.params.id, request.query),
  );

  app.post(
    '/api/companies/:id/documents',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Upload a document (PDF, JPG or PNG, at most 10 MB), multipart field "file"',
        params: idParamSchema,
        response: { 201: companyDocumentSchema },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request.user!);
      const file = await readUpload(request, COMPANY_DOCUMENT_MAX_BYTES);
      return reply.status(201).send(await documents.upload(scope, request.params.id, file, auditActor(request)));
    },
  );

  app.get(
    '/api/companies/:id/documents/:docId',
    { config: adminOrFleet, schema: { tags, summary: 'Download a document', params: companyDocumentParamsSchema } },
    async (request, reply) => {
      const file = await documents.download(scopeOf(request.user!), request.params.id, request.params.docId);
      return reply
        .header('Content-Disposition', contentDisposition(file.name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );

  app.delete(
    '/api/companies/:id/documents/:docId',
    { config: admin, schema: { tags, summary: 'Delete a document', params: companyDocumentParamsSchema } },
    async (request, reply) => {
      await documents.remove(scopeOf(request.user!), request.params.id, request.params.docId, auditActor(request));
      return reply.status(204).send();
    },
  );
};
