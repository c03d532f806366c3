import {
  myStatisticsQuerySchema,
  myStatisticsSchema,
  turnedAwayListSchema,
  turnedAwayQuerySchema,
  usageExportQuerySchema,
  usageStatisticsQuerySchema,
  usageStatisticsSchema,
} from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadLanguage, sendExport } from '../../../platform/export';
import { listRoute } from '../../../platform/list-route';
import { turnedAwayColumns, usageTable } from './statistics.export';
import type { StatisticsService } from './statistics.service';

const tags = ['sharing'];
const signedIn = { access: { auth: true } } as const;
const fleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

/** Shared-bike statistics (decision 038): mine for anyone signed in, the company's for its fleet manager and admins. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsService }> = async (app, { statistics }) => {
  app.get(
    '/api/shared-bikes/my-statistics',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My shared-bike use in a year since 1 April 2024: days out of 60, trips, days and hours per month',
        querystring: myStatisticsQuerySchema,
        response: { 200: myStatisticsSchema },
      },
    },
    async (request) => statistics.mine(request.user!, request.query.year),
  );

  app.get(
    '/api/shared-bikes/statistics',
    {
      config: fleet,
      schema: {
        tags,
        summary:
          "The company's shared-bike use from `from` to `to` (Brussels days): per bike, building and month, idle bikes, turned-away searches; admins: ?companyId=",
        querystring: usageStatisticsQuerySchema,
        response: { 200: usageStatisticsSchema },
      },
    },
    async (request) => statistics.usage(request.user!, request.query),
  );

  app.get(
    '/api/shared-bikes/statistics/export',
    {
      config: fleet,
      schema: {
        tags,
        summary: 'One table of the usage statistics (bikes, buildings, months, idle) as CSV or XLSX',
        querystring: usageExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { table, format } = request.query;
      const stats = await statistics.usage(request.user!, request.query);
      const { rows, columns } = usageTable(stats, table, downloadLanguage(request));
      return sendExport(reply, format, `shared-bikes-${table}-${stats.from}-${stats.to}`, rows, columns);
    },
  );

  listRoute(app, '/api/shared-bikes/turned-away', {
    config: fleet,
    schema: {
      tags,
      summary: 'Availability searches that found no free bike (building, slot, who, when); ?format=csv or xlsx',
      querystring: turnedAwayQuerySchema,
      response: { 200: turnedAwayListSchema },
    },
    list: (request) => statistics.turnedAway(request.user!, request.query),
    download: async (request, language) => ({
      fileName: `shared-bikes-turned-away-${request.query.from ?? 'start'}-${request.query.to ?? 'today'}`,
      rows: (await statistics.turnedAway(request.user!, request.query, true)).data,
      columns: turnedAwayColumns(language),
    }),
  });
};
