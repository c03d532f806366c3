import {
  marginStatisticsQuerySchema,
  marginStatisticsSchema,
  repairStatisticsQuerySchema,
  repairStatisticsSchema,
  salesStatisticsQuerySchema,
  salesStatisticsSchema,
} from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport, downloadLanguage } from '../../../platform/export';
import { listRoute } from '../../../platform/list-route';
import { readerLanguage } from '../../../platform/reader-language';
import { marginColumns, repairTable, salesColumns } from './statistics.export';
import type { InsightStatisticsService } from './statistics.service';

const tags = ['insight'];
const admin = { access: { auth: true, permission: ['admin'] } } as const;

/**
 * The admin's sales, margin and repair statistics (issue 30, decision 090), each as JSON or, with `?format=csv|xlsx`,
 * the same figures as a file. A bad period or grouping is refused like any invalid input: 422 with the fields.
 */
export const insightStatisticsRoutes: FastifyPluginAsyncZod<{ statistics: InsightStatisticsService }> = async (app, { statistics }) => {
  listRoute(app, '/api/statistics/sales', {
    config: admin,
    schema: {
      tags,
      summary:
        'Sales from `from` to `to` (issue dates, both included) by month, store, brand, channel, model, contract or company: invoices, units and revenue excl. VAT net of credit notes; the offers made in the period and how many are signed; ?format=csv or xlsx',
      querystring: salesStatisticsQuerySchema,
      response: { 200: salesStatisticsSchema },
    },
    list: (request) => statistics.sales(request.query, readerLanguage(request)),
    download: async (request, language) => {
      const stats = await statistics.sales(request.query, language);
      return { fileName: `sales-${stats.groupBy}-${stats.from}-${stats.to}`, rows: stats.series, columns: salesColumns(stats, language) };
    },
  });

  listRoute(app, '/api/statistics/margin', {
    config: admin,
    schema: {
      tags,
      summary:
        'Revenue excl. VAT against purchase cost by month, kind, brand, model or company; revenue whose cost is unknown is counted apart, never at zero cost; ?format=csv or xlsx',
      querystring: marginStatisticsQuerySchema,
      response: { 200: marginStatisticsSchema },
    },
    list: (request) => statistics.margin(request.query),
    download: async (request, language) => {
      const stats = await statistics.margin(request.query);
      return { fileName: `margin-${stats.groupBy}-${stats.from}-${stats.to}`, rows: stats.series, columns: marginColumns(stats, language) };
    },
  });

  app.get(
    '/api/statistics/repair',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Maintenance requests made in the period by category, urgency and store; turnaround (request → finished) of those finished in it, median and 90th percentile in days, by store and mechanic; first-time fix; workshop load against capacity; ?format=csv or xlsx',
        querystring: repairStatisticsQuerySchema,
        response: { 200: repairStatisticsSchema },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const language = format === 'json' ? readerLanguage(request) : downloadLanguage(request);
      const stats = await statistics.repair(request.query, language);
      if (format === 'json') return stats;
      const { rows, columns } = repairTable(stats, language);
      return sendExport(reply, format, `repair-${stats.from}-${stats.to}`, rows, columns);
    },
  );
};
