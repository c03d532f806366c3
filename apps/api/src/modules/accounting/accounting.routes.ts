import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountingSettingsSchema,
  daybookListSchema,
  entriesQuerySchema,
  idParamSchema,
  journalEntryListSchema,
  journalRunSchema,
  pendingPaymentListSchema,
  pendingQuerySchema,
  periodQuerySchema,
  vatCheckSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../platform/actor';
import { downloadLanguage } from '../../platform/export';
import { listRoute } from '../../platform/list-route';
import { journalColumns, pendingColumns } from './export/journal.export';
import type { BooksExportService } from './export/export.service';
import type { JournalsService } from './journals/journals.service';
import type { PendingService } from './pending/pending.service';

const tags = ['accounting'];
/** The books are the accountant's and the owner's: admins only (decision 084). */
const admin = { access: ADMIN } as const;

/** Daybooks and their entries, pending payments, the settings, the VAT check and the accountant's ZIP (decision 084). */
export const accountingRoutes: FastifyPluginAsyncZod<{
  journals: JournalsService;
  pending: PendingService;
  exports: BooksExportService;
}> = async (app, { journals, pending, exports }) => {
  app.get(
    '/api/accounting/daybooks',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The daybooks: VTE sales, ACH purchases, BNK bank, CSH cash, OD misc',
        response: { 200: daybookListSchema },
      },
    },
    async () => ({ data: await journals.daybooks() }),
  );

  listRoute(app, '/api/accounting/daybooks/:id/entries', {
    config: admin,
    schema: {
      tags,
      summary:
        "A daybook's entries dated in [from, to] (a year at most), numbered per daybook and year: every one, or a page with ?page&perPage (100 at most) and meta; when the period's documents outnumber its entries the missing ones are written first; ?format=csv or xlsx (one row per line, every entry)",
      params: idParamSchema,
      querystring: entriesQuerySchema,
      response: { 200: journalEntryListSchema },
    },
    list: ({ params, query }) =>
      journals.entries(params.id, query.from, query.to, query.page ? { page: query.page, perPage: query.perPage } : undefined),
    download: async (request, language) => {
      const { data: entries } = await journals.entries(request.params.id, request.query.from, request.query.to);
      const daybook = (await journals.daybooks()).find((d) => d.id === request.params.id)?.code ?? '';
      return {
        fileName: `journal-${daybook}-${request.query.from}-${request.query.to}`,
        rows: entries.flatMap((entry) => entry.lines.map((line) => ({ daybook, entry, line }))),
        columns: journalColumns(language),
      };
    },
  });

  app.post(
    '/api/accounting/journals/build',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Write the entries missing for the documents of [from, to] (idempotent: one entry per document); how many were written',
        querystring: periodQuerySchema,
        response: { 200: journalRunSchema },
      },
    },
    async (request) => ({ created: await journals.build(request.query.from, request.query.to) }),
  );

  for (const side of ['client', 'supplier'] as const) {
    listRoute(app, `/api/accounting/pending-${side}-payments`, {
      config: admin,
      schema: {
        tags,
        summary:
          side === 'client'
            ? 'Open invoices with days overdue (Brussels today) and totals per ageing bucket; ?format=csv or xlsx'
            : 'Supplier invoices not paid yet with days overdue and totals per ageing bucket; ?format=csv or xlsx',
        querystring: pendingQuerySchema,
        response: { 200: pendingPaymentListSchema },
      },
      list: () => (side === 'client' ? pending.clients() : pending.suppliers()),
      download: async (_request, language) => ({
        fileName: `pending-${side}-payments`,
        rows: (await (side === 'client' ? pending.clients() : pending.suppliers())).data,
        columns: pendingColumns(language, side),
      }),
    });
  }

  app.get(
    '/api/accounting/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Accounts and VAT grid codes per line kind and rate (Belgian defaults)',
        response: { 200: accountingSettingsSchema },
      },
    },
    () => journals.settings(),
  );

  app.put(
    '/api/accounting/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the accounts and VAT codes; entries already written keep theirs (a correction is a new entry)',
        body: accountingSettingsSchema,
        response: { 200: accountingSettingsSchema },
      },
    },
    (request) => journals.saveSettings(request.body, actorOf(request)),
  );

  app.get(
    '/api/accounting/checks/vat',
    {
      config: admin,
      schema: {
        tags,
        summary: "The sales journal's VAT of a period against the VAT of the bills and credit notes issued in it",
        querystring: periodQuerySchema,
        response: { 200: vatCheckSchema },
      },
    },
    (request) => journals.vatCheck(request.query.from, request.query.to),
  );

  app.get(
    '/api/accounting/export',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "The accountant's ZIP of a period (the built-in files provider): each bill, credit note and purchase's UBL, bills' PDFs, and the journal as CSV",
        querystring: periodQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exports.zip(request.query.from, request.query.to, request.user!, downloadLanguage(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.data);
    },
  );
};
