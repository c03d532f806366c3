import { forecastQuerySchema, forecastSchema } from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ForecastService } from './forecast.service';

const admin = { access: { auth: true, permission: ['admin'] } } as const;

/** The forecast (issue 30, decision 091): admins only. */
export const forecastRoutes: FastifyPluginAsyncZod<{ forecast: ForecastService }> = async (app, { forecast }) => {
  app.get(
    '/api/statistics/forecast',
    {
      config: admin,
      schema: {
        tags: ['statistics'],
        summary:
          'Monthly history and the next 3–12 months of sales (cents excl. VAT), repair requests or leasing income, with an 80 % interval, the method kept and its backtest MAPE',
        querystring: forecastQuerySchema,
        response: { 200: forecastSchema },
      },
    },
    async (request) => forecast.forecast(request.query),
  );
};
