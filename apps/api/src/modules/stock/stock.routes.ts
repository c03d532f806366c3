import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stockLocationCurrentSchema } from '@veloport/domain';
import type { StockService } from './stock.service';

export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.get(
    '/api/stock-location/current',
    {
      config: { access: { auth: true, permission: ['admin'] } },
      schema: { tags: ['stock'], summary: "The admin's current stock location", response: { 200: stockLocationCurrentSchema } },
    },
    async (request) => stock.currentLocation(request.user?.currentStockLocation ?? null),
  );
};
