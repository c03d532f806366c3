import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BILL_SOURCE_KINDS,
  BILL_SOURCE_SEGMENTS,
  billBikeLinkListSchema,
  billBikeLinkQuerySchema,
  billBikesInputSchema,
  billFromSourcesInputSchema,
  billFromSourcesResultSchema,
  billLinksSchema,
  billSourceListSchema,
  billSourceQuerySchema,
  billToLinkListSchema,
  idParamSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { bikeLinkColumns, billSourceColumns, toLinkColumns } from './bill-sources.export';
import type { BillSourcesService } from './bill-sources.service';

const tags = ['billing'];
const admin = { access: ADMIN } as const;
const SUMMARIES = {
  workshop_job: 'entretiens-to-bill: completed workshop jobs not billed yet (labour 6 %, parts 21 %)',
  checkout_ticket: 'tickets-to-bill: tickets of a known customer not billed yet (billed when the customer asks for an invoice)',
  order: 'to-create: purchase orders delivered or signed, not billed yet (stage=delivered|signed)',
  rental: 'Rentals picked up or returned, not billed yet (21 % VAT)',
} as const;

/** Bills from sources, each billed once, and the bikes of bills (issue 14 "Sources", decision 048). Admin only. */
export const billSourcesRoutes: FastifyPluginAsyncZod<{ sources: BillSourcesService }> = async (app, { sources }) => {
  for (const kind of BILL_SOURCE_KINDS) {
    const segment = BILL_SOURCE_SEGMENTS[kind];
    listRoute(app, `/api/bills/sources/${segment}`, {
      config: admin,
      schema: {
        tags,
        summary: `${SUMMARIES[kind]}; filters q, customerKind, companyId, from, to; sort date|customer|amount; ?format=csv or xlsx`,
        querystring: billSourceQuerySchema,
        response: { 200: billSourceListSchema },
      },
      list: (request) => sources.list(kind, request.query),
      download: async (request, language) => ({
        fileName: `${segment}-to-bill`,
        rows: (await sources.list(kind, request.query, true)).data,
        columns: billSourceColumns(language),
      }),
    });
  }

  app.post(
    '/api/bills/from-sources',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Draft bills from sources of one kind, one per customer; 409 already_billed when one is billed already',
        body: billFromSourcesInputSchema,
        response: { 201: billFromSourcesResultSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sources.create(request.body.kind, request.body.ids, actorOf(request))),
  );

  listRoute(app, '/api/bills/bikes-link', {
    config: admin,
    schema: {
      tags,
      summary: 'bikes-link: every bill ↔ bike link; q (bill number, customer, frame number), bikeId; ?format=csv or xlsx',
      querystring: billBikeLinkQuerySchema,
      response: { 200: billBikeLinkListSchema },
    },
    list: (request) => sources.bikeLinks(request.query),
    download: async (request, language) => ({
      fileName: 'bills-bikes',
      rows: (await sources.bikeLinks(request.query, true)).data,
      columns: bikeLinkColumns(language),
    }),
  });

  listRoute(app, '/api/bills/bikes-to-link', {
    config: admin,
    schema: {
      tags,
      summary: 'bikes-to-link: issued invoices with no bike linked yet; ?format=csv or xlsx',
      querystring: billBikeLinkQuerySchema,
      response: { 200: billToLinkListSchema },
    },
    list: (request) => sources.billsToLink(request.query),
    download: async (request, language) => ({
      fileName: 'bills-to-link',
      rows: (await sources.billsToLink(request.query, true)).data,
      columns: toLinkColumns(language),
    }),
  });

  app.get(
    '/api/bills/:id/links',
    {
      config: admin,
      schema: {
        tags,
        summary: 'What a bill bills (its sources) and the bikes it concerns',
        params: idParamSchema,
        response: { 200: billLinksSchema },
      },
    },
    async (request) => sources.links(request.params.id),
  );

  app.put(
    '/api/bills/:id/bikes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'bills-bikes-link update: the bikes this bill concerns, replaced',
        params: idParamSchema,
        body: billBikesInputSchema,
        response: { 200: billLinksSchema },
      },
    },
    async (request) => sources.setBikes(request.params.id, request.body.bikeIds, actorOf(request)),
  );
};
