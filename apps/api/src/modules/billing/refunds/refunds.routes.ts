import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billPaymentsSchema,
  customerCreditRefundInputSchema,
  customerCreditRefundSchema,
  idParamSchema,
  listQuerySchema,
  manualPaymentInputSchema,
  paymentIdParamsSchema,
  refundBatchDetailSchema,
  refundBatchInputSchema,
  refundBatchListSchema,
  refundBatchSchema,
  refundInputSchema,
  refundListQuerySchema,
  refundListSchema,
  refundSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import type { ManualPaymentsService } from '../payments/manual-payments.service';
import type { PaymentRemindersService } from '../payments/payment-reminders.service';
import { refundColumns } from './refunds.export';
import type { RefundsService } from './refunds.service';

const tags = ['billing'];
/** Money typed by hand and money given back: admins only (decision 061). */
const admin = { access: ADMIN } as const;

/** Payments by hand, their undoing, refunds and their pain.001 files (decision 061). */
export const refundsRoutes: FastifyPluginAsyncZod<{
  manual: ManualPaymentsService;
  refunds: RefundsService;
  reminders: PaymentRemindersService;
}> = async (app, { manual, refunds, reminders }) => {
  app.post(
    '/api/bills/:id/payments',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Record a payment by hand on an issued invoice (transfer, cash, card, other); partial and overpayments as for a statement; answers the payments panel',
        params: idParamSchema,
        body: manualPaymentInputSchema,
        response: { 201: billPaymentsSchema },
      },
    },
    async (request, reply) => {
      await manual.record(request.params.id, request.body, actorOf(request));
      return reply.status(201).send(await reminders.forBill(null, request.params.id));
    },
  );

  app.post(
    '/api/bills/:id/payments/:paymentId/undo',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Undo a payment typed by mistake: a negative row, the status recomputed, in the audit; once (409)',
        params: paymentIdParamsSchema,
        response: { 200: billPaymentsSchema },
      },
    },
    async (request) => {
      await manual.undo(request.params.id, request.params.paymentId, actorOf(request));
      return reminders.forBill(null, request.params.id);
    },
  );

  app.post(
    '/api/bills/:id/refunds',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Refund part of a bill's credit (an invoice, or a credit note: its invoice's); a transfer waits for a pain.001 batch; 422 refund_exceeds_credit",
        params: idParamSchema,
        body: refundInputSchema,
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await refunds.refund(request.params.id, request.body, actorOf(request))),
  );

  app.post(
    '/api/bills/:id/refunds/customer-credit',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Refund the whole credit of the bill's customer spread over their invoices in one action: one transfer (one pain.001 payment) or one cash refund, each invoice's part recorded; 422 nothing_to_refund",
        params: idParamSchema,
        body: customerCreditRefundInputSchema,
        response: { 201: customerCreditRefundSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await refunds.refundCustomerCredit(request.params.id, request.body, actorOf(request))),
  );

  listRoute(app, '/api/refunds', {
    config: admin,
    schema: {
      tags,
      summary:
        'Refunds, newest first; status pending (a transfer not in a file yet), batched, done; method, billId, batchId, from/to (refund date), q (customer, beneficiary, bill number, IBAN); sort createdAt, date, amount, customer; ?format=csv or xlsx',
      querystring: refundListQuerySchema,
      response: { 200: refundListSchema },
    },
    list: (request) => refunds.list(request.query),
    download: async (request, language) => ({
      fileName: 'refunds',
      rows: await refunds.listForExport(request.query),
      columns: refundColumns(language),
    }),
  });

  app.get(
    '/api/refunds/batches/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A batch of refunds by transfer (one pain.001 file) and each of its refunds',
        params: idParamSchema,
        response: { 200: refundBatchDetailSchema },
      },
    },
    async (request) => refunds.batch(request.params.id),
  );

  app.get(
    '/api/refunds/batches',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Batches of refunds by transfer, newest first',
        querystring: listQuerySchema,
        response: { 200: refundBatchListSchema },
      },
    },
    async (request) => refunds.batches(request.query),
  );

  app.post(
    '/api/refunds/batches',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Put every pending refund by transfer in one pain.001.001.03 batch paid on executionDate (a TARGET2 business day)',
        body: refundBatchInputSchema,
        response: { 201: refundBatchSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await refunds.createBatch(request.body.executionDate, actorOf(request))),
  );

  app.get(
    '/api/refunds/batches/:id/xml',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The pain.001.001.03 file of a batch of refunds, validated against the XSD before download',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const file = await refunds.xml(request.params.id, actorOf(request));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.xml);
    },
  );
};
