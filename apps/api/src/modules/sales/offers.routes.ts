import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  offerCustomersQuerySchema,
  offerCustomersSchema,
  offerDocumentQuerySchema,
  offerInputSchema,
  offerLineInputSchema,
  offerLineParamsSchema,
  offerLineResponseSchema,
  offerListQuerySchema,
  offerListSchema,
  offerLineDetailListSchema,
  offerLineDetailQuerySchema,
  offerSchema,
  offerSignatureCheckSchema,
  offerSignRequestSchema,
  offerStockBikesQuerySchema,
  offerStockBikesSchema,
  OFFER_DOCUMENT_KINDS,
} from '@veloport/domain';
import { actorOf } from '../../platform/actor';
import { EXPORT_MAX_ROWS } from '../../platform/export';
import { pageOf } from '../../platform/list';
import { listRoute } from '../../platform/list-route';
import { offerLineColumns } from './offers.export';
import { salesStaffOnly } from './sales.scope';
import type { OfferSigningService } from './offer-signing.service';
import type { OffersService } from './offers.service';

const tags = ['sales'];
const DOCUMENT_SUMMARIES: Record<(typeof OFFER_DOCUMENT_KINDS)[number], string> = {
  offer: 'The offer as a PDF in the customer’s language',
  signed: 'The signed offer with its signature page',
  bike_policy: 'The company’s bike policy for this lease (409 document_not_applicable without a company lease)',
  contract_amendment: 'The employment-contract amendment for an employee’s bike (409 without an employee’s lease)',
  contract: 'The leasing or sale contract',
};
/** Admin and the `order` permission manage offers (decision 021). */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;
/** A fleet manager may also cancel their company's offers (seed §4). */
const cancellers = { access: { auth: true, permission: ['admin', 'order', 'fleetManager'] } } as const;
/** Anyone signed in; the repository shows each caller only their offers (staff all, a fleet manager their company's). */
const readers = { access: { auth: true } } as const;

export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService; signing: OfferSigningService }> = async (
  app,
  { offers, signing },
) => {
  app.get(
    '/api/offers',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Offers the caller may see (staff all, a fleet manager their company’s, others their own)',
        querystring: offerListQuerySchema,
        response: { 200: offerListSchema },
      },
    },
    async (request) => offers.list(request.user!, request.query),
  );

  listRoute(app, '/api/offers/lines', {
    config: staff,
    preValidation: salesStaffOnly,
    schema: {
      tags,
      summary:
        'offers/list/offer_details: every offer line with its offer, customer and salesperson; filters status, contractType, kind, salespersonId, q (words in the line, or an offer number); ?format=csv or xlsx',
      querystring: offerLineDetailQuerySchema,
      response: { 200: offerLineDetailListSchema },
    },
    list: async (request) => {
      const { data, total } = await offers.lineDetails(request.query);
      return pageOf(data, total, request.query);
    },
    download: async (request, language) => ({
      fileName: 'offer-lines',
      rows: (await offers.lineDetails(request.query, EXPORT_MAX_ROWS, 0)).data,
      columns: offerLineColumns(language),
    }),
  });

  app.post(
    '/api/offers',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Create an offer for a company (optionally one of its employees) or a private customer',
        body: offerInputSchema,
        response: { 201: offerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await offers.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/offers/stock-bikes',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Bikes in stock that a bike line may name (of a model, or matching a frame number)',
        querystring: offerStockBikesQuerySchema,
        response: { 200: offerStockBikesSchema },
      },
    },
    async (request) => offers.stockBikes(request.query),
  );

  app.get(
    '/api/offers/customers',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Whom an offer can be made for: companies, and a company’s people or the private customers',
        querystring: offerCustomersQuerySchema,
        response: { 200: offerCustomersSchema },
      },
    },
    async (request) => offers.customers(request.query),
  );

  app.get(
    '/api/offers/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'An offer with its lines, totals and leasing figures (404 when not yours)',
        params: idParamSchema,
        response: { 200: offerSchema },
      },
    },
    async (request) => offers.get(request.user!, request.params.id),
  );

  app.put(
    '/api/offers/:id',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Change an offer in progress (409 once signed or closed)',
        params: idParamSchema,
        body: offerInputSchema,
        response: { 200: offerSchema },
      },
    },
    async (request) => offers.update(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/offers/:id/lines',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Add a line: bike, accessory, box, other accessory, labour or service',
        params: idParamSchema,
        body: offerLineInputSchema,
        response: { 201: offerLineResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await offers.addLine(request.user!, request.params.id, request.body, actorOf(request))),
  );

  app.patch(
    '/api/offers/:id/lines/:lineId',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Change a line of an offer in progress',
        params: offerLineParamsSchema,
        body: offerLineInputSchema,
        response: { 200: offerLineResponseSchema },
      },
    },
    async (request) => offers.updateLine(request.user!, request.params.id, request.params.lineId, request.body, actorOf(request)),
  );

  app.delete(
    '/api/offers/:id/lines/:lineId',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'Remove a line of an offer in progress', params: offerLineParamsSchema, response: { 200: offerSchema } },
    },
    async (request) => offers.removeLine(request.user!, request.params.id, request.params.lineId, actorOf(request)),
  );

  app.post(
    '/api/offers/:id/cancel',
    { config: cancellers, schema: { tags, summary: 'Cancel an offer in progress', params: idParamSchema, response: { 200: offerSchema } } },
    async (request) => offers.cancel(request.user!, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/offers/:id/lose',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'Mark an offer in progress as lost', params: idParamSchema, response: { 200: offerSchema } },
    },
    async (request) => offers.lose(request.user!, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/offers/:id/sign',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The customer signs the offer (its user, or the fleet manager for a company offer without one)',
        params: idParamSchema,
        body: offerSignRequestSchema,
        response: { 200: offerSchema },
      },
    },
    async (request) => signing.sign(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/offers/:id/signature',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Who signed, and whether the stored signed file still matches its SHA-256',
        params: idParamSchema,
        response: { 200: offerSignatureCheckSchema },
      },
    },
    async (request) => signing.check(request.user!, request.params.id),
  );

  for (const kind of OFFER_DOCUMENT_KINDS) {
    app.get(
      `/api/offers/:id/documents/${kind}.pdf`,
      {
        config: readers,
        schema: { tags, summary: DOCUMENT_SUMMARIES[kind], params: idParamSchema, querystring: offerDocumentQuerySchema },
      },
      async (request, reply) => {
        const { data, filename } = await signing.document(request.user!, request.params.id, kind, request.query.locale);
        return reply.header('Content-Disposition', `attachment; filename="${filename}"`).type('application/pdf').send(data);
      },
    );
  }

  app.get(
    '/api/offers/:id/history',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: "The offer's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => offers.history(request.user!, request.params.id, request.query),
  );
};
