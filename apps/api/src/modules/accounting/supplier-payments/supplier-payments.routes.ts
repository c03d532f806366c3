import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  supplierBatchInputSchema,
  supplierBatchListSchema,
  supplierBatchQuerySchema,
  supplierBatchSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { supplierBatchColumns } from '../export/journal.export';
import type { SupplierPaymentsService } from './supplier-payments.service';

const tags = ['accounting'];
const admin = { access: ADMIN } as const;

/** Supplier payment batches and their pain.001.001.03 file (decision 084). */
export const supplierPaymentsRoutes: FastifyPluginAsyncZod<{ payments: SupplierPaymentsService }> = async (app, { payments }) => {
  app.post(
    '/api/supplier-payments/batches',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'A batch of transfers to suppliers for approved unpaid invoices with an IBAN, on a business day not in the past (Brussels); 422 purchase_not_payable, no_supplier_iban, in_the_past, not_business_day, bank_holiday',
        body: supplierBatchInputSchema,
        response: { 201: supplierBatchSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await payments.createBatch(request.body, actorOf(request))),
  );

  listRoute(app, '/api/supplier-payments/batches', {
    config: admin,
    schema: {
      tags,
      summary: 'The supplier payment batches, newest first; status (open, paid); ?format=csv or xlsx',
      querystring: supplierBatchQuerySchema,
      response: { 200: supplierBatchListSchema },
    },
    list: (request) => payments.list(request.query),
    download: async (request, language) => ({
      fileName: 'supplier-payments',
      rows: await payments.listForExport(request.query),
      columns: supplierBatchColumns(language),
    }),
  });

  app.get(
    '/api/supplier-payments/batches/:id',
    { config: admin, schema: { tags, summary: 'A supplier payment batch', params: idParamSchema, response: { 200: supplierBatchSchema } } },
    (request) => payments.get(request.params.id),
  );

  app.get(
    '/api/supplier-payments/batches/:id/xml',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "The batch's SEPA credit transfer (pain.001.001.03), checked against the XSD; a Belgian structured communication goes as a structured creditor reference",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const file = await payments.xml(request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.xml);
    },
  );

  app.post(
    '/api/supplier-payments/batches/:id/paid',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The bank executed the batch: its invoices are paid on the execution date and enter the bank journal',
        params: idParamSchema,
        response: { 200: supplierBatchSchema },
      },
    },
    (request) => payments.markPaid(request.params.id, actorOf(request)),
  );
};
