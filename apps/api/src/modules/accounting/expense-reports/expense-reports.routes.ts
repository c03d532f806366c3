import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  expenseBankAccountSchema,
  expenseBankAccountViewSchema,
  expenseBatchInputSchema,
  expenseBatchListSchema,
  expenseBatchSchema,
  expenseBulkApprovalSchema,
  expenseBulkResultSchema,
  expenseRefusalSchema,
  expenseReportCreatedSchema,
  expenseReportInputSchema,
  expenseReportListSchema,
  expenseReportQuerySchema,
  expenseReportSchema,
  expenseSettingsSchema,
  expenseTotalsSchema,
  idParamSchema,
} from '@veloport/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf, ADMIN, STAFF } from '../../../platform/actor';
import { contentDisposition, readUpload } from '../../../platform/files';
import { listRoute } from '../../../platform/list-route';
import { scopeOf } from '../../../platform/tenancy';
import { expenseReportColumns } from './expense-reports.export';
import type { ExpenseReportsService } from './expense-reports.service';

const tags = ['accounting'];
const admin = { access: ADMIN } as const;
/** The business's staff file their own expenses (decision 088). */
const staff = { access: { auth: true, permission: STAFF } } as const;
/** A phone photo or a scanned PDF of a receipt. */
const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
const me = (request: FastifyRequest) => request.user!.id;

/** Staff expense reports: filing, receipts, submission, the admin's decisions, reimbursement batches (decision 088). */
export const expenseReportsRoutes: FastifyPluginAsyncZod<{ expenses: ExpenseReportsService }> = async (app, { expenses }) => {
  app.post(
    '/api/expense-reports',
    {
      config: staff,
      schema: {
        tags,
        summary:
          'File a draft expense ({ date, category, description, amountInclVatCents, vatRate 0|6|12|21 }) or mileage claim ({ date, category: "mileage", description, km }, paid at the settings\' rate per km)',
        body: expenseReportInputSchema,
        response: { 201: expenseReportCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await expenses.create(me(request), request.body, actorOf(request))),
  );

  listRoute(app, '/api/expense-reports', {
    config: staff,
    schema: {
      tags,
      summary:
        "Expense reports, newest first: one's own, or everyone's for an admin; status, category, userId (admin), from, to, q; ?format=csv or xlsx",
      querystring: expenseReportQuerySchema,
      response: { 200: expenseReportListSchema },
    },
    list: (request) => expenses.list(scopeOf(request.user!), request.query),
    download: async (request, language) => ({
      fileName: 'expense-reports',
      rows: await expenses.listForExport(scopeOf(request.user!), request.query),
      columns: expenseReportColumns(language),
    }),
  });

  app.get(
    '/api/expense-reports/totals',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Totals per person and per category of the submitted, decided and reimbursed reports the filters select',
        querystring: expenseReportQuerySchema,
        response: { 200: expenseTotalsSchema },
      },
    },
    (request) => expenses.totals(request.query),
  );

  app.get(
    '/api/expense-reports/settings',
    { config: staff, schema: { tags, summary: 'The mileage rate and the receipt threshold', response: { 200: expenseSettingsSchema } } },
    () => expenses.settings(),
  );
  app.put(
    '/api/expense-reports/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the mileage rate (thousandths of a cent per km) and the receipt threshold; filed claims keep their rate',
        body: expenseSettingsSchema,
        response: { 200: expenseSettingsSchema },
      },
    },
    (request) => expenses.saveSettings(request.body, actorOf(request)),
  );

  app.get(
    '/api/expense-reports/bank-account',
    {
      config: staff,
      schema: { tags, summary: "The IBAN one's expenses are reimbursed to", response: { 200: expenseBankAccountViewSchema } },
    },
    (request) => expenses.bankAccount(me(request)),
  );
  app.put(
    '/api/expense-reports/bank-account',
    {
      config: staff,
      schema: {
        tags,
        summary: "Give the IBAN one's expenses are reimbursed to",
        body: expenseBankAccountSchema,
        response: { 200: expenseBankAccountViewSchema },
      },
    },
    (request) => expenses.setBankAccount(me(request), request.body.iban, actorOf(request)),
  );

  app.post(
    '/api/expense-reports/approve',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Approve many submitted reports at once ({ ids }); 409 invalid_transition and nothing changes when one is not submitted',
        body: expenseBulkApprovalSchema,
        response: { 200: expenseBulkResultSchema },
      },
    },
    (request) => expenses.approveMany(request.body.ids, actorOf(request)),
  );

  app.get(
    '/api/expense-reports/batches',
    { config: admin, schema: { tags, summary: 'The latest reimbursement batches', response: { 200: expenseBatchListSchema } } },
    () => expenses.batches(),
  );
  app.post(
    '/api/expense-reports/batches',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "A SEPA credit transfer batch (pain.001.001.03) paying approved reports to each person's IBAN on a business day not in the past; 422 expense_not_payable, no_staff_iban, in_the_past, not_business_day, bank_holiday",
        body: expenseBatchInputSchema,
        response: { 201: expenseBatchSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await expenses.createBatch(request.body, actorOf(request))),
  );
  app.get(
    '/api/expense-reports/batches/:id/xml',
    {
      config: admin,
      schema: { tags, summary: "The batch's SEPA credit transfer file (pain.001.001.03), checked against the XSD", params: idParamSchema },
    },
    async (request, reply) => {
      const file = await expenses.xml(request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.xml);
    },
  );
  app.post(
    '/api/expense-reports/batches/:id/paid',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The bank executed the batch: its reports are reimbursed on the execution date',
        params: idParamSchema,
        response: { 200: expenseBatchSchema },
      },
    },
    (request) => expenses.markPaid(request.params.id, actorOf(request)),
  );

  app.get(
    '/api/expense-reports/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "One expense report (one's own, or any for an admin)",
        params: idParamSchema,
        response: { 200: expenseReportSchema },
      },
    },
    (request) => expenses.get(scopeOf(request.user!), request.params.id),
  );

  app.post(
    '/api/expense-reports/:id/receipt',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Attach the receipt of one\'s draft (multipart field "file": PDF, JPG or PNG, at most 10 MB); a new one replaces it',
        params: idParamSchema,
        response: { 200: expenseReportSchema },
      },
    },
    async (request) => {
      const file = await readUpload(request, RECEIPT_MAX_BYTES);
      return expenses.attachReceipt(me(request), request.params.id, file, actorOf(request));
    },
  );
  app.get(
    '/api/expense-reports/:id/receipt',
    { config: staff, schema: { tags, summary: 'Download the receipt', params: idParamSchema } },
    async (request, reply) => {
      const file = await expenses.receipt(scopeOf(request.user!), request.params.id);
      return reply
        .header('Content-Disposition', contentDisposition(file.name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );

  app.put(
    '/api/expense-reports/:id',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Change one's own draft (the same fields as filing it; the amounts computed again, a claim at today's rate); 409 invalid_transition once submitted, 404 for another person's",
        params: idParamSchema,
        body: expenseReportInputSchema,
        response: { 200: expenseReportSchema },
      },
    },
    (request) => expenses.update(me(request), request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/expense-reports/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: "Delete one's own draft, its receipt with it; 409 invalid_transition once submitted, 404 for another person's",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await expenses.remove(me(request), request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/expense-reports/:id/submit',
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Submit one's draft for approval; 422 receipt_required above the threshold without a receipt, 409 invalid_transition if not a draft",
        params: idParamSchema,
        response: { 200: expenseReportSchema },
      },
    },
    (request) => expenses.submit(me(request), request.params.id, actorOf(request)),
  );
  app.post(
    '/api/expense-reports/:id/approve',
    {
      config: admin,
      schema: { tags, summary: 'Approve a submitted report', params: idParamSchema, response: { 200: expenseReportSchema } },
    },
    (request) => expenses.approve(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/expense-reports/:id/refuse',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Refuse a submitted report with the reason ({ comment }, required)',
        params: idParamSchema,
        body: expenseRefusalSchema,
        response: { 200: expenseReportSchema },
      },
    },
    (request) => expenses.refuse(request.params.id, request.body.comment, actorOf(request)),
  );
};
