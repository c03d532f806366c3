import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  sepaBatchCreatedSchema,
  sepaBatchDetailSchema,
  sepaBatchInputSchema,
  sepaBatchListQuerySchema,
  sepaBatchListSchema,
  sepaBatchPreviewQuerySchema,
  sepaBatchPreviewSchema,
  sepaMandateCreatedSchema,
  sepaMandateDetailSchema,
  sepaMandateInputSchema,
  sepaMandateListQuerySchema,
  sepaMandateListSchema,
  sepaMandateSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import type { SepaBatchesService } from './sepa-batches.service';
import type { SepaMandatesService } from './sepa-mandates.service';
import { batchColumns, mandateColumns } from './sepa.export';

const tags = ['billing'];
/** Direct debits move customers' money: admins only (decision 046). */
const admin = { access: ADMIN } as const;

export const sepaRoutes: FastifyPluginAsyncZod<{ mandates: SepaMandatesService; batches: SepaBatchesService }> = async (
  app,
  { mandates, batches },
) => {
  listRoute(app, '/api/sepa/mandates', {
    config: admin,
    schema: {
      tags,
      summary: 'Direct-debit mandates, newest first; filters status, companyId, userId, q (reference, debtor, IBAN); ?format=csv or xlsx',
      querystring: sepaMandateListQuerySchema,
      response: { 200: sepaMandateListSchema },
    },
    list: (request) => mandates.list(request.query),
    download: async (request, language) => ({
      fileName: 'sepa-mandates',
      rows: await mandates.listForExport(request.query),
      columns: mandateColumns(language),
    }),
  });

  app.post(
    '/api/sepa/mandates',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record a signed mandate: IBAN (mod 97) and BIC checked; a unique reference is made when none is given',
        body: sepaMandateInputSchema,
        response: { 201: sepaMandateCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await mandates.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/sepa/mandates/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A mandate with its debits count, last collection, next sequence type and its debits history (batch, bill, rejected)',
        params: idParamSchema,
        response: { 200: sepaMandateDetailSchema },
      },
    },
    async (request) => mandates.detail(request.params.id),
  );

  app.post(
    '/api/sepa/mandates/:id/final-collection',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Mark a mandate last (contract ended, revoked with a final collection): its next debit is FNAL, then it is revoked; 409 when revoked',
        params: idParamSchema,
        response: { 200: sepaMandateSchema },
      },
    },
    async (request) => mandates.markFinal(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/sepa/mandates/:id/revoke',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Revoke a mandate: no further debit under it (409 mandate_revoked when it is already)',
        params: idParamSchema,
        response: { 200: sepaMandateSchema },
      },
    },
    async (request) => mandates.revoke(request.params.id, actorOf(request)),
  );

  listRoute(app, '/api/sepa/batches', {
    config: admin,
    schema: {
      tags,
      summary: 'Direct-debit batches, newest first; filter status; ?format=csv or xlsx',
      querystring: sepaBatchListQuerySchema,
      response: { 200: sepaBatchListSchema },
    },
    list: (request) => batches.list(request.query),
    download: async (request, language) => ({
      fileName: 'sepa-batches',
      rows: await batches.listForExport(request.query),
      columns: batchColumns(language),
    }),
  });

  app.get(
    '/api/sepa/batches/preview',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The bills a batch would collect on a date, with their sequence type and the total',
        querystring: sepaBatchPreviewQuerySchema,
        response: { 200: sepaBatchPreviewSchema },
      },
    },
    async (request) => batches.preview(request.query.collectionDate),
  );

  app.post(
    '/api/sepa/batches',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A batch of the due bills under active mandates (or the bills given), pre-notifications e-mailed; 409 bill_in_open_batch',
        body: sepaBatchInputSchema,
        response: { 201: sepaBatchCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await batches.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/sepa/batches/:id',
    {
      config: admin,
      schema: { tags, summary: 'A batch with its debits', params: idParamSchema, response: { 200: sepaBatchDetailSchema } },
    },
    async (request) => batches.detail(request.params.id),
  );

  app.get(
    '/api/sepa/batches/:id/xml',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The pain.008.001.02 file of a batch, validated against the XSD before download (422 pain008_invalid otherwise)',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const file = await batches.xml(request.params.id, actorOf(request));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.xml);
    },
  );

  app.post(
    '/api/sepa/batches/:id/close',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Close a batch the bank has processed: its bills may go in a new batch again',
        params: idParamSchema,
        response: { 200: sepaBatchDetailSchema },
      },
    },
    async (request) => batches.close(request.params.id, actorOf(request)),
  );
};
