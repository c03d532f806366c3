import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankMovementListQuerySchema,
  bankMovementListSchema,
  bankMovementSchema,
  bankStatementImportSchema,
  bankStatementListQuerySchema,
  bankStatementListSchema,
  billPaymentsSchema,
  idParamSchema,
  matchMovementInputSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { readUpload } from '../../../platform/files';
import { listRoute } from '../../../platform/list-route';
import { bankMovementColumns } from './bank-movements.export';
import type { BankStatementsService } from './bank-statements.service';
import type { PaymentRemindersService } from './payment-reminders.service';

const tags = ['billing'];
const admin = { access: ADMIN } as const;
/** A statement of a month is well under this; a camt.053 of 5,000 lines is about 5 MB. */
const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Bank statements, the movements waiting for a person, and a bill's payments and reminders (decision 047). */
export const bankStatementsRoutes: FastifyPluginAsyncZod<{
  statements: BankStatementsService;
  reminders: PaymentRemindersService;
}> = async (app, { statements, reminders }) => {
  app.post(
    '/api/bank-statements',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Upload a CODA file or a camt.053 XML (multipart field "file"): credits pay bills by structured communication, then by amount and name; returned direct debits reopen theirs. The same statement twice pays once (200, alreadyImported).',
        response: { 200: bankStatementImportSchema, 201: bankStatementImportSchema },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request, STATEMENT_MAX_BYTES);
      const { created, ...result } = await statements.importFile(file, actorOf(request));
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/bank-statements',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Imported statements, newest first, with their matched and unmatched counts',
        querystring: bankStatementListQuerySchema,
        response: { 200: bankStatementListSchema },
      },
    },
    async (request) => statements.statements(request.query),
  );

  listRoute(app, '/api/bank-statements/unmatched', {
    config: admin,
    schema: {
      tags,
      summary: 'Movements waiting to be matched by hand; q (name, text, account, communication), statementId; ?format=csv or xlsx',
      querystring: bankMovementListQuerySchema,
      response: { 200: bankMovementListSchema },
    },
    list: (request) => statements.unmatched(request.query),
    download: async (request, language) => ({
      fileName: 'unmatched-movements',
      rows: await statements.unmatchedForExport(request.query),
      columns: bankMovementColumns(language),
    }),
  });

  app.post(
    '/api/bank-statements/movements/:id/match',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Match a waiting movement to a bill by hand: it pays the bill (or takes back a returned debit)',
        params: idParamSchema,
        body: matchMovementInputSchema,
        response: { 200: bankMovementSchema },
      },
    },
    async (request) => statements.match(request.params.id, request.body.billId, actorOf(request)),
  );

  app.post(
    '/api/bank-statements/movements/:id/dismiss',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Set aside a waiting movement that pays no bill',
        params: idParamSchema,
        response: { 200: bankMovementSchema },
      },
    },
    async (request) => statements.dismiss(request.params.id, actorOf(request)),
  );

  app.get(
    '/api/bills/:id/payments',
    {
      config: { access: { auth: true } },
      schema: {
        tags,
        summary: "A bill's payments, what is left to pay, the credit an overpayment left, and the reminders sent",
        params: idParamSchema,
        response: { 200: billPaymentsSchema },
      },
    },
    async (request) => reminders.forBill(request.user!, request.params.id),
  );

  app.post(
    '/api/bills/:id/reminders',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Send the next payment reminder of a late bill now (first, second, formal notice; each once)',
        params: idParamSchema,
        response: { 200: billPaymentsSchema },
      },
    },
    async (request) => reminders.sendNext(request.params.id, actorOf(request)),
  );
};
