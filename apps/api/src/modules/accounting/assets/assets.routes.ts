import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assetAdditionInputSchema,
  assetAdditionSchema,
  assetAdditionsSchema,
  depreciationOverviewSchema,
  depreciationQuerySchema,
  depreciationSettingsSchema,
  idParamSchema,
  idSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute, RawJson } from '../../../platform/list-route';
import { depreciationColumns } from './assets.export';
import type { AssetsService } from './assets.service';

const tags = ['accounting'];
const admin = { access: ADMIN } as const;

/** The depreciation register of the fleet (decision 087). */
export const assetsRoutes: FastifyPluginAsyncZod<{ assets: AssetsService }> = async (app, { assets }) => {
  listRoute(app, '/api/accounting/depreciation/overview', {
    config: admin,
    schema: {
      tags,
      summary:
        "The fleet's fixed assets for a year: each leased or rented bike's acquisition value, the year's straight-line depreciation (first month pro rata), accumulated depreciation and net book value, with totals that tie out; filters assetClass, storeId, contractKind, companyId; page to page the assets; ?format=csv or xlsx",
      querystring: depreciationQuerySchema,
      response: { 200: depreciationOverviewSchema },
    },
    // Every asset (no page, as the contract answers) goes out as the database wrote it (decision 109).
    list: async (request) =>
      request.query.page === undefined ? new RawJson(await assets.overviewText(request.query)) : assets.overview(request.query),
    download: async (request, language) => ({
      fileName: `depreciation-${request.query.year}`,
      rows: await assets.rowsForExport(request.query),
      columns: depreciationColumns(language),
    }),
  });

  app.get(
    '/api/accounting/depreciation/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The depreciation period of each asset class (bike, ebike) when no leasing contract gives one',
        response: { 200: depreciationSettingsSchema },
      },
    },
    () => assets.settings(),
  );
  app.put(
    '/api/accounting/depreciation/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change the periods (1 to 120 months); the register follows at once, entries already written keep theirs',
        body: depreciationSettingsSchema,
        response: { 200: depreciationSettingsSchema },
      },
    },
    (request) => assets.saveSettings(request.body, actorOf(request)),
  );

  // What was added to a bike of the register (decision 115): on the bike's page, for admins.
  app.get(
    '/api/stock/bikes/:id/additions',
    {
      config: admin,
      schema: {
        tags,
        summary: "A bike's additions (accessories fitted, upgrades, a battery) and its acquisition value with them (decision 115)",
        params: idParamSchema,
        response: { 200: assetAdditionsSchema },
      },
    },
    (request) => assets.additionsOf(request.params.id),
  );
  app.post(
    '/api/stock/bikes/:id/additions',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Record an addition to a bike of the depreciation register, excluding VAT: depreciated over the months left of its period; 409 bike_not_in_register, depreciation_booked; 422 before_acquisition, after_disposal',
        params: idParamSchema,
        body: assetAdditionInputSchema,
        response: { 201: assetAdditionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await assets.addAddition(request.params.id, request.body, actorOf(request))),
  );
  app.delete(
    '/api/stock/bikes/:id/additions/:additionId',
    {
      config: admin,
      schema: {
        tags,
        summary: "Delete an addition recorded by mistake; 409 depreciation_booked once its month's depreciation is in the books",
        params: idParamSchema.extend({ additionId: idSchema }),
      },
    },
    async (request, reply) => {
      await assets.removeAddition(request.params.id, request.params.additionId, actorOf(request));
      return reply.status(204).send();
    },
  );
};
