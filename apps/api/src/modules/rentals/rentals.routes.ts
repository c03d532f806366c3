import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  RENTAL_PHOTO_MAX_BYTES,
  rentalAvailabilityQuerySchema,
  rentalAvailabilitySchema,
  rentalEndInputSchema,
  rentalHandoverInputSchema,
  rentalInputSchema,
  rentalListQuerySchema,
  rentalListSchema,
  rentalPhotoParamsSchema,
  rentalPhotoStageParamsSchema,
  rentalRequestListSchema,
  rentalSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../platform/actor';
import { readUploadedFile } from '../../platform/files';
import { listRoute } from '../../platform/list-route';
import { rentalColumns } from './rentals.export';
import type { RentalsService } from './rentals.service';

const tags = ['rentals'];
/** Spec §2 `bike-rentals (admin, fleetManager)`: the fleet manager reads their company's rentals; the shop's admins run them (decision 037). */
const readers = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;
const shop = { access: ADMIN } as const;

export const rentalsRoutes: FastifyPluginAsyncZod<{ rentals: RentalsService }> = async (app, { rentals }) => {
  listRoute(app, '/api/bike-rentals', {
    config: readers,
    schema: {
      tags,
      summary: 'Rental contracts; filters status, late, companyId, bikeId, from/to, q; ?format=csv or xlsx downloads them',
      querystring: rentalListQuerySchema,
      response: { 200: rentalListSchema },
    },
    list: (request) => rentals.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'bike-rentals',
      rows: await rentals.listForExport(request.user!, request.query),
      columns: rentalColumns(language),
    }),
  });

  app.post(
    '/api/bike-rentals',
    {
      config: shop,
      schema: {
        tags,
        summary:
          'A rental contract, typed in or from a public rental request; 409 bike_unavailable when a bike is rented on one of the days',
        body: rentalInputSchema,
        response: { 201: rentalSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await rentals.create(request.user!, request.body, actorOf(request))),
  );

  app.get(
    '/api/bike-rentals/availability',
    {
      config: shop,
      schema: {
        tags,
        summary: 'The rental bikes free on every day of the period (the form’s choices)',
        querystring: rentalAvailabilityQuerySchema,
        response: { 200: rentalAvailabilitySchema },
      },
    },
    async (request) => rentals.availability(request.query),
  );

  app.get(
    '/api/bike-rentals/requests',
    {
      config: shop,
      schema: { tags, summary: 'Public rental requests still open, to turn into a rental', response: { 200: rentalRequestListSchema } },
    },
    async () => rentals.openRequests(),
  );

  app.get(
    '/api/bike-rentals/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'One rental: customer, days, bikes, money, pickup and return',
        params: idParamSchema,
        response: { 200: rentalSchema },
      },
    },
    async (request) => rentals.detail(request.user!, request.params.id),
  );

  app.patch(
    '/api/bike-rentals/:id',
    {
      config: shop,
      schema: {
        tags,
        summary: 'A new end date (extension or earlier end); 409 bike_unavailable when a bike is rented on a new day',
        params: idParamSchema,
        body: rentalEndInputSchema,
        response: { 200: rentalSchema },
      },
    },
    async (request) => rentals.changeEnd(request.user!, request.params.id, request.body.endDate, actorOf(request)),
  );

  app.post(
    '/api/bike-rentals/:id/pickup',
    {
      config: shop,
      schema: {
        tags,
        summary: 'The customer takes the bikes: when, and their condition',
        params: idParamSchema,
        body: rentalHandoverInputSchema,
        response: { 200: rentalSchema },
      },
    },
    async (request) => rentals.pickup(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/bike-rentals/:id/return',
    {
      config: shop,
      schema: {
        tags,
        summary: 'The bikes come back: when, and their condition',
        params: idParamSchema,
        body: rentalHandoverInputSchema,
        response: { 200: rentalSchema },
      },
    },
    async (request) => rentals.returnBikes(request.user!, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/bike-rentals/:id/cancel',
    {
      config: shop,
      schema: {
        tags,
        summary: 'Cancel a rental not yet picked up; its bikes are free again',
        params: idParamSchema,
        response: { 200: rentalSchema },
      },
    },
    async (request) => rentals.cancel(request.user!, request.params.id, actorOf(request)),
  );

  app.post(
    '/api/bike-rentals/:id/photos/:stage',
    {
      config: shop,
      schema: {
        tags,
        summary: 'A photo of the bikes at the pickup or the return (JPG or PNG, at most 10 MB), multipart field "file"',
        params: rentalPhotoStageParamsSchema,
        response: { 200: rentalSchema },
      },
    },
    async (request) =>
      rentals.addPhoto(
        request.user!,
        request.params.id,
        request.params.stage,
        await readUploadedFile(request, RENTAL_PHOTO_MAX_BYTES),
        actorOf(request),
      ),
  );

  app.get(
    '/api/bike-rentals/:id/photos/:stage/:index',
    { config: readers, schema: { tags, summary: 'A photo of the rental, to whoever sees the rental', params: rentalPhotoParamsSchema } },
    async (request, reply) => {
      const photo = await rentals.photo(request.user!, request.params.id, request.params.stage, request.params.index);
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .type(photo.type)
        .send(photo.data);
    },
  );

  app.delete(
    '/api/bike-rentals/:id/photos/:stage/:index',
    {
      config: shop,
      schema: {
        tags,
        summary: 'Remove a photo by its position (0-based)',
        params: rentalPhotoParamsSchema,
        response: { 200: rentalSchema },
      },
    },
    async (request) => rentals.removePhoto(request.user!, request.params.id, request.params.stage, request.params.index, actorOf(request)),
  );

  app.get(
    '/api/bike-rentals/:id/history',
    {
      config: readers,
      schema: {
        tags,
        summary: "The rental's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => rentals.history(request.user!, request.params.id, request.query),
  );
};
