import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depreciationOverviewSchema, depreciationQuerySchema } from '@veloport/domain';
import { ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
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
    list: (request) => assets.overview(request.query),
    download: async (request, language) => ({
      fileName: `depreciation-${request.query.year}`,
      rows: await assets.rowsForExport(request.query),
      columns: depreciationColumns(language),
    }),
  });
};
