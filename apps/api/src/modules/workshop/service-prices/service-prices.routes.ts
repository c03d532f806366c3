import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  repairVatRatesSchema,
  servicePriceInputSchema,
  servicePriceListQuerySchema,
  servicePriceListSchema,
  servicePriceSchema,
  type Locale,
  type RepairVatRates,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { servicePriceColumns } from './service-prices.export';
import type { ServicePricesService } from './service-prices.service';

const tags = ['workshop'];
/** The workshop reads the price list (mechanics put its services on quotes); admins change it. */
const workshop = { access: { auth: true, permission: ['admin', 'bikeMechanic'] } } as const;
const admin = { access: ADMIN } as const;

export const servicePricesRoutes: FastifyPluginAsyncZod<{ servicePrices: ServicePricesService; vatRates: RepairVatRates }> = async (
  app,
  { servicePrices, vatRates },
) => {
  const profileLanguage = (request: { user: { language?: string } | null }) => (request.user?.language ?? 'fr') as Locale;

  listRoute(app, '/api/service-prices', {
    config: workshop,
    schema: {
      tags,
      summary: 'The service price list; filters category, storeId, displayed, q; ?format=csv or xlsx downloads it',
      querystring: servicePriceListQuerySchema,
      response: { 200: servicePriceListSchema },
    },
    list: (request) => servicePrices.list(request.query, profileLanguage(request)),
    download: async (request, language) => ({
      fileName: 'service-prices',
      rows: await servicePrices.listForExport(request.query, profileLanguage(request)),
      columns: servicePriceColumns(language),
    }),
  });

  app.post(
    '/api/service-prices',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a service to the price list (description in fr, nl and en: 422 translations_required otherwise)',
        body: servicePriceInputSchema,
        response: { 201: servicePriceSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await servicePrices.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/service-prices/:id',
    {
      config: workshop,
      schema: { tags, summary: 'One service of the price list', params: idParamSchema, response: { 200: servicePriceSchema } },
    },
    async (request) => servicePrices.one(request.params.id),
  );

  app.put(
    '/api/service-prices/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a service of the price list',
        params: idParamSchema,
        body: servicePriceInputSchema,
        response: { 200: servicePriceSchema },
      },
    },
    async (request) => servicePrices.update(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/service-prices/:id/history',
    {
      config: workshop,
      schema: {
        tags,
        summary: "The service's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => servicePrices.history(request.params.id, request.query),
  );

  app.get(
    '/api/workshop/vat-rates',
    {
      config: workshop,
      schema: {
        tags,
        summary: 'The repair VAT rates in force: labour (6 % by default) and parts (21 %), decision 030',
        response: { 200: repairVatRatesSchema },
      },
    },
    async () => vatRates,
  );
};
