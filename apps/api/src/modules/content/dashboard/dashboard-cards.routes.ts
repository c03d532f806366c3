import { bikeOverviewSchema, promotionListSchema } from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardCardsService } from './dashboard-cards.service';

const tags = ['content'];
/** Every signed-in person reads their own overview (staff simply have no bike in it) and the public promotions. */
const signedIn = { access: { auth: true } } as const;

/** The dashboard's my-bike card and the carousel's promotions (issue 15, decision 058). */
export const dashboardCardsRoutes: FastifyPluginAsyncZod<{ cards: DashboardCardsService }> = async (app, { cards }) => {
  app.get(
    '/api/me/bike-overview',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My bikes (stock bikes in my contract), my running leasing contracts and my next maintenance',
        response: { 200: bikeOverviewSchema },
      },
    },
    async (request) => cards.bikeOverview(request.user!),
  );

  app.get(
    '/api/promotions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Promo codes marked public that can be used today, soonest end first (at most 5)',
        response: { 200: promotionListSchema },
      },
    },
    async () => cards.promotions(),
  );

  // The same promotions on the public home page (issue 27's shop front): codes the shop chose to show to anyone.
  app.get(
    '/api/public/promotions',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'The public home page: promo codes marked public that can be used today, soonest end first (at most 5)',
        response: { 200: promotionListSchema },
      },
    },
    async () => cards.promotions(),
  );
};
