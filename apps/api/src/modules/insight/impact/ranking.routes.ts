import { idParamSchema, impactReportQuerySchema, rankingQuerySchema, rankingSchema } from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessIdentity } from '../../../config';
import { renderImpactReportPdf } from './impact-report.pdf';
import type { ImpactReportService } from './impact-report.service';
import type { RankingService } from './ranking.service';

const tags = ['insight'];

/** The riders' ranking and the employer's impact report (decision 093). */
export const rankingRoutes: FastifyPluginAsyncZod<{
  ranking: RankingService;
  impactReport: ImpactReportService;
  business: BusinessIdentity;
}> = async (app, { ranking, impactReport, business }) => {
  app.get(
    '/api/ranking',
    {
      config: { access: { auth: true } },
      schema: {
        tags,
        summary:
          'Riders by kilometres and CO2 saved over a year (YYYY) or a month (YYYY-MM, default this month), within my company, across all, or the teams of an event (scope=teams&eventId=); ties share a rank, anonymous riders have no name',
        querystring: rankingQuerySchema,
        response: { 200: rankingSchema },
      },
    },
    (request) => ranking.ranking(request.user!, request.query),
  );

  app.get(
    '/api/companies/:id/impact-report.pdf',
    {
      config: { access: { auth: true, permission: ['admin', 'fleetManager'] } },
      schema: {
        tags,
        summary:
          "The company's impact report of a year as a PDF in its language: riders, km, CO2 saved, bikes, shared-bike use, money spent",
        params: idParamSchema,
        querystring: impactReportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await impactReport.report(request.user!, request.params.id, request.query.year);
      const data = await renderImpactReportPdf(report, business);
      return reply
        .header('Content-Disposition', `attachment; filename="impact-report-${report.year}-${report.company.id}.pdf"`)
        .type('application/pdf')
        .send(data);
    },
  );
};
