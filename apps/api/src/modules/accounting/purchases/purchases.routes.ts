import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  purchaseDetailSchema,
  purchaseListSchema,
  purchaseQuerySchema,
  purchaseRefusalSchema,
  purchaseSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { readUpload } from '../../../platform/files';
import { listRoute } from '../../../platform/list-route';
import { purchaseColumns } from '../export/journal.export';
import type { PurchasesService } from './purchases.service';

const tags = ['accounting'];
const admin = { access: ADMIN } as const;
/** A UBL invoice with embedded attachments stays well under this. */
const UBL_MAX_BYTES = 5 * 1024 * 1024;

/** Supplier invoices: upload, approve, refuse, list (decision 084). */
export const purchasesRoutes: FastifyPluginAsyncZod<{ purchases: PurchasesService }> = async (app, { purchases }) => {
  app.post(
    '/api/purchases',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Upload a supplier invoice as UBL 2.1 (multipart field "file"): the supplier is created or updated from it; 409 duplicate_purchase for the same supplier and number; 422 with a field code when it is not a readable invoice',
        response: { 201: purchaseSchema },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request, UBL_MAX_BYTES);
      return reply.status(201).send(await purchases.upload(file, actorOf(request)));
    },
  );

  listRoute(app, '/api/purchases', {
    config: admin,
    schema: {
      tags,
      summary:
        'Supplier invoices, newest first; status (to_approve, approved, refused, paid), q (supplier, number, VAT number); ?format=csv or xlsx',
      querystring: purchaseQuerySchema,
      response: { 200: purchaseListSchema },
    },
    list: (request) => purchases.list(request.query),
    download: async (request, language) => ({
      fileName: 'purchases',
      rows: await purchases.listForExport(request.query),
      columns: purchaseColumns(language),
    }),
  });

  app.get(
    '/api/purchases/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A supplier invoice, with its lines and VAT per rate as its UBL states them',
        params: idParamSchema,
        response: { 200: purchaseDetailSchema },
      },
    },
    (request) => purchases.get(request.params.id),
  );

  app.post(
    '/api/purchases/:id/approve',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve an invoice to approve: it enters the purchases journal and may be paid',
        params: idParamSchema,
        response: { 200: purchaseSchema },
      },
    },
    (request) => purchases.approve(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/purchases/:id/refuse',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Refuse an invoice to approve, with the reason (for the supplier): it is never booked nor paid',
        params: idParamSchema,
        body: purchaseRefusalSchema,
        response: { 200: purchaseSchema },
      },
    },
    (request) => purchases.refuse(request.params.id, request.body.reason, actorOf(request)),
  );
};
