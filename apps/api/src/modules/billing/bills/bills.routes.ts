import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billInputSchema,
  billListQuerySchema,
  billListSchema,
  billSchema,
  creditNoteInputSchema,
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { billColumns } from './bills.export';
import type { BillsService } from './bills.service';

const tags = ['billing'];
/** Everyone signed in reads the bills they may see (admin all, fleet manager the company's, others their own). */
const signedIn = { access: { auth: true } } as const;
const admin = { access: ADMIN } as const;

export const billsRoutes: FastifyPluginAsyncZod<{ bills: BillsService }> = async (app, { bills }) => {
  listRoute(app, '/api/bills', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Bills I may see, newest first; filters status (overdue included), kind, companyId, q (number, customer, communication); ?format=csv or xlsx',
      querystring: billListQuerySchema,
      response: { 200: billListSchema },
    },
    list: (request) => bills.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'bills',
      rows: await bills.listForExport(request.user!, request.query),
      columns: billColumns(language),
    }),
  });

  app.post(
    '/api/bills',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A draft bill typed by hand, to a company or a person; VAT rate per line (21, 12, 6, 0)',
        body: billInputSchema,
        response: { 201: billSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await bills.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/bills/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A bill with its lines, totals per VAT rate, structured communication and credit notes',
        params: idParamSchema,
        response: { 200: billSchema },
      },
    },
    async (request) => bills.get(request.user!, request.params.id),
  );

  app.put(
    '/api/bills/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a draft (409 bill_issued once issued)',
        params: idParamSchema,
        body: billInputSchema,
        response: { 200: billSchema },
      },
    },
    async (request) => bills.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/bills/:id',
    { config: admin, schema: { tags, summary: 'Delete a draft (409 bill_issued once issued: credit it instead)', params: idParamSchema } },
    async (request, reply) => {
      await bills.removeDraft(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/bills/:id/issue',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Issue a draft: the next number of the year (2026-00042), consecutive and never reused, and its due date',
        params: idParamSchema,
        response: { 200: billSchema },
      },
    },
    async (request) => bills.issue(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/bills/:id/credit-note',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Credit an issued bill in full, or the lines given; the credit note is issued at once',
        params: idParamSchema,
        body: creditNoteInputSchema,
        response: { 201: billSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await bills.creditNote(request.params.id, request.body ?? {}, actorOf(request))),
  );

  app.get(
    '/api/bills/:id/history',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The bill's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => bills.history(request.user!, request.params.id, request.query),
  );
};
