import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutCustomerListSchema,
  checkoutSearchQuerySchema,
  idParamSchema,
  receiptQuerySchema,
  sellableListSchema,
  ticketInputSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketPreviewInputSchema,
  ticketPreviewSchema,
  ticketSchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { salesStaffOnly } from '../sales.scope';
import type { BusinessIdentity } from '../../../config';
import type { CheckoutService } from './checkout.service';
import { ticketColumns } from './checkout.export';
import { renderReceiptPdf } from './receipt.pdf';

const tags = ['checkout'];
/** The till is the shop's: admins and the shop's sales staff (`order` without a company), decision 023. */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; business: BusinessIdentity }> = async (
  app,
  { checkout, business },
) => {
  app.get(
    '/api/checkout/catalog',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'What the till can sell: stock bikes by frame number or model, accessories by name, with prices',
        querystring: checkoutSearchQuerySchema,
        response: { 200: sellableListSchema },
      },
    },
    async (request) => checkout.sellable(request.user!, request.query.q),
  );

  app.get(
    '/api/checkout/customers',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Private customers the till can name, by name or e-mail',
        querystring: checkoutSearchQuerySchema,
        response: { 200: checkoutCustomerListSchema },
      },
    },
    async (request) => checkout.customers(request.query.q),
  );

  app.post(
    '/api/checkout/tickets',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Sell at the till: the ticket is written and the stock moves at once (409 when a bike or an accessory is no longer there)',
        body: ticketInputSchema,
        response: { 201: ticketSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await checkout.sell(request.user!, request.body, actorOf(request))),
  );

  app.post(
    '/api/checkout/tickets/preview',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary:
          'The cart’s totals before the payment: promo code discount, gift card use, gift cards sold, what is left to pay, and the reasons for a refused code (nothing is written)',
        body: ticketPreviewInputSchema,
        response: { 200: ticketPreviewSchema },
      },
    },
    async (request) => checkout.preview(request.user!, request.body),
  );

  listRoute(app, '/api/checkout/tickets', {
    config: staff,
    preValidation: salesStaffOnly,
    schema: {
      tags,
      summary: 'Tickets of the till; ?format=csv or xlsx downloads the filtered list',
      querystring: ticketListQuerySchema,
      response: { 200: ticketListSchema },
    },
    list: (request) => checkout.list(request.query),
    download: async (request, language) => ({
      fileName: 'tickets',
      rows: await checkout.listForExport(request.query),
      columns: ticketColumns(language),
    }),
  });

  app.get(
    '/api/checkout/tickets/:id',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'A ticket with its lines and amounts', params: idParamSchema, response: { 200: ticketSchema } },
    },
    async (request) => checkout.get(request.params.id),
  );

  app.get(
    '/api/checkout/tickets/:id/receipt.pdf',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'The receipt as a PDF in the customer’s language (?locale= overrides it)',
        params: idParamSchema,
        querystring: receiptQuerySchema,
      },
    },
    async (request, reply) => {
      const ticket = await checkout.get(request.params.id);
      const data = await renderReceiptPdf(ticket, request.query.locale ?? ticket.language, business);
      return reply.header('Content-Disposition', `attachment; filename="receipt-${ticket.number}.pdf"`).type('application/pdf').send(data);
    },
  );
};
