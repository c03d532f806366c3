import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  myTourQuerySchema,
  myToursSchema,
  tourDetailSchema,
  tourInputSchema,
  tourListQuerySchema,
  tourListSchema,
  tourOptimisedSchema,
  tourOptimiseInputSchema,
  tourRequestListQuerySchema,
  tourRequestListSchema,
  tourStopDoneInputSchema,
  tourStopInputSchema,
  tourStopParamsSchema,
  tourStopUpdateSchema,
  tourStoresSchema,
  tourMapTilesSchema,
  maintenanceTourVisitSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { tourColumns } from './tours.export';
import type { ToursService } from './tours.service';

const tags = ['workshop'];
/** The admin plans tours; a mechanic reads their own and marks stops done (the service scopes them to their own). */
const admin = { access: ADMIN } as const;
const workshop = { access: { auth: true, permission: ['admin', 'bikeMechanic'] } } as const;

export const toursRoutes: FastifyPluginAsyncZod<{ tours: ToursService; mapTiles: { url: string; attribution: string } }> = async (
  app,
  { tours, mapTiles },
) => {
  app.get(
    '/api/tours/map-tiles',
    {
      config: workshop,
      schema: {
        tags,
        summary: "The map's tile server (MAP_TILE_URL, an XYZ template) and the credit it requires",
        response: { 200: tourMapTilesSchema },
      },
    },
    async () => mapTiles,
  );

  listRoute(app, '/api/tours', {
    config: workshop,
    schema: {
      tags,
      summary: 'Repair tours (a mechanic: their own), newest day first; filters from, to, mechanicId, storeId, status; ?format=csv or xlsx',
      querystring: tourListQuerySchema,
      response: { 200: tourListSchema },
    },
    list: (request) => tours.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'tours',
      rows: await tours.listForExport(request.user!, request.query),
      columns: tourColumns(language),
    }),
  });

  app.post(
    '/api/tours',
    {
      config: admin,
      schema: {
        tags,
        summary: "Plan a mechanic's tour from a store on a day (a draft)",
        body: tourInputSchema,
        response: { 201: tourDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tours.create(request.user!, request.body, actorOf(request))),
  );

  app.get(
    '/api/tours/mine',
    {
      config: workshop,
      schema: {
        tags,
        summary: "The mechanic's confirmed tours of a day (default today, Brussels), with their stops",
        querystring: myTourQuerySchema,
        response: { 200: myToursSchema },
      },
    },
    async (request) => tours.mine(request.user!, request.query.date),
  );

  app.get(
    '/api/tours/stores',
    {
      config: admin,
      schema: { tags, summary: 'The stores a tour leaves from, with where the van starts', response: { 200: tourStoresSchema } },
    },
    async () => tours.stores(),
  );

  app.get(
    '/api/tours/requests',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Maintenance requests at a company or another address: to_propose (on no tour yet) or to_confirm (on a draft tour)',
        querystring: tourRequestListQuerySchema,
        response: { 200: tourRequestListSchema },
      },
    },
    async (request) => tours.requests(request.query),
  );

  app.get(
    '/api/tours/:id',
    {
      config: workshop,
      schema: {
        tags,
        summary: 'A tour with its stops in order, windows, planned arrivals and figures before and after optimisation',
        params: idParamSchema,
        response: { 200: tourDetailSchema },
      },
    },
    async (request) => tours.detail(request.user!, request.params.id),
  );

  app.post(
    '/api/tours/:id/stops',
    {
      config: admin,
      schema: {
        tags,
        summary: "Add a maintenance request's visit (geocoded when the geocoder knows the address, else placed by hand); draft tours only",
        params: idParamSchema,
        body: tourStopInputSchema,
        response: { 201: tourDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tours.addStop(request.user!, request.params.id, request.body, actorOf(request))),
  );

  app.put(
    '/api/tours/:id/stops/:stopId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Place a stop by hand and set its window and job length; draft tours only',
        params: tourStopParamsSchema,
        body: tourStopUpdateSchema,
        response: { 200: tourDetailSchema },
      },
    },
    async (request) => tours.updateStop(request.user!, request.params.id, request.params.stopId, request.body, actorOf(request)),
  );

  app.post(
    '/api/tours/:id/optimise',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Order the stops through the routing engine; never longer than before; answers the figures before and after',
        params: idParamSchema,
        body: tourOptimiseInputSchema,
        response: { 200: tourOptimisedSchema },
      },
    },
    async (request) => tours.optimise(request.user!, request.params.id, request.body?.preferFeasible ?? false, actorOf(request)),
  );

  app.post(
    '/api/tours/:id/confirm',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Confirm the tour: each customer gets the day and their time window by e-mail, in their language',
        params: idParamSchema,
        response: { 200: tourDetailSchema },
      },
    },
    async (request) => tours.confirm(request.user!, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/tours/:id/stops/:stopId/done',
    {
      config: workshop,
      schema: {
        tags,
        summary: 'The mechanic marks a stop done (idempotent; a replayed clientActionId is not applied twice)',
        params: tourStopParamsSchema,
        body: tourStopDoneInputSchema,
        response: { 200: tourDetailSchema },
      },
    },
    async (request) =>
      tours.markDone(request.user!, request.params.id, request.params.stopId, request.body?.clientActionId ?? null, actorOf(request)),
  );

  app.delete(
    '/api/tours/:id/stops/:stopId',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Take a visit not done yet off a draft or confirmed tour; its request is to be scheduled again (the customer of a confirmed visit is told)',
        params: tourStopParamsSchema,
        response: { 200: tourDetailSchema },
      },
    },
    async (request) => tours.removeStop(request.user!, request.params.id, request.params.stopId, actorOf(request)),
  );

  app.post(
    '/api/tours/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cancel a draft or confirmed tour: its visits not done are to be scheduled again (customers of a confirmed tour are told)',
        params: idParamSchema,
        response: { 200: tourDetailSchema },
      },
    },
    async (request) => tours.cancel(request.user!, request.params.id, actorOf(request)),
  );

  app.get(
    '/api/maintenance-requests/:id/tour-visit',
    {
      config: { access: { auth: true } },
      schema: {
        tags,
        summary:
          "The tour a request is on: day, mechanic, the customer's window (drafts for the workshop only); 404 for a request the caller does not see",
        params: idParamSchema,
        response: { 200: maintenanceTourVisitSchema },
      },
    },
    async (request) => tours.visitOf(request.user!, request.params.id),
  );
};
