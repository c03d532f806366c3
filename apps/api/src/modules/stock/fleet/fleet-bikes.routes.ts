import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bikeListQuerySchema,
  bikeListSchema,
  fleetBikeResponseSchema,
  historyPdfQuerySchema,
  idParamSchema,
  type AuthUser,
  type BikeListQuery,
} from '@veloport/domain';
import { notFound } from '../../../platform/errors';
import { listRoute } from '../../../platform/list-route';
import { inScope, scopeOf, type ScopeRule } from '../../../platform/tenancy';
import type { BikesService } from '../bikes/bikes.service';
import { renderBikeHistoryPdf } from '../bikes/bike-history.pdf';
import { bikeColumns } from '../stock.export';

const tags = ['stock'];
/** Spec §2 `fleet/bikes` (fleetManager, bikeMechanic); admins too. */
const readers = { access: { auth: true, permission: ['admin', 'fleetManager', 'bikeMechanic'] } } as const;

/** Staff and the shop's mechanics read every bike, a fleet manager their company's (decision 068). */
export const FLEET_SCOPE: ScopeRule = { staff: ['bikeMechanic'] };

/**
 * The bikes of a fleet as its manager and the workshop read them (decision 006, workshop session): the stock
 * list's filters and downloads, limited to the manager's company; a bike of another company answers 404.
 */
export const fleetBikesRoutes: FastifyPluginAsyncZod<{ bikes: BikesService }> = async (app, { bikes }) => {
  const scoped = (user: AuthUser, query: BikeListQuery): BikeListQuery | null => {
    const scope = scopeOf(user, FLEET_SCOPE);
    if (scope.kind === 'all') return query;
    return scope.kind === 'company' ? { ...query, companyId: scope.companyId } : null;
  };
  const visible = async (user: AuthUser, id: number) => {
    const bike = await bikes.detail(id);
    if (!inScope(scopeOf(user, FLEET_SCOPE), { companyId: bike.company?.id ?? null })) throw notFound();
    return bike;
  };

  listRoute(app, '/api/fleet/bikes', {
    config: readers,
    schema: {
      tags,
      summary: "The company's bikes (a fleet manager), every bike (workshop); ?format=csv or xlsx downloads the filtered list",
      querystring: bikeListQuerySchema,
      response: { 200: bikeListSchema },
    },
    list: async (request) => {
      const query = scoped(request.user!, request.query);
      return query ? bikes.list(query) : { data: [], meta: { page: request.query.page, perPage: request.query.perPage, total: 0 } };
    },
    download: async (request, language) => {
      const query = scoped(request.user!, request.query);
      return { fileName: 'fleet-bikes', rows: query ? await bikes.listForExport(query) : [], columns: bikeColumns(language) };
    },
  });

  app.get(
    '/api/fleet/bikes/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'A bike of the fleet with its contract, status and history (404 when another company’s)',
        params: idParamSchema,
        response: { 200: fleetBikeResponseSchema },
      },
    },
    async (request) => ({ bike: await visible(request.user!, request.params.id) }),
  );

  app.get(
    '/api/fleet/bikes/:id/history.pdf',
    {
      config: readers,
      schema: { tags, summary: "A fleet bike's history as a PDF", params: idParamSchema, querystring: historyPdfQuerySchema },
    },
    async (request, reply) => {
      const bike = await visible(request.user!, request.params.id);
      const pdf = await renderBikeHistoryPdf(bike, request.query.locale, app.clock.now());
      return reply
        .header('Content-Disposition', `attachment; filename="bike-${bike.frameNumber}-history.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
};
